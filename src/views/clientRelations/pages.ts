import { lazyView } from '../kit/router/lazyView';
import type { Page } from '../kit/router/pageProps';

/** /client-relations and its four lists, by route name (routes.ts), each a lazy chunk. */
export const CLIENT_RELATIONS_PAGES: Record<string, Page> = {
  'client-relations': lazyView(() => import('./OverviewPage').then((m) => m.OverviewPage)),
  'client-relations-orders': lazyView(() => import('./RelationsOrdersPage').then((m) => m.RelationsOrdersPage)),
  'client-relations-quotes': lazyView(() => import('./RelationsQuotesPage').then((m) => m.RelationsQuotesPage)),
  'client-relations-clients': lazyView(() => import('./RelationsClientsPage').then((m) => m.RelationsClientsPage)),
  'client-relations-order-legs': lazyView(() => import('./RelationsLegsPage').then((m) => m.RelationsLegsPage)),
};
