import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { OrderSort } from '../../../domain/orderListUrl';
import { ColumnHeaders } from './ColumnHeaders';
import type { OrderColumn } from './columns';
import { OrderRow, PendingRow } from './OrderRow';
import { type OrderListRow, PAGE_SIZE } from './useOrderPages';
import { useWindow } from './useWindow';

/** Must match `.orders-table tbody tr` in app.css: the windowing maths assumes every row is this tall. */
const ROW_HEIGHT = 44;
const STEPS: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 10, PageUp: -10 };

/** Stands in for the rows not rendered, so the scrollbar spans the whole list; hidden from assistive tech. */
const Spacer = ({ height }: { height: number }) =>
  height > 0 ? (
    <tbody aria-hidden="true" className="orders-spacer">
      <tr style={{ height }} />
    </tbody>
  ) : null;

export type OrdersTableProps = {
  total: number;
  rowAt: (index: number) => OrderListRow | undefined;
  ensure: (page: number) => void;
  sort: OrderSort;
  onSort: (sort: OrderSort) => void;
  columns: readonly OrderColumn[];
  /** Given the scrolling box: the page measures whether the columns fit it (useColumnsThatFit). */
  measureRef?: (element: HTMLDivElement | null) => void;
  /** The tenant's, for the cells. */
  locale?: string;
  timeZone?: string;
};

/**
 * The orders as a table that renders only the rows in view, with spacer rows standing in for the rest. Each
 * row's number is its link; the arrow, page, Home and End keys move between those links, scrolling as they go.
 */
export const OrdersTable = ({ total, rowAt, ensure, sort, onSort, columns, measureRef, locale, timeZone }: OrdersTableProps) => {
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const { start, end } = useWindow(scroller, total, ROW_HEIGHT);
  const pendingFocus = useRef<number | null>(null);

  useEffect(() => {
    const last = Math.max(start, end - 1);
    for (let page = Math.floor(start / PAGE_SIZE) + 1; page <= Math.floor(last / PAGE_SIZE) + 1; page += 1) ensure(page);
  }, [start, end, ensure]);

  const focusRow = (index: number): boolean => {
    const link = scroller?.querySelector<HTMLElement>(`tr[data-index="${index}"] [data-row-link]`);
    link?.focus();
    return Boolean(link);
  };

  useLayoutEffect(() => {
    if (pendingFocus.current !== null && focusRow(pendingFocus.current)) pendingFocus.current = null;
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const step = STEPS[event.key] ?? (event.key === 'Home' ? -total : event.key === 'End' ? total : 0);
    const row = (event.target as HTMLElement).closest<HTMLElement>('tr[data-index]');
    if (!step || !row || !scroller) return;
    event.preventDefault();
    const target = Math.min(total - 1, Math.max(0, Number(row.dataset.index) + step));
    const head = scroller.querySelector('thead')?.offsetHeight ?? 0;
    const top = target * ROW_HEIGHT;
    const visible = scroller.clientHeight - head;
    if (top < scroller.scrollTop) scroller.scrollTop = top;
    else if (top + ROW_HEIGHT > scroller.scrollTop + visible) scroller.scrollTop = top + ROW_HEIGHT - visible;
    if (!focusRow(target)) pendingFocus.current = target;
  };

  const rows = [];
  for (let index = start; index < end; index += 1) {
    const order = rowAt(index);
    rows.push(
      order ? (
        <OrderRow key={order.id} order={order} columns={columns} index={index} locale={locale} timeZone={timeZone} />
      ) : (
        <PendingRow key={`pending-${index}`} index={index} columns={columns.length} />
      ),
    );
  }

  return (
    <div
      ref={(element) => {
        setScroller(element);
        measureRef?.(element);
      }}
      className="orders-scroll"
    >
      <table
        className="table orders-table"
        aria-rowcount={total + 1}
        style={{ minWidth: `${columns.reduce((sum, column) => sum + column.width, 0)}rem` }}
      >
        <caption className="visually-hidden">Orders</caption>
        <ColumnHeaders columns={columns} sort={sort} onSort={onSort} />
        <Spacer height={start * ROW_HEIGHT} />
        <tbody onKeyDown={onKeyDown}>{rows}</tbody>
        <Spacer height={(total - end) * ROW_HEIGHT} />
      </table>
    </div>
  );
};
