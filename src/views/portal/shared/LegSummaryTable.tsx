import { Link } from 'wouter';
import { type FragmentType, getFragmentData } from '@/generated';
import type { PortalLegSummaryFragment as Leg } from '@/generated/graphql';
import { formatDateRequest } from '../../../domain/format';
import { PortalLegSummaryFragment } from '../../../graphql/operations/portalLegs';
import { placeName } from '../../kit/record/format';
import { withPortalLegRoute } from './legRoute';
import { LegStatusBadge } from './LegStatusBadge';
import { VehicleWithVin } from '../../kit/record/VehicleWithVin';
import { useListDates } from '../../kit/list/useListDates';
import { TableHead } from '../../kit/ui/Table';

export type LegSummaryTableProps = {
  legs: readonly FragmentType<typeof PortalLegSummaryFragment>[];
  /** The table's accessible name, e.g. "Upcoming pickups and deliveries". */
  label: string;
  locale?: string;
};

/** The most telling date of a move: delivered, else picked up or confirmed, else what was asked (a request, never an ETA). */
const WhenCell = ({ leg, locale }: { leg: Leg; locale?: string }) => {
  const { time: dateTime, day } = useListDates();
  // "requested before Dec 15": the request's word and its day, short as lists write them.
  const requested = ({ mode, date }: Leg['requestedPickup']) =>
    `requested ${mode === 'ASAP' || !date ? 'ASAP' : `${formatDateRequest({ mode }, locale).toLowerCase()} ${day(date)}`}`;
  if (leg.deliveredAt) return <>Delivered {dateTime(leg.deliveredAt)}</>;
  const pickup = leg.pickedUpAt
    ? `Picked up ${dateTime(leg.pickedUpAt)}`
    : leg.confirmedPickupAt
      ? `Pickup ${dateTime(leg.confirmedPickupAt)}`
      : `Pickup ${requested(leg.requestedPickup)}`;
  const delivery = leg.eta ? `ETA ${dateTime(leg.eta)}` : `Delivery ${requested(leg.requestedDelivery)}`;
  return (
    <>
      {pickup}
      <span className="cell-sub">{delivery}</span>
    </>
  );
};

/** Vehicle moves as a compact table: the move and its order (links), vehicle, ends, status, dates. */
export const LegSummaryTable = ({ legs: sources, label, locale }: LegSummaryTableProps) => {
  const legs = getFragmentData(PortalLegSummaryFragment, sources).map(withPortalLegRoute);
  return (
    <div className="table-wrap">
      <table className="table" aria-label={label}>
        <TableHead headings={['Leg', 'Vehicle', 'From → to', 'Status', 'When']} />
        <tbody>
          {legs.map((leg) => (
            <tr key={leg.id}>
              <th scope="row">
                <Link href={`/portal/order-legs/${leg.id}`}>{leg.number}</Link>
                <span className="cell-sub">
                  Order <Link href={`/portal/orders/${leg.order.id}`}>{leg.order.number}</Link>
                </span>
              </th>
              <td>
                <VehicleWithVin vehicle={leg.vehicle} />
              </td>
              <td>
                {placeName(leg.origin)} → {placeName(leg.destination)}
              </td>
              <td>
                <LegStatusBadge status={leg.status} />
              </td>
              <td>
                <WhenCell leg={leg} locale={locale} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
