import { Link } from 'wouter';
import { getFragmentData } from '@/generated';
import type { TntPacketRowFragment as PacketRow } from '@/generated/graphql';
import { useListDates } from '../kit/list/useListDates';
import { vehicleName } from '../kit/record/format';
import { OrderWithClientFragment, VehicleNameFragment } from '../kit/record/fragments';
import { type ListColumn, ListTable } from '../kit/list/ListTable';
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
  /** Lets the person hide columns, remembered under this key. */
  choiceKey?: string;
};

/** Packets as rows: number (a link), kind, status, order and vehicle, district, what is missing, the temp tag. */
export const PacketsTable = ({ packets, caption, showOrder = true, linkPackets = true, choiceKey }: PacketsTableProps) => {
  const dates = useListDates();
  const href = (packet: PacketRow) => `/tag-and-title/packets/${packet.id}`;
  const columns: ListColumn<PacketRow>[] = [
    {
      id: 'packet',
      label: 'Packet',
      heading: true,
      cell: (packet) => (
        <>
          {linkPackets ? <Link href={href(packet)}>{packet.number}</Link> : packet.number}
          <div className="muted">{TNT_KIND_LABEL[packet.kind]}</div>
        </>
      ),
    },
    {
      id: 'status',
      label: 'Status',
      cell: (packet) => (
        <>
          <Badge tone={tntStatusTone(packet.status)}>{TNT_STATUS_LABEL[packet.status]}</Badge>
          <div className="muted">{PAPERWORK_STATUS_LABEL[packet.paperworkStatus]}</div>
        </>
      ),
    },
    ...(showOrder
      ? [
          {
            id: 'order',
            label: 'Order',
            cell: (packet: PacketRow) => {
              const order = getFragmentData(OrderWithClientFragment, packet.order);
              return (
                <>
                  <Link href={`/orders/${order.id}`}>{order.number}</Link>
                  <div className="muted">{order.client.displayName}</div>
                </>
              );
            },
          },
        ]
      : []),
    {
      id: 'vehicle',
      label: 'Vehicle',
      cell: (packet) => (
        <>
          {vehicleName(getFragmentData(VehicleNameFragment, packet.vehicle))}
          {packet.vin && <div className="muted">{`VIN ${packet.vin}`}</div>}
        </>
      ),
    },
    { id: 'district', label: 'District', cell: (packet) => packet.districtName },
    {
      id: 'documents',
      label: 'Documents',
      cell: (packet) => (packet.missingDocuments === 0 ? 'All in' : <Badge tone="warning">{`${packet.missingDocuments} missing`}</Badge>),
    },
    {
      id: 'tempTag',
      label: 'Temp tag',
      cell: (packet) =>
        packet.tempTagNumber ? `${packet.tempTagNumber} · ${tempTagText(packet.tempTagExpiresOn, packet.tempTagDaysLeft, dates.day)}` : '—',
    },
  ];
  return (
    <ListTable
      caption={caption}
      columns={columns}
      rows={packets}
      rowKey={(packet) => packet.id}
      rowHref={linkPackets ? href : undefined}
      choiceKey={choiceKey}
    />
  );
};
