import type { QuotesListQuery } from '@/generated/graphql';
import { Link } from 'wouter';
import { formatDateTime, formatMoney } from '../../domain/format';
import { formatDay } from '../record/format';
import { Badge } from '../ui/Badge';
import { ClientNames } from '../ui/ClientNames';
import { QUOTE_STATUS_LABEL, quoteStatusTone } from './labels';

export type QuotesTableProps = { quotes: QuotesListQuery['quotes']['data']; locale?: string };

/** One row per quote: number (a link), client, status, total, valid until, created. */
export const QuotesTable = ({ quotes, locale }: QuotesTableProps) => (
  <div className="table-wrap">
    <table className="table">
      <caption className="visually-hidden">Quotes</caption>
      <thead>
        <tr>
          <th scope="col">Number</th>
          <th scope="col">Client</th>
          <th scope="col">Status</th>
          <th scope="col" className="cell-number">
            Total
          </th>
          <th scope="col">Valid until</th>
          <th scope="col">Created</th>
        </tr>
      </thead>
      <tbody>
        {quotes.map((quote) => (
          <tr key={quote.id}>
            <th scope="row">
              <Link href={`/quotes/${quote.id}`}>{quote.number}</Link>
            </th>
            <td>
              <ClientNames client={quote.client} customer={quote.customer} />
            </td>
            <td>
              <Badge tone={quoteStatusTone(quote.status)}>{QUOTE_STATUS_LABEL[quote.status]}</Badge>
            </td>
            <td className="cell-number">{formatMoney(quote.total, quote.currency, locale)}</td>
            <td>{formatDay(quote.validUntil, locale)}</td>
            <td>{formatDateTime(quote.createdAt, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);
