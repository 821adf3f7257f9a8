import { DASHBOARD_PAGES } from '../dashboard/pages';
import { ORDER_LEG_PAGES } from '../orderLegs/pages';
import { ORDER_PAGES } from '../orders/pages';
import { PORTAL_PAGES } from '../portal/pages';
import { QUOTE_PAGES } from '../quotes/pages';
import { VEHICLE_PAGES } from '../vehicles/pages';
import { lazyView } from './lazyView';
import type { Page } from './pageProps';

/** The built views by route name (routes.ts `built: true`); each is its own chunk, loaded on first visit. */
export const PAGES: Record<string, Page> = {
  index: lazyView(() => import('../public/IndexPage').then((m) => m.IndexPage)),
  contact: lazyView(() => import('../public/ContactPage').then((m) => m.ContactPage)),
  icons: lazyView(() => import('../public/IconsPage').then((m) => m.IconsPage)),
  login: lazyView(() => import('../auth/LoginPage').then((m) => m.LoginPage)),
  register: lazyView(() => import('../auth/RegisterPage').then((m) => m.RegisterPage)),
  'forgot-password': lazyView(() => import('../auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage)),
  'forgot-password-sent': lazyView(() => import('../auth/ForgotPasswordSentPage').then((m) => m.ForgotPasswordSentPage)),
  'password-reset-token': lazyView(() => import('../auth/PasswordResetPage').then((m) => m.PasswordResetPage)),
  'verify-email': lazyView(() => import('../auth/VerifyEmailPage').then((m) => m.VerifyEmailPage)),
  account: lazyView(() => import('../account/AccountPage').then((m) => m.AccountPage)),
  'users-id': lazyView(() => import('../users/UserPage').then((m) => m.UserPage)),
  ...DASHBOARD_PAGES,
  ...ORDER_PAGES,
  ...ORDER_LEG_PAGES,
  ...QUOTE_PAGES,
  ...PORTAL_PAGES,
  ...VEHICLE_PAGES,
};
