import { useCallback, useMemo } from 'react';
import { useClient, useQuery } from 'urql';
import { Link } from 'wouter';
import { getFragmentData } from '@/generated';
import type { PortalOrderRowFragment } from '@/generated/graphql';
import { PortalOrderRowFragment as RowFragment, PortalOrdersQuery } from './PortalOrdersPage.graphql';
import { useCurrentTenant } from '../../kit/app/useCurrentUser';
import { graphqlFailure } from '../../kit/forms/failure';
import { ListPanel } from '../../kit/ui/ListPanel';
import { Panel } from '../../kit/ui/Panel';
import { CsvExport } from '../../kit/ui/CsvExport';
import type { CsvPage } from '../../kit/ui/usePagedCsv';
import { useLiveLegs } from '../shared/useLiveLegs';
import { ORDERS_CSV_HEADER, orderCsvRow } from './orderRows';
import { isFiltered, ORDERS_PER_PAGE, portalOrdersFilter } from './ordersView';
import { PortalOrderFilters } from './PortalOrderFilters';
import { PortalOrdersTable } from './PortalOrdersTable';
import { useOrdersView } from './useOrdersView';

const EXPORT_PAGE = 100;

/** /portal/orders: the user's orders, newest first, filtered and searched, a page at a time; the view is in the URL. */
export const PortalOrdersPage = () => {
  const tenant = useCurrentTenant();
  const client = useClient();
  const { view, update } = useOrdersView();
  const filter = useMemo(() => portalOrdersFilter(view), [view]);
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: PortalOrdersQuery,
    variables: { ...filter, first: ORDERS_PER_PAGE, page: view.page },
    requestPolicy: 'cache-and-network',
    pause: !tenant,
  });
  useLiveLegs();

  const fetchPage = useCallback(
    async (page: number): Promise<CsvPage<PortalOrderRowFragment>> => {
      const result = await client
        .query(PortalOrdersQuery, { ...filter, first: EXPORT_PAGE, page }, { requestPolicy: 'network-only' })
        .toPromise();
      const list = result.data?.portalOrders;
      if (!list) return { error: result.error ? graphqlFailure(result.error).message : 'No data came back.' };
      const rows = getFragmentData(RowFragment, list.data);
      return { rows, total: list.paginatorInfo.total, hasMore: list.paginatorInfo.hasMorePages };
    },
    [client, filter],
  );

  const info = data?.portalOrders.paginatorInfo;
  const filtered = isFiltered(view);

  return (
    <div className="orders-page">
      <Panel
        title="Find orders"
        actions={
          <Link href="/portal/orders/create" className="btn btn-primary">
            Order a transport
          </Link>
        }
      >
        <PortalOrderFilters view={view} update={update} />
      </Panel>
      <ListPanel
        title="Your orders"
        actions={
          <CsvExport
            noun="orders"
            prefix="orders"
            header={ORDERS_CSV_HEADER}
            toRow={orderCsvRow}
            fetchPage={fetchPage}
            disabled={!info?.total}
          />
        }
        noun={{ one: 'order', many: 'orders' }}
        info={info}
        count={data?.portalOrders.data.length ?? 0}
        updating={fetching && !!data}
        error={error && !data ? graphqlFailure(error).message : null}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        loadingLabel="Loading your orders…"
        empty={{
          title: filtered ? 'No orders match these filters' : 'No orders yet',
          body: filtered ? (
            <Link href="/portal/orders">Clear every filter</Link>
          ) : (
            <>
              Orders you place, and orders we enter for you, are listed here.{' '}
              <Link href="/portal/orders/create">Order your first transport</Link>
            </>
          ),
        }}
        onPage={(page) => update({ page })}
      >
        <PortalOrdersTable orders={data?.portalOrders.data ?? []} locale={tenant?.locale} />
      </ListPanel>
    </div>
  );
};
