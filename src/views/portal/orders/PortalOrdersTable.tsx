import { Link } from 'wouter';
import type { PortalOrderRowFragment as PortalOrderRowFragmentData } from '@/generated/graphql';
import { ListDateRequest, ListTime } from '../../kit/list/ListDate';
import { type ListColumn, ListTable } from '../../kit/list/ListTable';
import { vehicleName } from '../../kit/record/format';
import { LegStatusChips } from '../shared/LegStatusBadge';
import { orderEnds, orderEta, placesText, requestedDelivery } from './orderRows';

export type PortalOrdersTableProps = { orders: readonly PortalOrderRowFragmentData[] };

const Dash = () => <span className="muted">—</span>;

type Order = PortalOrderRowFragmentData;

/** One row per order; its number is the link that opens it. */
export const PortalOrdersTable = ({ orders }: PortalOrdersTableProps) => {
  const columns: ListColumn<Order>[] = [
    {
      id: 'number',
      label: 'Number',
      heading: true,
      cell: (order) => (
        <>
          <Link href={`/portal/orders/${order.id}`}>{order.number}</Link>
          {order.customer && <span className="cell-sub">{order.customer.displayName}</span>}
        </>
      ),
    },
    { id: 'references', label: 'Reference numbers', cell: (order) => order.referenceNumbers.join(', ') || <Dash /> },
    {
      id: 'vehicles',
      label: 'Vehicles',
      cell: (order) =>
        order.vehicles.length === 0 ? (
          <Dash />
        ) : (
          order.vehicles.map((vehicle) => (
            <div key={vehicle.id}>
              {vehicleName(vehicle)}
              {vehicle.vin && <span className="cell-sub mono">{vehicle.vin}</span>}
            </div>
          ))
        ),
    },
    {
      id: 'places',
      label: 'From → to',
      cell: (order) => {
        const ends = orderEnds(order.legs);
        return `${placesText(ends.from)} → ${placesText(ends.to)}`;
      },
    },
    { id: 'status', label: 'Status', cell: (order) => <LegStatusChips statuses={order.legStatuses} /> },
    {
      id: 'requested',
      label: 'Requested / ETA',
      cell: (order) => {
        const requested = requestedDelivery(order.legs);
        const eta = orderEta(order.legs);
        return (
          <>
            {requested ? <ListDateRequest request={requested} /> : <Dash />}
            {eta && (
              <span className="cell-sub">
                ETA <ListTime at={eta} />
              </span>
            )}
          </>
        );
      },
    },
    { id: 'created', label: 'Created', cell: (order) => <ListTime at={order.createdAt} /> },
  ];
  return (
    <ListTable
      caption="Your orders"
      columns={columns}
      rows={orders}
      rowKey={(order) => order.id}
      rowHref={(order) => `/portal/orders/${order.id}`}
      choiceKey="portal-orders"
    />
  );
};
