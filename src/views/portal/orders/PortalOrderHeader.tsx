import { Link } from 'wouter';
import { formatDateTime } from '../../../domain/format';
import { DetailsRow, RecordHeader } from '../../record/RecordHeader';
import { useCurrentTenant } from '../../app/useCurrentUser';
import { LegStatusChips } from '../shared/LegStatusBadge';
import type { PortalOrderDetail } from './PortalOrderOverview';

/** Number, the live statuses of its moves, who it is for, its references and when it was placed. */
export const PortalOrderHeader = ({ order }: { order: PortalOrderDetail }) => {
  const locale = useCurrentTenant()?.locale;
  return (
    <RecordHeader
      title={`Order ${order.number}`}
      badges={
        // Announced when a move changes while the page is open.
        <span role="status">
          <span className="visually-hidden">Status: </span>
          <LegStatusChips statuses={order.legStatuses} />
        </span>
      }
    >
      <dl className="details details-grid">
        <DetailsRow term="Company">
          {order.client.displayName}
          {order.customer && <span className="cell-sub">{order.customer.displayName}</span>}
        </DetailsRow>
        <DetailsRow term="Reference numbers">{order.referenceNumbers.join(', ') || '—'}</DetailsRow>
        <DetailsRow term="Vehicles">{order.vehicles.length}</DetailsRow>
        <DetailsRow term="Ordered">{formatDateTime(order.createdAt, locale)}</DetailsRow>
        {order.quote && (
          <DetailsRow term="Quote">
            <Link href={`/portal/quotes/${order.quote.id}`}>{order.quote.number}</Link>
          </DetailsRow>
        )}
      </dl>
    </RecordHeader>
  );
};
