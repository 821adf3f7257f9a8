import { Link } from 'wouter';
import type { TntPacketRowFragment as PacketRow } from '@/generated/graphql';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { formatDay, vehicleName } from '../kit/record/format';
import { Badge } from '../kit/ui/Badge';
import { PAPERWORK_STATUS_LABEL, TNT_KIND_LABEL, TNT_STATUS_LABEL, tntStatusTone } from './labels';
import { tempTagText } from './tempTagText';

export type PacketsTableProps = {
  packets: readonly PacketRow[];
  caption: string;
  /** The order's tab leaves the order column out: it is the page's order. */
  showOrder?: boolean;
  /** Whether the number links to the packet page: dispatch reads packets on a leg's tab, but the route is the team's. */
  linkPackets?: boolean;
};

/** Packets as rows: number (a link), kind, status, order and vehicle, district, what is missing, the temp tag. */
export const PacketsTable = ({ packets, caption, showOrder = true, linkPackets = true }: PacketsTableProps) => {
  const locale = useCurrentTenant()?.locale;
  return (
    <div className="table-wrap">
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Packet</th>
            <th scope="col">Status</th>
            {showOrder && <th scope="col">Order</th>}
            <th scope="col">Vehicle</th>
            <th scope="col">District</th>
            <th scope="col">Documents</th>
            <th scope="col">Temp tag</th>
          </tr>
        </thead>
        <tbody>
          {packets.map((packet) => (
            <tr key={packet.id}>
              <th scope="row">
                {linkPackets ? <Link href={`/tag-and-title/packets/${packet.id}`}>{packet.number}</Link> : packet.number}
                <div className="muted">{TNT_KIND_LABEL[packet.kind]}</div>
              </th>
              <td>
                <Badge tone={tntStatusTone(packet.status)}>{TNT_STATUS_LABEL[packet.status]}</Badge>
                <div className="muted">{PAPERWORK_STATUS_LABEL[packet.paperworkStatus]}</div>
              </td>
              {showOrder && (
                <td>
                  <Link href={`/orders/${packet.order.id}`}>{packet.order.number}</Link>
                  <div className="muted">{packet.order.client.displayName}</div>
                </td>
              )}
              <td>
                {vehicleName(packet.vehicle)}
                {packet.vin && <div className="muted">{`VIN ${packet.vin}`}</div>}
              </td>
              <td>{packet.districtName}</td>
              <td>{packet.missingDocuments === 0 ? 'All in' : <Badge tone="warning">{`${packet.missingDocuments} missing`}</Badge>}</td>
              <td>
                {packet.tempTagNumber
                  ? `${packet.tempTagNumber} · ${tempTagText(packet.tempTagExpiresOn, packet.tempTagDaysLeft, (day) => formatDay(day, locale))}`
                  : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
