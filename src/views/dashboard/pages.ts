import { lazyView } from '../kit/router/lazyView';
import type { Page } from '../kit/router/pageProps';

/** This area's page views by route name (routes.ts), each a lazy chunk. */
export const DASHBOARD_PAGES: Record<string, Page> = {
  dashboard: lazyView(() => import('./DashboardPage').then((m) => m.DashboardPage)),
};
