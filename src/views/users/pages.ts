import { lazyView } from '../kit/router/lazyView';
import type { Page } from '../kit/router/pageProps';

/** A user's profile page by route name (routes.ts). */
export const USER_PAGES: Record<string, Page> = {
  'users-id': lazyView(() => import('./UserPage').then((m) => m.UserPage)),
};
