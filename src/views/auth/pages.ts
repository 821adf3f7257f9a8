import { lazyView } from '../kit/router/lazyView';
import type { Page } from '../kit/router/pageProps';

/** Signing in, registering, resetting a password and verifying an email, by route name (routes.ts). */
export const AUTH_PAGES: Record<string, Page> = {
  login: lazyView(() => import('./LoginPage').then((m) => m.LoginPage)),
  register: lazyView(() => import('./RegisterPage').then((m) => m.RegisterPage)),
  'forgot-password': lazyView(() => import('./ForgotPasswordPage').then((m) => m.ForgotPasswordPage)),
  'forgot-password-sent': lazyView(() => import('./ForgotPasswordSentPage').then((m) => m.ForgotPasswordSentPage)),
  'password-reset-token': lazyView(() => import('./PasswordResetPage').then((m) => m.PasswordResetPage)),
  'verify-email': lazyView(() => import('./VerifyEmailPage').then((m) => m.VerifyEmailPage)),
};
