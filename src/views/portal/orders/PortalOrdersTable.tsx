import { Link } from 'wouter';
import { type FragmentType, getFragmentData } from '@/generated';
import { PortalOrderRowFragment } from './PortalOrdersPage.graphql';
import { formatDateRequest, vehicleName } from '../../kit/record/format';
import { LegStatusChips } from '../shared/LegStatusBadge';
import { orderEnds, orderEta, placesText, requestedDelivery } from './orderRows';
import { useDateTimeFormat } from '../../kit/app/useDateTimeFormat';

export type PortalOrdersTableProps = { orders: readonly FragmentType<typeof PortalOrderRowFragment>[]; locale?: string };

const Dash = () => <span className="muted">—</span>;

/** One row per order; its number is the link that opens it. */
export const PortalOrdersTable = ({ orders: sources, locale }: PortalOrdersTableProps) => {
  const dateTime = useDateTimeFormat();
  const orders = getFragmentData(PortalOrderRowFragment, sources);
  return (
    <div className="table-wrap">
      <table className="table">
        <caption className="visually-hidden">Your orders</caption>
        <thead>
          <tr>
            <th scope="col">Number</th>
            <th scope="col">Reference numbers</th>
            <th scope="col">Vehicles</th>
            <th scope="col">From → to</th>
            <th scope="col">Status</th>
            <th scope="col">Requested / ETA</th>
            <th scope="col">Created</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const ends = orderEnds(order.legs);
            const requested = requestedDelivery(order.legs);
            const eta = orderEta(order.legs);
            return (
              <tr key={order.id}>
                <th scope="row">
                  <Link href={`/portal/orders/${order.id}`}>{order.number}</Link>
                  {order.customer && <span className="cell-sub">{order.customer.displayName}</span>}
                </th>
                <td>{order.referenceNumbers.join(', ') || <Dash />}</td>
                <td>
                  {order.vehicles.length === 0 ? (
                    <Dash />
                  ) : (
                    order.vehicles.map((vehicle) => (
                      <div key={vehicle.id}>
                        {vehicleName(vehicle)}
                        {vehicle.vin && <span className="cell-sub mono">{vehicle.vin}</span>}
                      </div>
                    ))
                  )}
                </td>
                <td>
                  {placesText(ends.from)} → {placesText(ends.to)}
                </td>
                <td>
                  <LegStatusChips statuses={order.legStatuses} />
                </td>
                <td>
                  {requested ? formatDateRequest(requested, locale) : <Dash />}
                  {eta && <span className="cell-sub">ETA {dateTime(eta)}</span>}
                </td>
                <td>{dateTime(order.createdAt)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
};
