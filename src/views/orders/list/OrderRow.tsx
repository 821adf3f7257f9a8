import { type CSSProperties, memo } from 'react';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { wholeTitle } from '../../kit/list/cellText';
import type { OrderColumn } from './columns';

export const OrderRowFragment = graphql(`
  fragment OrderRow_order on Order {
    id
    number
    state
    paymentStatus
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
    legs {
      id
      position
      status
      origin {
        id
        name
        city
        stateProvince
      }
      destination {
        id
        name
        city
        stateProvince
      }
      requestedPickup {
        mode
        date
      }
      confirmedPickupAt
      driver {
        id
        fullName
      }
      truckingCompany {
        id
        displayName
      }
    }
    vehicles {
      id
      year
      make
      model
    }
    price {
      total
      currency
    }
  }
`);

export type OrderRowProps = {
  order: FragmentType<typeof OrderRowFragment>;
  columns: readonly OrderColumn[];
  /** 0-based position in the list; aria-rowindex counts from 1 and the header row is 1. */
  index: number;
  style?: CSSProperties;
  locale?: string;
  timeZone?: string;
};

/**
 * One order of the list, in the columns this person chose; its number is the link that opens it. Memoized: the
 * list draws again on every answer (a page, the total, the column choice), and a row whose order, columns and
 * locale are the same need not.
 */
export const OrderRow = memo(function OrderRow({ order: source, columns, index, style, locale, timeZone }: OrderRowProps) {
  const order = getFragmentData(OrderRowFragment, source);
  return (
    <tr aria-rowindex={index + 2} data-index={index} style={style}>
      {columns.map((column) => {
        const { content, title, className } = column.cell(order, locale, timeZone);
        return (
          <td key={column.id} title={wholeTitle(content, title)} className={className}>
            {content}
          </td>
        );
      })}
    </tr>
  );
});

/** A row whose page is still loading: same height, so the scroll position never jumps. */
export const PendingRow = ({ index, style, columns }: Pick<OrderRowProps, 'index' | 'style'> & { columns: number }) => (
  <tr aria-rowindex={index + 2} data-index={index} aria-busy="true" style={style}>
    <td colSpan={columns} className="muted">
      Loading…
    </td>
  </tr>
);
