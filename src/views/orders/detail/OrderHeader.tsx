import { Link } from 'wouter';
import { formatDateTime } from '../../../domain/format';
import { useCurrentTenant } from '../../app/useCurrentUser';
import { Badge } from '../../ui/Badge';
import { ORDER_STATE_LABEL, orderStateTone } from './labels';
import { OrderActions } from './OrderActions';
import type { OrderDetail } from './OrderDetailPage';

const SOURCE_LABEL: Record<OrderDetail['source'], string> = {
  STAFF: 'Staff',
  PORTAL: 'Client portal',
  API: 'API',
  EMAIL: 'Email',
  SPREADSHEET: 'Spreadsheet',
};

export type OrderHeaderProps = { order: OrderDetail; refetch: () => void };

/** Number, state, who it is for, its references, and the actions the order machine allows this user now. */
export const OrderHeader = ({ order, refetch }: OrderHeaderProps) => {
  const locale = useCurrentTenant()?.locale;
  return (
    <section className="record-header" aria-labelledby="record-title">
      <div className="record-title-row">
        <h2 className="record-title" id="record-title">
          Order {order.number}
        </h2>
        <Badge tone={orderStateTone(order.state)}>{ORDER_STATE_LABEL[order.state]}</Badge>
        {order.deletedAt && <Badge tone="danger">Deleted</Badge>}
        {order.archivedAt && <Badge>Archived</Badge>}
      </div>
      <dl className="details details-grid">
        <div className="details-row">
          <dt>Client</dt>
          <dd>{order.client.displayName}</dd>
        </div>
        <div className="details-row">
          <dt>Customer</dt>
          <dd>{order.customer?.displayName ?? '—'}</dd>
        </div>
        <div className="details-row">
          <dt>References</dt>
          <dd>{order.referenceNumbers.join(', ') || '—'}</dd>
        </div>
        <div className="details-row">
          <dt>Source</dt>
          <dd>{SOURCE_LABEL[order.source]}</dd>
        </div>
        <div className="details-row">
          <dt>Created</dt>
          <dd>
            {formatDateTime(order.createdAt, locale)}
            {order.createdByName && ` by ${order.createdByName}`}
          </dd>
        </div>
        {order.quote && (
          <div className="details-row">
            <dt>Quote</dt>
            <dd>
              <Link href={`/quotes/${order.quote.id}`}>{order.quote.number}</Link>
            </dd>
          </div>
        )}
      </dl>
      <OrderActions order={order} refetch={refetch} />
    </section>
  );
};
