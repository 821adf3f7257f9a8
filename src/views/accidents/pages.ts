import { lazyView } from '../kit/router/lazyView';
import type { Page } from '../kit/router/pageProps';

/** The accidents area's page views by route name (routes.ts), each a lazy chunk. */
export const ACCIDENT_PAGES: Record<string, Page> = {
  'accidents-incidents': lazyView(() => import('./AccidentOverviewPage').then((m) => m.AccidentOverviewPage)),
  'accidents-incidents-create': lazyView(() => import('./ReportFormPages').then((m) => m.CreateReportPage)),
  'accidents-incidents-edit-id': lazyView(() => import('./ReportFormPages').then((m) => m.EditReportPage)),
  'accidents-incidents-reports': lazyView(() => import('./ReportsPage').then((m) => m.ReportsPage)),
  'accidents-incidents-reports-id': lazyView(() => import('./ReportPage').then((m) => m.ReportPage)),
  'accidents-incidents-repairs': lazyView(() => import('./RepairsPage').then((m) => m.RepairsPage)),
};
