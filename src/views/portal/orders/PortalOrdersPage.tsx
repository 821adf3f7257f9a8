import { Link } from 'wouter';
import { LinkButton } from '../../kit/ui/LinkButton';
import { SpreadsheetImportButton } from '../../imports/public';
import { ListCsvExport } from '../../kit/list/ListCsvExport';
import { ListPage } from '../../kit/list/ListPage';
import { listSource, unmasked } from '../../kit/list/listSource';
import { useList } from '../../kit/list/useList';
import { useLiveLegs } from '../shared/useLiveLegs';
import { ORDERS_CSV_HEADER, orderCsvRow } from './orderRows';
import { ORDERS_PER_PAGE, ordersUrl, type PortalOrdersView, portalOrdersFilter } from './ordersView';
import { PortalOrderFilters } from './PortalOrderFilters';
import { PortalOrderRowFragment, PortalOrdersQuery } from './PortalOrdersPage.graphql';
import { PortalOrdersTable } from './PortalOrdersTable';

const ordersList = listSource({
  query: PortalOrdersQuery,
  variables: (view: PortalOrdersView, paging) => ({ ...portalOrdersFilter(view), ...paging }),
  pick: (data) => unmasked(PortalOrderRowFragment, data.portalOrders),
});
const CSV = { noun: 'orders', prefix: 'orders', header: ORDERS_CSV_HEADER, row: orderCsvRow };

/** /portal/orders: the user's orders, newest first, filtered and searched, a page at a time; the view is in the URL. */
export const PortalOrdersPage = () => {
  const { view, update, list, page } = useList(ordersUrl, ordersList, { noun: { one: 'order', many: 'orders' }, perPage: ORDERS_PER_PAGE });
  useLiveLegs();

  return (
    <div className="orders-page">
      <ListPage
        title="Your orders"
        actions={<ListCsvExport source={ordersList} filter={view} csv={CSV} disabled={!list.info?.total} />}
        {...page}
        find={{
          title: 'Find orders',
          actions: (
            <span className="portal-panel-actions">
              <SpreadsheetImportButton onImported={list.retry} />
              <LinkButton href="/portal/orders/create" variant="primary">
                Order a transport
              </LinkButton>
            </span>
          ),
        }}
        filters={<PortalOrderFilters view={view} update={update} />}
        loadingLabel="Loading your orders…"
        empty={{
          body: (
            <>
              Orders you place, and orders we enter for you, are listed here.{' '}
              <Link href="/portal/orders/create">Order your first transport</Link>
            </>
          ),
          filteredTitle: 'No orders match these filters',
        }}
      >
        {(orders) => <PortalOrdersTable orders={orders} />}
      </ListPage>
    </div>
  );
};
