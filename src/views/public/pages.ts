import { lazyView } from '../kit/router/lazyView';
import type { Page } from '../kit/router/pageProps';

/** The public pages by route name (routes.ts), each a lazy chunk. */
export const PUBLIC_PAGES: Record<string, Page> = {
  index: lazyView(() => import('./IndexPage').then((m) => m.IndexPage)),
  contact: lazyView(() => import('./ContactPage').then((m) => m.ContactPage)),
  icons: lazyView(() => import('./IconsPage').then((m) => m.IconsPage)),
};
