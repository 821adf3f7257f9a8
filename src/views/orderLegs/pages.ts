import { routesUnder } from '../../routes';
import { lazyView } from '../kit/router/lazyView';
import type { Page } from '../kit/router/pageProps';

// One lazy view for the leg and every tab: switching tabs never loads another chunk.
const orderLeg = lazyView(() => import('./OrderLegPage').then((m) => m.OrderLegPage));

/** This area's page views by route name (routes.ts): /order-legs/:id and its tabs, read from the route table. */
export const ORDER_LEG_PAGES: Record<string, Page> = Object.fromEntries(
  routesUnder('/order-legs/:id').map((route) => [route.name, orderLeg]),
);
