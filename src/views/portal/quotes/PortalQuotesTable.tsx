import { Link } from 'wouter';
import { formatDateTime, formatMoney } from '../../../domain/format';
import { formatDay } from '../../record/format';
import { ClientNames } from '../../ui/ClientNames';
import { QuoteStatusBadge } from '../shared/QuoteStatusBadge';
import type { PortalQuoteRow } from './quotesView';

export type PortalQuotesTableProps = { quotes: readonly PortalQuoteRow[]; locale?: string };

/** One row per quote: number (a link), status, company, total, valid until, its order, created. */
export const PortalQuotesTable = ({ quotes, locale }: PortalQuotesTableProps) => (
  <div className="table-wrap">
    <table className="table">
      <caption className="visually-hidden">Your quotes</caption>
      <thead>
        <tr>
          <th scope="col">Number</th>
          <th scope="col">Status</th>
          <th scope="col">Company</th>
          <th scope="col" className="cell-number">
            Total
          </th>
          <th scope="col">Valid until</th>
          <th scope="col">Order</th>
          <th scope="col">Requested</th>
        </tr>
      </thead>
      <tbody>
        {quotes.map((quote) => (
          <tr key={quote.id}>
            <th scope="row">
              <Link href={`/portal/quotes/${quote.id}`}>{quote.number}</Link>
            </th>
            <td>
              <QuoteStatusBadge status={quote.status} />
            </td>
            <td>
              <ClientNames client={quote.client} customer={quote.customer} />
            </td>
            <td className="cell-number">{formatMoney(quote.total, quote.currency, locale)}</td>
            <td>{formatDay(quote.validUntil, locale)}</td>
            <td>{quote.order ? <Link href={`/portal/orders/${quote.order.id}`}>{quote.order.number}</Link> : <span className="muted">—</span>}</td>
            <td>{formatDateTime(quote.createdAt, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);
