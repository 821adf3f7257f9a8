import { lazyView } from '../kit/router/lazyView';
import type { Page } from '../kit/router/pageProps';

/** The IFTA report and its rate table (issue 31), by route name (routes.ts), a lazy chunk of its own. */
export const IFTA_PAGES: Record<string, Page> = {
  'admin-reports-ifta': lazyView(() => import('./IftaReportPage').then((m) => m.IftaReportPage)),
};
