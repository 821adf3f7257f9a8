import { lazyView } from '../kit/router/lazyView';
import type { Page } from '../kit/router/pageProps';

/** The reports' index (each report's page is its area's). */
export const REPORT_PAGES: Record<string, Page> = {
  'admin-reports': lazyView(() => import('./ReportsIndexPage').then((m) => m.ReportsIndexPage)),
};
