import { routesUnder } from '../../routes';
import { lazyView } from '../kit/router/lazyView';
import type { Page } from '../kit/router/pageProps';

// One lazy view for a record and every tab of it: switching tabs never loads another chunk.
const portalOrder = lazyView(() => import('./orders/PortalOrderPage').then((m) => m.PortalOrderPage));
const portalLeg = lazyView(() => import('./legs/PortalOrderLegPage').then((m) => m.PortalOrderLegPage));

const tabsOf = (base: string, page: Page): Record<string, Page> => Object.fromEntries(routesUnder(base).map((route) => [route.name, page]));

/** The portal's page views by route name (routes.ts), each a lazy chunk. */
export const PORTAL_PAGES: Record<string, Page> = {
  portal: lazyView(() => import('./PortalHomePage').then((m) => m.PortalHomePage)),
  'portal-account': lazyView(() => import('../account/public').then((m) => m.AccountPage)),
  'portal-search': lazyView(() => import('./search/PortalSearchPage').then((m) => m.PortalSearchPage)),
  'portal-orders': lazyView(() => import('./orders/PortalOrdersPage').then((m) => m.PortalOrdersPage)),
  'portal-orders-create': lazyView(() => import('./wizard/PortalOrderWizardPage').then((m) => m.PortalOrderWizardPage)),
  'portal-quotes': lazyView(() => import('./quotes/PortalQuotesPage').then((m) => m.PortalQuotesPage)),
  'portal-quotes-create': lazyView(() => import('./wizard/PortalQuoteWizardPage').then((m) => m.PortalQuoteWizardPage)),
  'portal-quotes-id': lazyView(() => import('./quotes/PortalQuotePage').then((m) => m.PortalQuotePage)),
  ...tabsOf('/portal/orders/:id', portalOrder),
  ...tabsOf('/portal/order-legs/:id', portalLeg),
};
