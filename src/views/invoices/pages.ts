import { lazyView } from '../kit/router/lazyView';
import type { Page } from '../kit/router/pageProps';

// One lazy view for both lists: switching between open and paid never loads another chunk.
const invoices = lazyView(() => import('./InvoicesPage').then((m) => m.InvoicesPage));

/** The invoices area's page views by route name (routes.ts), each a lazy chunk. */
export const INVOICE_PAGES: Record<string, Page> = {
  'accounting-invoices': invoices,
  'accounting-invoices-paid': invoices,
  'accounting-invoices-view': lazyView(() => import('./InvoicePage').then((m) => m.InvoicePage)),
  'accounting-invoices-order-legs': lazyView(() => import('./ReadyToBillPage').then((m) => m.ReadyToBillPage)),
};
