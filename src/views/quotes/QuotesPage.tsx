import type { QuotesListQuery as QuotesListData } from '@/generated/graphql';
import { useCallback } from 'react';
import { useQuery } from 'urql';
import { Link } from 'wouter';
import { formatMoney } from '../../domain/format';
import { formatDay } from '../kit/record/format';
import { useCanEdit } from '../kit/app/useCanEdit';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { type DateTimeFormatter, useDateTimeFormat } from '../kit/app/useDateTimeFormat';
import { graphqlFailure } from '../kit/forms/failure';
import { SearchBox } from '../kit/ui/SearchBox';
import { ListPanel } from '../kit/ui/ListPanel';
import { Panel } from '../kit/ui/Panel';
import { QUOTE_STATUS_LABEL, quoteStatusTone } from '../kit/record/quoteLabels';
import { QuoteStatusChips } from './QuoteStatusChips';
import { QuotesListQuery } from './QuotesPage.graphql';
import { type QuoteRow, QuotesTable } from './QuotesTable';
import { type QuoteSort, useQuoteListView } from './useQuoteListView';
import type { QuoteOrderByColumn } from '@/generated/graphql';
import { useClientChoices } from '../kit/pickers/useReferenceChoices';
import { SelectField } from '../kit/ui/SelectField';
import { nextSort } from '../kit/ui/SortableHeader';
import type { QuoteSortKey } from './QuotesTable';

const PER_PAGE = 25;

const SORT_COLUMN: Record<QuoteSortKey, QuoteOrderByColumn> = {
  number: 'NUMBER',
  status: 'STATUS',
  total: 'TOTAL',
  validUntil: 'VALID_UNTIL',
  created: 'CREATED_AT',
};
const keyOf = (sort: QuoteSort): QuoteSortKey =>
  (Object.entries(SORT_COLUMN).find(([, column]) => column === sort.column)?.[0] as QuoteSortKey | undefined) ?? 'created';

type Listed = QuotesListData['quotes']['data'][number];

const rowOf = (quote: Listed, dateTime: DateTimeFormatter, locale?: string): QuoteRow => ({
  id: quote.id,
  number: quote.number,
  href: `/quotes/${quote.id}`,
  client: quote.client,
  customer: quote.customer,
  status: { label: QUOTE_STATUS_LABEL[quote.status], tone: quoteStatusTone(quote.status) },
  total: formatMoney(quote.total, quote.currency, locale),
  validUntil: formatDay(quote.validUntil, locale),
  created: dateTime(quote.createdAt),
});

/** /quotes: the tenant's quotes, newest first, by status and search, a page at a time; the view is in the URL. */
export const QuotesPage = () => {
  const tenant = useCurrentTenant();
  const dateTime = useDateTimeFormat();
  const editor = useCanEdit();
  const { view, update } = useQuoteListView();
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: QuotesListQuery,
    variables: {
      first: PER_PAGE,
      page: view.page,
      status: view.status.length > 0 ? view.status : null,
      search: view.search || null,
      orderBy: [view.sort],
      where: view.client ? { column: 'CLIENT_ID', operator: 'EQ', value: view.client } : null,
    },
    requestPolicy: 'cache-and-network',
    pause: !tenant,
  });
  const onSearch = useCallback((search: string) => update({ search }, { replace: true }), [update]);
  const filtered = view.status.length > 0 || view.search !== '' || view.client !== '';
  const clients = useClientChoices(true);
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
        <SelectField
          label="Client"
          choices={clients}
          value={view.client}
          placeholder="Every client"
          onChange={([client]) => update({ client: client ?? '' })}
        />
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
          rows={(data?.quotes.data ?? []).map((quote) => rowOf(quote, dateTime, tenant?.locale))}
          caption="Quotes"
          columns={{ client: 'Client', created: 'Created' }}
          sort={{
            active: keyOf(view.sort),
            order: view.sort.order,
            onSort: (key) => update({ sort: nextSort(view.sort, SORT_COLUMN[key], key === 'created' ? 'DESC' : 'ASC') }),
          }}
        />
      </ListPanel>
    </div>
  );
};
