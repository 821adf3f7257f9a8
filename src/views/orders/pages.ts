import { lazyView } from '../kit/router/lazyView';
import type { Page } from '../kit/router/pageProps';
import { ORDER_DETAIL_PAGES } from './detail/pages';

/** This area's page views by route name (routes.ts), each a lazy chunk. */
export const ORDER_PAGES: Record<string, Page> = {
  orders: lazyView(() => import('./OrdersPage').then((m) => m.OrdersPage)),
  'orders-create': lazyView(() => import('./create/CreateOrderPage').then((m) => m.CreateOrderPage)),
  ...ORDER_DETAIL_PAGES,
};
