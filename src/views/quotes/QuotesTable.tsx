import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { QuoteOrderByColumn } from '@/generated/graphql';
import { type ListColumn, ListTable } from '../kit/list/ListTable';
import type { Sort } from '../kit/list/listUrl';
import type { StatusView } from '../kit/record/statusView';
import { Badge } from '../kit/ui/Badge';
import { ClientNames } from '../kit/ui/ClientNames';

export type QuoteRow = {
  id: string;
  number: string;
  href: string;
  status: StatusView;
  /** Formatted: money in the quote's currency, days and times short in the tenant's locale (ListDate.tsx). */
  total: string;
  validUntil: ReactNode;
  created?: ReactNode;
  client?: { displayName: string };
  customer?: { displayName: string } | null;
  order?: { href: string; number: string } | null;
};

export type QuotesTableProps = {
  rows: readonly QuoteRow[];
  caption: string;
  /** The optional columns, by their heading (staff say "Client", the portal "Company"); left out when not named. */
  columns?: { client?: string; order?: string; created?: string };
  /** Sortable headings (staff's list): the sort now, and what a click asks for. */
  sort?: { value: Sort<QuoteOrderByColumn>; onSort: (next: Sort<QuoteOrderByColumn>) => void };
  /** Lets the person hide columns, remembered under this key. */
  choiceKey?: string;
};

type Column = ListColumn<QuoteRow, QuoteOrderByColumn>;

/** One row per quote, staff and portal alike: number (a link), client, status, total, valid until, order, created. */
export const QuotesTable = ({ rows, caption, columns = {}, sort, choiceKey }: QuotesTableProps) => {
  const optional = (label: string | undefined, column: Omit<Column, 'label'>): Column[] => (label ? [{ ...column, label }] : []);
  const list: Column[] = [
    { id: 'number', label: 'Number', heading: true, sort: 'NUMBER', cell: (quote) => <Link href={quote.href}>{quote.number}</Link> },
    ...optional(columns.client, {
      id: 'client',
      cell: (quote) => quote.client && <ClientNames client={quote.client} customer={quote.customer} />,
    }),
    { id: 'status', label: 'Status', sort: 'STATUS', cell: (quote) => <Badge tone={quote.status.tone}>{quote.status.label}</Badge> },
    { id: 'total', label: 'Total', sort: 'TOTAL', className: 'cell-number', cell: (quote) => quote.total },
    { id: 'validUntil', label: 'Valid until', sort: 'VALID_UNTIL', cell: (quote) => quote.validUntil },
    ...optional(columns.order, {
      id: 'order',
      cell: (quote) => (quote.order ? <Link href={quote.order.href}>{quote.order.number}</Link> : <span className="muted">—</span>),
    }),
    ...optional(columns.created, { id: 'created', sort: 'CREATED_AT', firstOrder: 'DESC', cell: (quote) => quote.created }),
  ];
  return (
    <ListTable
      caption={caption}
      columns={list}
      rows={rows}
      rowKey={(quote) => quote.id}
      rowHref={(quote) => quote.href}
      sort={sort}
      choiceKey={choiceKey}
    />
  );
};
