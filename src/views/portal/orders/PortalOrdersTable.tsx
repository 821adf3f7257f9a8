import { Link } from 'wouter';
import type { PortalOrderRowFragment as PortalOrderRowFragmentData } from '@/generated/graphql';
import { type ListColumn, ListTable } from '../../kit/list/ListTable';
import { formatDateRequest, vehicleName } from '../../kit/record/format';
import { LegStatusChips } from '../shared/LegStatusBadge';
import { orderEnds, orderEta, placesText, requestedDelivery } from './orderRows';
import { useDateTimeFormat } from '../../kit/app/useDateTimeFormat';

export type PortalOrdersTableProps = { orders: readonly PortalOrderRowFragmentData[]; locale?: string };

const Dash = () => <span className="muted">—</span>;

type Order = PortalOrderRowFragmentData;

/** One row per order; its number is the link that opens it. */
export const PortalOrdersTable = ({ orders, locale }: PortalOrdersTableProps) => {
  const dateTime = useDateTimeFormat();
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
            {requested ? formatDateRequest(requested, locale) : <Dash />}
            {eta && <span className="cell-sub">ETA {dateTime(eta)}</span>}
          </>
        );
      },
    },
    { id: 'created', label: 'Created', cell: (order) => dateTime(order.createdAt) },
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
