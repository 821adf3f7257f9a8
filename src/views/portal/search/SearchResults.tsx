import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { Link } from 'wouter';
import { formatMoney } from '../../../domain/format';
import { formatDay } from '../../kit/record/format';
import { ClientNames } from '../../kit/ui/ClientNames';
import { EmptyState } from '../../kit/ui/EmptyState';
import { Panel } from '../../kit/ui/Panel';
import { LegStatusChips } from '../shared/LegStatusBadge';
import { LegSummaryTable } from '../shared/LegSummaryTable';
import { PORTAL_QUOTE_STATUS_LABEL, portalQuoteTone } from '../shared/labels';
import { QuotesTable } from '../../quotes/public';
import { useDateTimeFormat } from '../../kit/app/useDateTimeFormat';
import { TableHead } from '../../kit/ui/Table';

export const SearchResultsFragment = graphql(`
  fragment SearchResults_results on PortalSearchResult {
  orders {
    id
    number
    referenceNumbers
    legStatuses
    createdAt
    client {
      id
      displayName
    }
    customer {
      id
      displayName
    }
  }
  legs {
    ...PortalLegSummary
  }
  quotes {
    id
    number
    status
    total
    currency
    validUntil
  }
  }
`);

export type SearchResultsProps = { query: string; results: FragmentType<typeof SearchResultsFragment>; locale?: string };

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The matches by kind, each kind in its own panel; kinds without a match are left out. */
export const SearchResults = ({ query, results, locale }: SearchResultsProps) => {
  const dateTime = useDateTimeFormat();
  const { orders, legs, quotes } = getFragmentData(SearchResultsFragment, results);
  if (orders.length + legs.length + quotes.length === 0)
    return (
      <Panel title="Results">
        <EmptyState title={`Nothing found for “${query}”`}>
          Check the number, or search by a reference number or the vehicle’s VIN. <Link href="/portal/orders">See all orders</Link>
        </EmptyState>
      </Panel>
    );
  return (
    <>
      <p role="status" className="muted">
        {count(orders.length, 'order', 'orders')}, {count(legs.length, 'vehicle move', 'vehicle moves')} and{' '}
        {count(quotes.length, 'quote', 'quotes')} found for “{query}”.
      </p>
      {orders.length > 0 && (
        <Panel title="Orders">
          <div className="table-wrap">
            <table className="table" aria-label="Orders found">
              <TableHead headings={['Number', 'Company', 'Reference numbers', 'Status', 'Created']} />
              <tbody>
                {orders.map((order) => (
                  <tr key={order.id}>
                    <th scope="row">
                      <Link href={`/portal/orders/${order.id}`}>{order.number}</Link>
                    </th>
                    <td>
                      <ClientNames client={order.client} customer={order.customer} />
                    </td>
                    <td>{order.referenceNumbers.join(', ') || '—'}</td>
                    <td>
                      <LegStatusChips statuses={order.legStatuses} />
                    </td>
                    <td>{dateTime(order.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Panel>
      )}
      {legs.length > 0 && (
        <Panel title="Vehicle moves">
          <LegSummaryTable legs={legs} label="Vehicle moves found" locale={locale} />
        </Panel>
      )}
      {quotes.length > 0 && (
        <Panel title="Quotes">
          <QuotesTable
            rows={quotes.map((quote) => ({
              id: quote.id,
              number: quote.number,
              href: `/portal/quotes/${quote.id}`,
              status: { label: PORTAL_QUOTE_STATUS_LABEL[quote.status], tone: portalQuoteTone(quote.status) },
              total: formatMoney(quote.total, quote.currency, locale),
              validUntil: formatDay(quote.validUntil, locale),
            }))}
            caption="Quotes found"
          />
        </Panel>
      )}
    </>
  );
};
