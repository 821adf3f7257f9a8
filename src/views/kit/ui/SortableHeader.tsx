import type { CSSProperties, ReactNode } from 'react';

export type SortOrder = 'ASC' | 'DESC';

export type SortableHeaderProps = {
  label: ReactNode;
  /** Sorted by this column now, and which way; undefined when another column sorts. */
  active?: SortOrder;
  /** Unset: a plain heading (the column does not sort). */
  onSort?: () => void;
  className?: string;
  style?: CSSProperties;
};

/** A column heading that sorts its table: a button, aria-sort saying which way (lists of orders, quotes, vehicles). */
export const SortableHeader = ({ label, active, onSort, className, style }: SortableHeaderProps) => (
  <th
    scope="col"
    className={className}
    style={style}
    aria-sort={!onSort ? undefined : active === 'ASC' ? 'ascending' : active === 'DESC' ? 'descending' : 'none'}
  >
    {onSort ? (
      <button type="button" className="orders-sort" onClick={onSort}>
        {label}
        <span aria-hidden="true" className="orders-sort-mark">
          {active === 'ASC' ? '▲' : active === 'DESC' ? '▼' : '↕'}
        </span>
      </button>
    ) : (
      label
    )}
  </th>
);

/** The next sort after a heading is clicked: the sorted column flips, another starts at `first`. */
export const nextSort = <Column extends string>(current: { column: Column; order: SortOrder }, column: Column, first: SortOrder = 'ASC') =>
  column === current.column ? { column, order: current.order === 'ASC' ? ('DESC' as const) : ('ASC' as const) } : { column, order: first };
