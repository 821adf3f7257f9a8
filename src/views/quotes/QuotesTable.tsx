import { Link } from 'wouter';
import type { StatusView } from '../kit/record/statusView';
import { Badge } from '../kit/ui/Badge';
import { ClientNames } from '../kit/ui/ClientNames';
import { type SortOrder, SortableHeader } from '../kit/ui/SortableHeader';

/** The headings a list can sort by. */
export type QuoteSortKey = 'number' | 'status' | 'total' | 'validUntil' | 'created';

export type QuoteRow = {
  id: string;
  number: string;
  href: string;
  status: StatusView;
  /** Formatted: money in the quote's currency, days and times in the tenant's locale. */
  total: string;
  validUntil: string;
  created?: string;
  client?: { displayName: string };
  customer?: { displayName: string } | null;
  order?: { href: string; number: string } | null;
};

export type QuotesTableProps = {
  rows: readonly QuoteRow[];
  caption: string;
  /** The optional columns, by their heading (staff say "Client", the portal "Company"); left out when not named. */
  columns?: { client?: string; order?: string; created?: string };
  /** Sortable headings (staff's list): which sorts now and which way, and what a click asks for. */
  sort?: { active: QuoteSortKey; order: SortOrder; onSort: (key: QuoteSortKey) => void };
};

/** One row per quote, staff and portal alike: number (a link), client, status, total, valid until, order, created. */
export const QuotesTable = ({ rows, caption, columns = {}, sort }: QuotesTableProps) => {
  const heading = (key: QuoteSortKey, label: string, className?: string) => (
    <SortableHeader
      label={label}
      className={className}
      active={sort?.active === key ? sort.order : undefined}
      onSort={sort ? () => sort.onSort(key) : undefined}
    />
  );
  return (
    <div className="table-wrap">
      <table className="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {heading('number', 'Number')}
            {columns.client && <th scope="col">{columns.client}</th>}
            {heading('status', 'Status')}
            {heading('total', 'Total', 'cell-number')}
            {heading('validUntil', 'Valid until')}
            {columns.order && <th scope="col">{columns.order}</th>}
            {columns.created && heading('created', columns.created)}
          </tr>
        </thead>
        <tbody>
          {rows.map((quote) => (
            <tr key={quote.id}>
              <th scope="row">
                <Link href={quote.href}>{quote.number}</Link>
              </th>
              {columns.client && <td>{quote.client && <ClientNames client={quote.client} customer={quote.customer} />}</td>}
              <td>
                <Badge tone={quote.status.tone}>{quote.status.label}</Badge>
              </td>
              <td className="cell-number">{quote.total}</td>
              <td>{quote.validUntil}</td>
              {columns.order && (
                <td>{quote.order ? <Link href={quote.order.href}>{quote.order.number}</Link> : <span className="muted">—</span>}</td>
              )}
              {columns.created && <td>{quote.created}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
