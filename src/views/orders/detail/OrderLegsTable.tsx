import { Link } from 'wouter';
import { type FragmentType, getFragmentData } from '@/generated';
import { formatDateTime } from '../../../domain/format';
import { LegRouteFragment } from '../../../graphql/operations/orderLegDetail';
import { formatDateRequest, placeName, vehicleName } from '../../record/format';
import { useCurrentTenant } from '../../app/useCurrentUser';
import { HOLD_REASON_LABEL, LEG_STATUS_LABEL, legStatusTone, METHOD_LABEL } from '../../orderLegs/labels';
import { Badge } from '../../ui/Badge';
import { EmptyState } from '../../ui/EmptyState';
import type { OrderDetail } from './OrderDetailPage';

const RouteText = ({ leg }: { leg: FragmentType<typeof LegRouteFragment> }) => {
  const { origin, destination } = getFragmentData(LegRouteFragment, leg);
  return (
    <>
      {placeName(origin)} → {placeName(destination)}
    </>
  );
};

/** The order's legs in order: each links to its page, with its status as the leg machine left it. */
export const OrderLegsTable = ({ legs }: { legs: OrderDetail['legs'] }) => {
  const locale = useCurrentTenant()?.locale;
  if (legs.length === 0) return <EmptyState title="No legs yet">This order has no legs to move.</EmptyState>;
  return (
    <div className="table-wrap">
      <table className="table">
        <caption className="visually-hidden">Legs of this order</caption>
        <thead>
          <tr>
            <th scope="col">Leg</th>
            <th scope="col">Vehicle</th>
            <th scope="col">Origin → destination</th>
            <th scope="col">Method</th>
            <th scope="col">Status</th>
            <th scope="col">Pickup</th>
            <th scope="col">Delivery</th>
          </tr>
        </thead>
        <tbody>
          {legs.map((leg) => (
            <tr key={leg.id}>
              <th scope="row">
                <Link href={`/order-legs/${leg.id}`}>{leg.number}</Link>
              </th>
              <td>{vehicleName(leg.vehicle)}</td>
              <td>
                <RouteText leg={leg} />
              </td>
              <td>{METHOD_LABEL[leg.transportMethod]}</td>
              <td>
                <Badge tone={legStatusTone(leg.status)}>{LEG_STATUS_LABEL[leg.status]}</Badge>
                {leg.holdReason && <span className="muted"> · {HOLD_REASON_LABEL[leg.holdReason]}</span>}
              </td>
              <td>
                {formatDateRequest(leg.requestedPickup, locale)}
                {leg.confirmedPickupAt && <span className="cell-sub">Confirmed {formatDateTime(leg.confirmedPickupAt, locale)}</span>}
              </td>
              <td>
                {formatDateRequest(leg.requestedDelivery, locale)}
                {leg.confirmedDeliveryAt && <span className="cell-sub">Confirmed {formatDateTime(leg.confirmedDeliveryAt, locale)}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
