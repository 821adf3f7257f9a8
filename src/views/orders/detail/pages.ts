import { routesUnder } from '../../../routes';
import { lazyView } from '../../kit/router/lazyView';
import type { Page } from '../../kit/router/pageProps';

// One lazy view for the order and every tab: switching tabs never loads another chunk.
const orderDetail = lazyView(() => import('./OrderDetailPage').then((m) => m.OrderDetailPage));

/** /orders/:id and its tabs by route name, read from the route table so no list is kept twice. */
export const ORDER_DETAIL_PAGES: Record<string, Page> = Object.fromEntries(
  routesUnder('/orders/:id').map((route) => [route.name, orderDetail]),
);
