import { Link } from 'wouter';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { DetailsRow, RecordHeader } from '../../kit/record/RecordHeader';
import { LegStatusChips } from '../shared/LegStatusBadge';
import { useDateTimeFormat } from '../../kit/app/useDateTimeFormat';

export const PortalOrderHeaderFragment = graphql(`
  fragment PortalOrderHeader_order on PortalOrder {
    id
    number
    legStatuses
    referenceNumbers
    createdAt
    client {
      id
      displayName
    }
    customer {
      id
      displayName
    }
    vehicles {
      id
    }
    quote {
      id
      number
    }
  }
`);

/** Number, the live statuses of its moves, who it is for, its references and when it was placed. */
export const PortalOrderHeader = ({ order: source }: { order: FragmentType<typeof PortalOrderHeaderFragment> }) => {
  const dateTime = useDateTimeFormat();
  const order = getFragmentData(PortalOrderHeaderFragment, source);
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
        <DetailsRow term="Ordered">{dateTime(order.createdAt)}</DetailsRow>
        {order.quote && (
          <DetailsRow term="Quote">
            <Link href={`/portal/quotes/${order.quote.id}`}>{order.quote.number}</Link>
          </DetailsRow>
        )}
      </dl>
    </RecordHeader>
  );
};
