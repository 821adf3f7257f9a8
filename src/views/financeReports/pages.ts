import { lazyView } from '../kit/router/lazyView';
import type { Page } from '../kit/router/pageProps';

/** The invoices, financial and rebate reports (issue 31), by route name (routes.ts), each a lazy chunk. */
export const FINANCE_REPORT_PAGES: Record<string, Page> = {
  'admin-reports-invoices': lazyView(() => import('./InvoicesReportPage').then((m) => m.InvoicesReportPage)),
  'admin-reports-financial': lazyView(() => import('./FinancialReportPage').then((m) => m.FinancialReportPage)),
  'admin-reports-rebate': lazyView(() => import('./RebateReportPage').then((m) => m.RebateReportPage)),
};
