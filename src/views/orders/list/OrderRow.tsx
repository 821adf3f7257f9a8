import type { CSSProperties } from 'react';
import { Link } from 'wouter';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { formatDateTime } from '../../../domain/format';
import { Badge } from '../../ui/Badge';
import { enumLabel, statusTone } from './labels';

export const OrderRowFragment = graphql(`
  fragment OrderRow_order on Order {
    id
    number
    state
    client {
      id
      displayName
    }
    customer {
      id
      displayName
    }
    legStatuses
    legCount
    referenceNumbers
    createdAt
  }
`);

/** The day only: the column is narrow, and the full time is in the cell's title. */
const formatDate = (iso: string, locale?: string): string => {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
  } catch {
    return iso.slice(0, 10); // an unknown locale or a bad date: the ISO day still reads
  }
};

export type OrderRowProps = {
  order: FragmentType<typeof OrderRowFragment>;
  /** 0-based position in the list; aria-rowindex counts from 1 and the header row is 1. */
  index: number;
  style?: CSSProperties;
  locale?: string;
};

/** One order of the list; its number is the link that opens it (Tab and the arrow keys move between them). */
export const OrderRow = ({ order: source, index, style, locale }: OrderRowProps) => {
  const order = getFragmentData(OrderRowFragment, source);
  const statuses = [...new Set(order.legStatuses)];
  const references = order.referenceNumbers.join(', ');
  return (
    <tr aria-rowindex={index + 2} data-index={index} style={style}>
      <td>
        <Link href={`/orders/${order.id}`} data-row-link="">
          {order.number}
        </Link>
      </td>
      <td>{order.client.displayName}</td>
      <td>{order.customer?.displayName ?? <span className="muted">—</span>}</td>
      <td>{enumLabel(order.state)}</td>
      <td>
        <span className="orders-chips">
          {statuses.map((status) => (
            <Badge key={status} tone={statusTone(status)}>
              {enumLabel(status)}
            </Badge>
          ))}
        </span>
      </td>
      <td className="orders-num">{order.legCount}</td>
      <td title={references || undefined}>{references || <span className="muted">—</span>}</td>
      <td title={formatDateTime(order.createdAt, locale)}>{formatDate(order.createdAt, locale)}</td>
    </tr>
  );
};

/** A row whose page is still loading: same height, so the scroll position never jumps. */
export const PendingRow = ({ index, style, columns }: Pick<OrderRowProps, 'index' | 'style'> & { columns: number }) => (
  <tr aria-rowindex={index + 2} data-index={index} aria-busy="true" style={style}>
    <td colSpan={columns} className="muted">
      Loading…
    </td>
  </tr>
);
