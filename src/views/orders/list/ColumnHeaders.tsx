import type { OrderSort } from '../../../domain/orderListUrl';
import { nextSort, SortableHeader } from '../../kit/ui/SortableHeader';
import type { OrderColumn } from './columns';

export type ColumnHeadersProps = { columns: readonly OrderColumn[]; sort: OrderSort; onSort: (sort: OrderSort) => void };

/**
 * The chosen columns' headers (Client sorts, i.e. groups, by client). A sorted column's button flips its order;
 * another column starts ascending (Created starts newest first).
 */
export const ColumnHeaders = ({ columns, sort, onSort }: ColumnHeadersProps) => (
  <thead>
    <tr aria-rowindex={1}>
      {columns.map(({ id, label, width, sort: by }) => (
        <SortableHeader
          key={id}
          label={label}
          style={{ width: `${width}rem` }}
          active={by && by === sort.column ? sort.order : undefined}
          onSort={by ? () => onSort(nextSort(sort, by, by === 'CREATED_AT' ? 'DESC' : 'ASC')) : undefined}
        />
      ))}
    </tr>
  </thead>
);
