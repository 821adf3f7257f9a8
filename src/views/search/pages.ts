import { lazyView } from '../kit/router/lazyView';
import type { Page } from '../kit/router/pageProps';

/** The search page by route name (routes.ts), a lazy chunk; the palette (Ctrl+K, "/") comes with the layouts. */
export const SEARCH_PAGES: Record<string, Page> = {
  search: lazyView(() => import('./SearchPage').then((m) => m.StaffSearchPage)),
};
