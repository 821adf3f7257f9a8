import { useCallback } from 'react';
import { useQuery } from 'urql';
import { Link } from 'wouter';
import { QuotesListQuery } from '../../graphql/operations/quotes';
import { useCanEdit } from '../app/useCanEdit';
import { useCurrentTenant } from '../app/useCurrentUser';
import { graphqlFailure } from '../forms/failure';
import { SearchBox } from '../orders/list/SearchBox';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { Panel } from '../ui/Panel';
import { Spinner } from '../ui/Spinner';
import { QuoteStatusChips } from './QuoteStatusChips';
import { QuotesTable } from './QuotesTable';
import { useQuoteListView } from './useQuoteListView';

const PER_PAGE = 25;

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

  const results = () => {
    if (error && !data) return <ErrorState message={graphqlFailure(error).message} onRetry={() => reexecute({ requestPolicy: 'network-only' })} />;
    if (!data || !info) return <Spinner label="Loading quotes…" />;
    if (data.quotes.data.length === 0)
      return (
        <EmptyState title={filtered ? 'No quotes match this view' : 'No quotes yet'}>
          {filtered ? <Link href="/quotes">Clear every filter</Link> : editor && <Link href="/quotes/create">Create a quote</Link>}
        </EmptyState>
      );
    return (
      <>
        <QuotesTable quotes={data.quotes.data} locale={tenant?.locale} />
        <nav className="pager" aria-label="Pages of quotes">
          <span>
            {info.firstItem}–{info.lastItem} of {info.total.toLocaleString()} · page {info.currentPage} of {info.lastPage}
          </span>
          <span className="button-row">
            <Button className="btn-small" disabled={info.currentPage <= 1} onClick={() => update({ ...view, page: info.currentPage - 1 })}>
              Previous page
            </Button>
            <Button className="btn-small" disabled={!info.hasMorePages} onClick={() => update({ ...view, page: info.currentPage + 1 })}>
              Next page
            </Button>
          </span>
        </nav>
      </>
    );
  };

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
      <Panel
        title="Quotes"
        description={
          <p aria-live="polite">
            {info ? `${info.total.toLocaleString()} ${info.total === 1 ? 'quote' : 'quotes'}` : 'Counting…'}
            {fetching && data ? ' · updating…' : ''}
          </p>
        }
      >
        {results()}
      </Panel>
    </div>
  );
};
