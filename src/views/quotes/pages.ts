import { lazyView } from '../kit/router/lazyView';
import type { Page } from '../kit/router/pageProps';

/** This area's page views by route name (routes.ts), each a lazy chunk. */
export const QUOTE_PAGES: Record<string, Page> = {
  quotes: lazyView(() => import('./QuotesPage').then((m) => m.QuotesPage)),
  'quotes-create': lazyView(() => import('./CreateQuotePage').then((m) => m.CreateQuotePage)),
  'quotes-id': lazyView(() => import('./QuotePage').then((m) => m.QuotePage)),
};
