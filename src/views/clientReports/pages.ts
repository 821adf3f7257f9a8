import { lazyView } from '../kit/router/lazyView';
import type { Page } from '../kit/router/pageProps';

/** The client order and client storage reports (issue 31), by route name (routes.ts), each a lazy chunk. */
export const CLIENT_REPORT_PAGES: Record<string, Page> = {
  'admin-reports-client-order': lazyView(() => import('./ClientOrderReportPage').then((m) => m.ClientOrderReportPage)),
  'admin-reports-client-storage': lazyView(() => import('./ClientStorageReportPage').then((m) => m.ClientStorageReportPage)),
};
