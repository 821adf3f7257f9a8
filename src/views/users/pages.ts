import { lazyView } from '../kit/router/lazyView';
import type { Page } from '../kit/router/pageProps';

/** A user's profile page and the admin's user pages, by route name (routes.ts). */
export const USER_PAGES: Record<string, Page> = {
  'users-id': lazyView(() => import('./UserPage').then((m) => m.UserPage)),
  'admin-users': lazyView(() => import('./AdminUsersPage').then((m) => m.AdminUsersPage)),
  'admin-users-create': lazyView(() => import('./UserCreatePage').then((m) => m.UserCreatePage)),
  'admin-users-id': lazyView(() => import('./AdminUserPage').then((m) => m.AdminUserPage)),
};
