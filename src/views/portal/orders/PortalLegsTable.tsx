import { Link } from 'wouter';
import { formatDateTime } from '../../../domain/format';
import { formatDateRequest, placeName } from '../../record/format';
import { EmptyState } from '../../ui/EmptyState';
import { PORTAL_METHOD_LABEL } from '../shared/labels';
import { LegStatusBadge } from '../shared/LegStatusBadge';
import { type LiveLegSource, legsInOrder } from '../shared/legsInOrder';
import { VehicleWithVin } from '../shared/VehicleWithVin';

export type PortalLegsTableProps = {
  legs: readonly LiveLegSource[];
  locale?: string;
};

/** The order's vehicle moves in order, each linking to its page; statuses change live (useLiveLegs). */
export const PortalLegsTable = ({ legs, locale }: PortalLegsTableProps) => {
  if (legs.length === 0) return <EmptyState title="No vehicle moves yet">Our team adds them as the order is arranged.</EmptyState>;
  const rows = legsInOrder(legs);
  return (
    <div className="table-wrap">
      <table className="table">
        <caption className="visually-hidden">Vehicle moves of this order</caption>
        <thead>
          <tr>
            <th scope="col">Move</th>
            <th scope="col">Vehicle</th>
            <th scope="col">From → to</th>
            <th scope="col">Status</th>
            <th scope="col">Pickup</th>
            <th scope="col">Delivery</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((leg) => (
            <tr key={leg.id}>
              <th scope="row">
                <Link href={`/portal/order-legs/${leg.id}`}>{leg.number}</Link>
                <span className="cell-sub">{PORTAL_METHOD_LABEL[leg.transportMethod]}</span>
              </th>
              <td>
                <VehicleWithVin vehicle={leg.vehicle} />
              </td>
              <td>
                {placeName(leg.origin)} → {placeName(leg.destination)}
              </td>
              <td>
                <LegStatusBadge status={leg.status} />
                {leg.driverFirstName && <span className="cell-sub">Driver: {leg.driverFirstName}</span>}
              </td>
              <td>
                {leg.pickedUpAt ? (
                  <>Picked up {formatDateTime(leg.pickedUpAt, locale)}</>
                ) : (
                  <>
                    {formatDateRequest(leg.requestedPickup, locale)}
                    {leg.confirmedPickupAt && <span className="cell-sub">Confirmed {formatDateTime(leg.confirmedPickupAt, locale)}</span>}
                  </>
                )}
              </td>
              <td>
                {leg.deliveredAt ? (
                  <>Delivered {formatDateTime(leg.deliveredAt, locale)}</>
                ) : (
                  <>
                    {formatDateRequest(leg.requestedDelivery, locale)}
                    {leg.eta && <span className="cell-sub">ETA {formatDateTime(leg.eta, locale)}</span>}
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
