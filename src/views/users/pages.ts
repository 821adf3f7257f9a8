import { lazyView } from '../router/lazyView';
import type { Page } from '../router/pageProps';

/** A user's profile page by route name (routes.ts). */
export const USER_PAGES: Record<string, Page> = {
  'users-id': lazyView(() => import('./UserPage').then((m) => m.UserPage)),
};
