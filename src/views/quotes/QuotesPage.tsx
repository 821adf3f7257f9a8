import type { QuotesListQuery as QuotesListData } from '@/generated/graphql';
import { useCallback } from 'react';
import { useQuery } from 'urql';
import { Link } from 'wouter';
import { formatDateTime, formatMoney } from '../../domain/format';
import { formatDay } from '../record/format';
import { useCanEdit } from '../app/useCanEdit';
import { useCurrentTenant } from '../app/useCurrentUser';
import { graphqlFailure } from '../forms/failure';
import { SearchBox } from '../orders/list/SearchBox';
import { ListPanel } from '../ui/ListPanel';
import { Panel } from '../ui/Panel';
import { QUOTE_STATUS_LABEL, quoteStatusTone } from './labels';
import { QuoteStatusChips } from './QuoteStatusChips';
import { QuotesListQuery } from './QuotesPage.graphql';
import { type QuoteRow, QuotesTable } from './QuotesTable';
import { useQuoteListView } from './useQuoteListView';

const PER_PAGE = 25;

type Listed = QuotesListData['quotes']['data'][number];

const rowOf = (quote: Listed, locale?: string): QuoteRow => ({
  id: quote.id,
  number: quote.number,
  href: `/quotes/${quote.id}`,
  client: quote.client,
  customer: quote.customer,
  status: { label: QUOTE_STATUS_LABEL[quote.status], tone: quoteStatusTone(quote.status) },
  total: formatMoney(quote.total, quote.currency, locale),
  validUntil: formatDay(quote.validUntil, locale),
  created: formatDateTime(quote.createdAt, locale),
});

/** /quotes: the tenant's quotes, newest first, by status and search, a page at a time; the view is in the URL. */
export const QuotesPage = () => {
  const tenant = useCurrentTenant();
  const editor = useCanEdit();
  const { view, update } = useQuoteListView();
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: QuotesListQuery,
    variables: { first: PER_PAGE, page: view.page, status: view.status.length > 0 ? view.status : null, search: view.search || null },
    requestPolicy: 'cache-and-network',
    pause: !tenant,
  });
  const onSearch = useCallback((search: string) => update({ search }, { replace: true }), [update]);
  const filtered = view.status.length > 0 || view.search !== '';
  const info = data?.quotes.paginatorInfo;

  return (
    <div className="orders-page">
      <Panel
        title="Find quotes"
        actions={
          editor && (
            <Link href="/quotes/create" className="btn btn-primary">
              Create quote
            </Link>
          )
        }
      >
        <SearchBox label="Search quotes" hint="Quote number or client name." value={view.search} onSearch={onSearch} />
        <QuoteStatusChips selected={view.status} onChange={(status) => update({ status })} />
      </Panel>
      <ListPanel
        title="Quotes"
        noun={{ one: 'quote', many: 'quotes' }}
        info={info}
        count={data?.quotes.data.length ?? 0}
        updating={fetching && !!data}
        error={error && !data ? graphqlFailure(error).message : null}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        loadingLabel="Loading quotes…"
        empty={{
          title: filtered ? 'No quotes match this view' : 'No quotes yet',
          body: filtered ? <Link href="/quotes">Clear every filter</Link> : editor && <Link href="/quotes/create">Create a quote</Link>,
        }}
        onPage={(page) => update({ ...view, page })}
      >
        <QuotesTable
          rows={(data?.quotes.data ?? []).map((quote) => rowOf(quote, tenant?.locale))}
          caption="Quotes"
          columns={{ client: 'Client', created: 'Created' }}
        />
      </ListPanel>
    </div>
  );
};
