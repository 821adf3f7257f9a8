import { useCallback } from 'react';
import { useQuery } from 'urql';
import { useLocation, useSearch } from 'wouter';
import { PortalSearchQuery } from './PortalSearchPage.graphql';
import { useCurrentTenant } from '../../kit/app/useCurrentUser';
import { graphqlFailure } from '../../kit/forms/failure';
import { SearchBox } from '../../kit/ui/SearchBox';
import { EmptyState } from '../../kit/ui/EmptyState';
import { ErrorState } from '../../kit/ui/ErrorState';
import { Panel } from '../../kit/ui/Panel';
import { Spinner } from '../../kit/ui/Spinner';
import { SearchResults } from './SearchResults';
import { searchHref, searchText } from './searchQuery';

const PER_KIND = 10;

/** /portal/search?q=: the user's orders, vehicle moves and quotes matching a number, reference number or VIN. */
export const PortalSearchPage = () => {
  const tenant = useCurrentTenant();
  const [, navigate] = useLocation();
  const query = searchText(useSearch());
  const [{ data, error, operation }, reexecute] = useQuery({
    query: PortalSearchQuery,
    variables: { query, first: PER_KIND },
    pause: !tenant || query === '',
  });
  const onSearch = useCallback((text: string) => navigate(searchHref(text), { replace: true }), [navigate]);

  const results = () => {
    if (query === '')
      return (
        <EmptyState title="Search your orders and quotes">Type an order number, a reference number, a VIN or a quote number.</EmptyState>
      );
    if (error && !data)
      return <ErrorState message={graphqlFailure(error).message} onRetry={() => reexecute({ requestPolicy: 'network-only' })} />;
    if (!data) return <Spinner label="Searching…" />;
    // While a new search runs the last results stay, named by the text they answered.
    return <SearchResults query={operation?.variables.query ?? query} results={data.portalSearch} locale={tenant?.locale} />;
  };

  return (
    <div className="orders-page">
      <Panel title="Search">
        <SearchBox label="Search" hint="Order number, reference number, VIN or quote number." value={query} onSearch={onSearch} />
      </Panel>
      {results()}
    </div>
  );
};
