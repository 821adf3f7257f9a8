import type { OrderSource } from '@/generated/graphql';
import { Link } from 'wouter';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { DetailsRow, RecordHeader } from '../../kit/record/RecordHeader';
import { Badge } from '../../kit/ui/Badge';
import { ORDER_STATE_LABEL, orderStateTone } from '../../kit/record/orderLabels';
import { OrderActions } from './OrderActions';
import { useDateTimeFormat } from '../../kit/app/useDateTimeFormat';

export const OrderHeaderFragment = graphql(`
  fragment OrderHeader_order on Order {
    id
    number
    state
    source
    referenceNumbers
    createdByName
    createdAt
    archivedAt
    deletedAt
    client {
      id
      displayName
    }
    customer {
      id
      displayName
    }
    quote {
      id
      number
    }
    ...OrderActions_order
  }
`);

const SOURCE_LABEL: Record<OrderSource, string> = {
  STAFF: 'Staff',
  PORTAL: 'Client portal',
  API: 'API',
  EMAIL: 'Email',
  SPREADSHEET: 'Spreadsheet',
};

export type OrderHeaderProps = { order: FragmentType<typeof OrderHeaderFragment>; refetch: () => void };

/** Number, state, who it is for, its references, and the actions the order machine allows this user now. */
export const OrderHeader = ({ order: source, refetch }: OrderHeaderProps) => {
  const dateTime = useDateTimeFormat();
  const order = getFragmentData(OrderHeaderFragment, source);
  const badges = (
    <>
      <Badge tone={orderStateTone(order.state)}>{ORDER_STATE_LABEL[order.state]}</Badge>
      {order.deletedAt && <Badge tone="danger">Deleted</Badge>}
      {order.archivedAt && <Badge>Archived</Badge>}
    </>
  );
  return (
    <RecordHeader title={`Order ${order.number}`} badges={badges}>
      <dl className="details details-grid">
        <DetailsRow term="Client">{order.client.displayName}</DetailsRow>
        <DetailsRow term="Customer">{order.customer?.displayName ?? '—'}</DetailsRow>
        <DetailsRow term="References">{order.referenceNumbers.join(', ') || '—'}</DetailsRow>
        <DetailsRow term="Source">{SOURCE_LABEL[order.source]}</DetailsRow>
        <DetailsRow term="Created">
          {dateTime(order.createdAt)}
          {order.createdByName && ` by ${order.createdByName}`}
        </DetailsRow>
        {order.quote && (
          <DetailsRow term="Quote">
            <Link href={`/quotes/${order.quote.id}`}>{order.quote.number}</Link>
          </DetailsRow>
        )}
      </dl>
      <OrderActions order={order} refetch={refetch} />
    </RecordHeader>
  );
};
