import { decodeOrderListView, EMPTY_VIEW, type OrderListView, orderListHref } from '../../../domain/orderListUrl';
import type { ListUrl } from '../../kit/list/listUrl';
import { useListUrl } from '../../kit/list/useListUrl';

/**
 * The orders list's URL view (src/domain/orderListUrl: chips, conditions, search and sort) in the kit's shape. The list
 * is windowed, with no page to start again at: a change is the view patched, nothing more.
 */
const ordersUrl: ListUrl<OrderListView> = {
  path: '/orders',
  read: decodeOrderListView,
  href: (view) => orderListHref(view),
  isFiltered: (view) => view.status.length > 0 || view.search !== '' || view.conditions.length > 0 || (view.tags ?? []).length > 0,
  patch: (view, change) => ({ ...view, ...change }),
  blank: EMPTY_VIEW,
};

/** The list's view lives in the URL: read it from the query string, change it by navigating (on `path`, else /orders). */
export const useOrderListView = (path?: string) => {
  const { view, update, filtered } = useListUrl(ordersUrl, { path });
  return { view, update, filtered };
};
