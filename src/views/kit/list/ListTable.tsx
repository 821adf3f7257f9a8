import type { HTMLAttributes, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useLocation } from 'wouter';
import { nextSort, SortableHeader, type SortOrder } from '../ui/SortableHeader';
import { useStoredState } from '../ui/useStoredState';
import { hiddenOf, parseHidden, shownColumns } from './columnChoice';
import { ColumnChooser } from './ColumnChooser';
import { useColumnsThatFit } from './useColumnsThatFit';
import type { Sort } from './listUrl';

export type ListColumn<Row, SortKey extends string = string> = {
  /** Names the column in the stored column choice. */
  id: string;
  label: string;
  cell: (row: Row) => ReactNode;
  /** The row's heading (a th scope="row"): the record's number or name. */
  heading?: boolean;
  /** The server's sort column: the heading becomes a sort button. */
  sort?: SortKey;
  /** Which way a first click sorts (newest first for a date). */
  firstOrder?: SortOrder;
  /** On the heading and the cells ("numeric"). */
  className?: string;
  /** On the cells only ("mono", "nowrap"). */
  cellClassName?: string;
};

export type ListTableProps<Row, SortKey extends string> = {
  caption: string;
  columns: readonly ListColumn<Row, SortKey>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The sort now and what a click on a sortable heading asks for. */
  sort?: { value: Sort<SortKey>; onSort: (next: Sort<SortKey>) => void };
  /** The record a row stands for: a click anywhere on the row opens it, ↑ and ↓ move between the rows' links. */
  rowHref?: (row: Row) => string;
  rowClassName?: (row: Row) => string | undefined;
  /** More of a row's attributes: a board marks the row under the pointer (onMouseEnter, onFocus). */
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement>;
  /** Lets the person hide columns, remembered in this browser under this key (the first column always shows). */
  choiceKey?: string;
};

const INTERACTIVE = 'a, button, input, select, textarea, label, summary';

/** ↑ or ↓ on a row's link: the link of the row above or below, if any. */
const moveBetweenRows = (event: KeyboardEvent<HTMLTableSectionElement>) => {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const target = event.target as HTMLElement;
  if (target.tagName !== 'A') return;
  const row = target.closest('tr');
  const sibling = event.key === 'ArrowDown' ? row?.nextElementSibling : row?.previousElementSibling;
  const link = sibling?.querySelector<HTMLElement>('a[href]');
  if (!link) return;
  event.preventDefault();
  link.focus();
};

/** A row's click outside its links and buttons, with no text being selected: the row's record. */
const isRowClick = (event: MouseEvent) =>
  !(event.target as HTMLElement).closest(INTERACTIVE) && !window.getSelection()?.toString() && event.button === 0;

/**
 * A list's table from its column declarations: sortable headings, the row's heading cell, a click on a row opening
 * its record (its link stays the keyboard's way in: Tab reaches it, Enter opens it, ↑ and ↓ go to the next row's),
 * and the person's choice of columns. Columns that do not fit the width move behind the column chooser (from the
 * right), so a desk never scrolls a list sideways; the row's heading (its record's number) never wraps (list.css). A
 * list without a choice keeps every column and scrolls sideways inside itself on a narrow screen.
 */
export const ListTable = <Row, SortKey extends string>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  rowHref,
  rowClassName,
  rowProps,
  choiceKey,
}: ListTableProps<Row, SortKey>) => {
  const [, navigate] = useLocation();
  const [hidden, setHidden] = useStoredState<string[]>(`legwork.list.${choiceKey ?? 'none'}.hidden`, [], (stored) =>
    parseHidden(stored, columns),
  );
  const chosen = choiceKey ? shownColumns(columns, hidden) : columns;
  const fitting = useColumnsThatFit(chosen.length, chosen.map((column) => column.id).join());
  const shown = choiceKey ? chosen.slice(0, fitting.fit) : chosen;
  return (
    <>
      {choiceKey && (
        <div className="list-tools">
          <ColumnChooser
            columns={columns}
            shown={chosen.map((column) => column.id)}
            squeezed={chosen.slice(shown.length).map((column) => column.id)}
            fixed={[columns[0].id]}
            onChange={(ids) => setHidden(hiddenOf(columns, ids))}
            onReset={() => setHidden([])}
          />
        </div>
      )}
      <div className="table-wrap list-table-wrap" ref={choiceKey ? fitting.ref : undefined}>
        <table className="table list-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {shown.map((column) => (
                <SortableHeader
                  key={column.id}
                  label={column.label}
                  className={column.className}
                  active={sort && column.sort === sort.value.column ? sort.value.order : undefined}
                  onSort={
                    sort && column.sort ? () => sort.onSort(nextSort(sort.value, column.sort as SortKey, column.firstOrder)) : undefined
                  }
                />
              ))}
            </tr>
          </thead>
          <tbody onKeyDown={rowHref ? moveBetweenRows : undefined}>
            {rows.map((row) => {
              const href = rowHref?.(row);
              const classes = [href && 'list-row-link', rowClassName?.(row)].filter(Boolean).join(' ');
              return (
                <tr
                  {...rowProps?.(row)}
                  key={rowKey(row)}
                  className={classes || undefined}
                  onClick={href ? (event) => isRowClick(event) && navigate(href) : undefined}
                >
                  {shown.map((column) => {
                    const className = [column.className, column.cellClassName].filter(Boolean).join(' ') || undefined;
                    return column.heading ? (
                      <th key={column.id} scope="row" className={className}>
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.id} className={className}>
                        {column.cell(row)}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
};
