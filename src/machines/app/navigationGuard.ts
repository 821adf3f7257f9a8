/**
 * The navigation guard's decision (docs/access.md#signing-in-and-where-people-land: access, portal and not-found rules) as a pure
 * function of the path and a session snapshot. The session machine does the async check; this only decides.
 */
import { type AccessUser, hasRole, isAdmin, isDeactivated, isPortalUser } from '../../domain/roles';
import { type Layout, matchPath, type RouteDef, validParams } from '../../routes';

export type GuardSession = { status: 'loggedOut' } | { status: 'loggedIn'; user: AccessUser & { emailVerified: boolean } };

export type GuardView = 'page' | 'no-access' | 'deactivated';

export type Decision =
  | { kind: 'render'; route: RouteDef; params: Record<string, string>; view: GuardView }
  | { kind: 'redirect'; to: string }
  | { kind: 'external'; url: string }
  | { kind: 'not-found'; message: string; layout: NotFoundLayout };

/** Where a not-found view stands: inside the signed-in user's own layout, else on the public minimal page. */
export type NotFoundLayout = Extract<Layout, 'default' | 'portal' | 'minimal'>;

export const notFoundMessage = (path: string): string => `Page not found: ${path}`;
export const invalidParamsMessage = (path: string): string => `Page Not Found: ${path}`;

/** The generic error page: the error's own status message wins; else "Page Not Found" for a 404, "Internal Server Error" for the rest. */
export const errorPageText = (status: number, statusMessage?: string): string =>
  statusMessage?.trim() || (status === 404 ? 'Page Not Found' : 'Internal Server Error');

/**
 * Pages only for people who are not signed in: login; register (a second account while signed
 * in) and the forgot-password pair (a signed-in user changes the password on /account) join it
 * (docs/access.md#signing-in-and-where-people-land).
 * password-reset/:token stays open: the emailed link names its own account, and someone signed in as another
 * user on a shared machine must still be able to use it.
 */
const GUEST_ONLY = new Set(['login', 'register', 'forgot-password', 'forgot-password-sent']);

const PORTAL_HOME = '/portal';
const STAFF_HOME = '/dashboard';
const VERIFY_EMAIL = '/verify-email';

type Input = { pathname: string; session: GuardSession; portalUrl?: string | null };
type User = AccessUser & { emailVerified: boolean };

const render = (route: RouteDef, params: Record<string, string>, view: GuardView = 'page'): Decision => ({
  kind: 'render',
  route,
  params,
  view,
});

/**
 * Where a portal user belongs: the external portal when one is configured, else /portal
 * (docs/access.md#signing-in-and-where-people-land).
 */
const portalHome = (portalUrl: string | null | undefined): Decision =>
  portalUrl ? { kind: 'external', url: portalUrl } : { kind: 'redirect', to: PORTAL_HOME };

/** Where a signed-in user lands; unverified users go straight to /verify-email rather than via a second hop. */
const home = (user: User, portalUrl: string | null | undefined): Decision => {
  if (!user.emailVerified) return { kind: 'redirect', to: VERIFY_EMAIL };
  if (isPortalUser(user)) return portalHome(portalUrl);
  return { kind: 'redirect', to: STAFF_HOME };
};

const decideForPortalUser = (
  user: User,
  route: RouteDef,
  params: Record<string, string>,
  portalUrl: string | null | undefined,
): Decision => {
  if (route.access.kind !== 'portal') return portalHome(portalUrl);
  if (!isDeactivated(user)) return render(route, params);
  // A deactivated account keeps only the portal home, which explains the state.
  return route.path === PORTAL_HOME ? render(route, params, 'deactivated') : { kind: 'redirect', to: PORTAL_HOME };
};

const decideForStaff = (user: User, route: RouteDef, params: Record<string, string>): Decision => {
  switch (route.access.kind) {
    case 'portal':
      return render(route, params, 'no-access');
    case 'roles':
      return render(route, params, isAdmin(user) || hasRole(user, route.access.roles) ? 'page' : 'no-access');
    default:
      return render(route, params);
  }
};

/**
 * A signed-in user stays in the app: the not-found view stands in the staff or portal layout, with its navigation
 * and a way back. Visitors, unverified accounts and deactivated portal accounts get the public page.
 */
const notFoundLayout = (session: GuardSession): NotFoundLayout => {
  if (session.status === 'loggedOut' || !session.user.emailVerified) return 'minimal';
  if (!isPortalUser(session.user)) return 'default';
  return isDeactivated(session.user) ? 'minimal' : 'portal';
};

export const decide = ({ pathname, session, portalUrl }: Input): Decision => {
  const match = matchPath(pathname);
  if (!match) return { kind: 'not-found', message: notFoundMessage(pathname), layout: notFoundLayout(session) };
  const { route, params } = match;
  // A malformed URL is not found for everyone, before any access rule: sign-in cannot make it valid.
  if (!validParams(route, params)) return { kind: 'not-found', message: invalidParamsMessage(pathname), layout: notFoundLayout(session) };

  if (session.status === 'loggedOut') {
    if (route.access.kind === 'public') return render(route, params);
    return { kind: 'redirect', to: `/login?redirect=${encodeURIComponent(pathname)}` };
  }

  const { user } = session;
  if (route.access.kind === 'public') return GUEST_ONLY.has(route.name) ? home(user, portalUrl) : render(route, params);
  if (route.access.kind === 'verification') return user.emailVerified ? home(user, portalUrl) : render(route, params);
  if (!user.emailVerified) return { kind: 'redirect', to: VERIFY_EMAIL };
  if (isPortalUser(user)) return decideForPortalUser(user, route, params, portalUrl);
  return decideForStaff(user, route, params);
};
