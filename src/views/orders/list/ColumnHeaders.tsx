import type { OrderOrderByColumn } from '@/generated/graphql';
import type { OrderSort } from '../../../domain/orderListUrl';

type Column = { label: string; sort?: OrderOrderByColumn };

/** The table's columns, in order; those with `sort` have a sort button (Client sorts, i.e. groups, by client). */
export const ORDER_LIST_COLUMNS: readonly Column[] = [
  { label: 'Number', sort: 'NUMBER' },
  { label: 'Client', sort: 'CLIENT_ID' },
  { label: 'Customer' },
  { label: 'State', sort: 'STATE' },
  { label: 'Leg statuses' },
  { label: 'Legs', sort: 'LEG_COUNT' },
  { label: 'Reference numbers' },
  { label: 'Created', sort: 'CREATED_AT' },
];

export type ColumnHeadersProps = { sort: OrderSort; onSort: (sort: OrderSort) => void };

const ariaSort = (by: OrderOrderByColumn | undefined, sort: OrderSort) => {
  if (!by) return undefined;
  if (by !== sort.column) return 'none';
  return sort.order === 'ASC' ? 'ascending' : 'descending';
};

/** A sorted column's button flips its order; another column starts ascending (Created starts newest first). */
export const ColumnHeaders = ({ sort, onSort }: ColumnHeadersProps) => {
  const choose = (by: OrderOrderByColumn) => {
    if (by === sort.column) onSort({ column: by, order: sort.order === 'ASC' ? 'DESC' : 'ASC' });
    else onSort({ column: by, order: by === 'CREATED_AT' ? 'DESC' : 'ASC' });
  };
  return (
    <thead>
      <tr aria-rowindex={1}>
        {ORDER_LIST_COLUMNS.map(({ label, sort: by }) => (
          <th key={label} scope="col" aria-sort={ariaSort(by, sort)}>
            {by ? (
              <button type="button" className="orders-sort" onClick={() => choose(by)}>
                {label}
                <span aria-hidden="true" className="orders-sort-mark">
                  {by === sort.column ? (sort.order === 'ASC' ? '▲' : '▼') : '↕'}
                </span>
              </button>
            ) : (
              label
            )}
          </th>
        ))}
      </tr>
    </thead>
  );
};
