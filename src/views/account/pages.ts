import { lazyView } from '../kit/router/lazyView';
import type { Page } from '../kit/router/pageProps';

/** The staff user's own account page by route name (routes.ts); the portal registers the same view as its own. */
export const ACCOUNT_PAGES: Record<string, Page> = {
  account: lazyView(() => import('./AccountPage').then((m) => m.AccountPage)),
};
