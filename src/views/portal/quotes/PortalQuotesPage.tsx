import { useCallback, useMemo } from 'react';
import { useClient, useQuery } from 'urql';
import { Link } from 'wouter';
import { getFragmentData } from '@/generated';
import { PortalQuotesQuery } from './PortalQuotesPage.graphql';
import { useCurrentTenant } from '../../kit/app/useCurrentUser';
import { graphqlFailure } from '../../kit/forms/failure';
import { SearchBox } from '../../kit/ui/SearchBox';
import { ListPanel } from '../../kit/ui/ListPanel';
import { Panel } from '../../kit/ui/Panel';
import { ToggleChips } from '../../kit/ui/ToggleChips';
import { CsvExport } from '../../kit/ui/CsvExport';
import { PORTAL_QUOTE_STATUS_LABEL, PORTAL_QUOTE_STATUSES } from '../shared/labels';
import type { CsvPage } from '../../kit/ui/usePagedCsv';
import { PortalQuoteRowFragment, PortalQuotesTable } from './PortalQuotesTable';
import { type PortalQuoteRow, QUOTES_CSV_HEADER, QUOTES_PER_PAGE, quoteCsvRow } from './quotesView';
import { useQuotesView } from './useQuotesView';

const EXPORT_PAGE = 100;

/** /portal/quotes: the user's quotes, newest first, by status and search, a page at a time; the view is in the URL. */
export const PortalQuotesPage = () => {
  const tenant = useCurrentTenant();
  const client = useClient();
  const { view, update } = useQuotesView();
  const filter = useMemo(
    () => ({ status: view.status.length > 0 ? view.status : null, search: view.search || null }),
    [view.status, view.search],
  );
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: PortalQuotesQuery,
    variables: { ...filter, first: QUOTES_PER_PAGE, page: view.page },
    requestPolicy: 'cache-and-network',
    pause: !tenant,
  });
  const onSearch = useCallback((search: string) => update({ search }, { replace: true }), [update]);

  const fetchPage = useCallback(
    async (page: number): Promise<CsvPage<PortalQuoteRow>> => {
      const result = await client
        .query(PortalQuotesQuery, { ...filter, first: EXPORT_PAGE, page }, { requestPolicy: 'network-only' })
        .toPromise();
      const list = result.data?.portalQuotes;
      if (!list) return { error: result.error ? graphqlFailure(result.error).message : 'No data came back.' };
      return {
        rows: getFragmentData(PortalQuoteRowFragment, list.data),
        total: list.paginatorInfo.total,
        hasMore: list.paginatorInfo.hasMorePages,
      };
    },
    [client, filter],
  );

  const info = data?.portalQuotes.paginatorInfo;
  const filtered = view.status.length > 0 || view.search !== '';

  return (
    <div className="orders-page">
      <Panel
        title="Find quotes"
        actions={
          <Link href="/portal/quotes/create" className="btn btn-primary">
            Request a quote
          </Link>
        }
      >
        <SearchBox label="Search quotes" hint="Quote number." value={view.search} onSearch={onSearch} />
        <ToggleChips
          legend="Status"
          options={PORTAL_QUOTE_STATUSES}
          label={(status) => PORTAL_QUOTE_STATUS_LABEL[status]}
          selected={view.status}
          onChange={(status) => update({ status })}
          clearLabel="Clear statuses"
        />
      </Panel>
      <ListPanel
        title="Your quotes"
        actions={
          <CsvExport
            noun="quotes"
            prefix="quotes"
            header={QUOTES_CSV_HEADER}
            toRow={quoteCsvRow}
            fetchPage={fetchPage}
            disabled={!info?.total}
          />
        }
        noun={{ one: 'quote', many: 'quotes' }}
        info={info}
        count={data?.portalQuotes.data.length ?? 0}
        updating={fetching && !!data}
        error={error && !data ? graphqlFailure(error).message : null}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        loadingLabel="Loading your quotes…"
        empty={{
          title: filtered ? 'No quotes match these filters' : 'No quotes yet',
          body: filtered ? (
            <Link href="/portal/quotes">Clear every filter</Link>
          ) : (
            <>
              Get an instant price for a move. <Link href="/portal/quotes/create">Request your first quote</Link>
            </>
          ),
        }}
        onPage={(page) => update({ page })}
      >
        <PortalQuotesTable quotes={data?.portalQuotes.data ?? []} locale={tenant?.locale} />
      </ListPanel>
    </div>
  );
};
