import { describe, expect, it } from 'vitest';
import type { Role } from '../../domain/roles';
import { type RouteDef, routeByName, routes } from '../../routes';
import { type Decision, decide, errorPageText, type GuardSession, invalidParamsMessage, notFoundMessage } from './navigationGuard';

const UUID = '3f2b8c1e-9d4a-4c7b-8e21-5a6f0b9c2d13';
const SAMPLE_PARAMS: Record<string, string> = {
  id: UUID,
  token: 'Zx9_-abcdefghijklmnopqrstuvwxyz012345',
  stateProvince: 'NY',
  county: 'New York', // a space, so the table also checks decoding
};

const signedIn = (
  roles: Role[],
  links: { clients?: (string | null)[]; customers?: (string | null)[]; emailVerified?: boolean } = {},
): GuardSession => ({
  status: 'loggedIn',
  user: {
    roles,
    clients: (links.clients ?? []).map((deletedAt, index) => ({ id: `client-${index}`, deletedAt })),
    customers: (links.customers ?? []).map((deletedAt, index) => ({ id: `customer-${index}`, deletedAt })),
    emailVerified: links.emailVerified ?? true,
  },
});

const USERS = {
  anonymous: { status: 'loggedOut' },
  staff: signedIn(['DISPATCH']),
  admin: signedIn(['ADMIN']),
  client: signedIn(['CLIENT'], { clients: [null] }),
  customer: signedIn(['CUSTOMER'], { customers: [null] }),
  driver: signedIn(['DRIVER']),
  deactivated: signedIn(['CLIENT'], { clients: ['2024-03-01T00:00:00Z'] }),
  unverified: signedIn(['DISPATCH'], { emailVerified: false }),
} satisfies Record<string, GuardSession>;
type UserName = keyof typeof USERS;

/** How a route behaves for the users above. The staff user holds DISPATCH only. */
type Kind =
  | 'public'
  | 'guestOnly'
  | 'verifyEmail'
  | 'signedIn'
  | 'openToDispatch'
  | 'openToDispatchAndDrivers'
  | 'closedToDispatch'
  | 'portalHome'
  | 'portal';

/** Which routes are of which kind: exact paths, or `/x/**` for everything below /x. The longest match wins. */
const ROUTE_KINDS: Record<Kind, readonly string[]> = {
  public: ['/', '/contact', '/icons', '/password-reset/:token', '/delivery-survey', '/delivery-survey/:id'],
  guestOnly: ['/login', '/register', '/forgot-password', '/forgot-password/sent'],
  verifyEmail: ['/verify-email'],
  signedIn: ['/dashboard', '/account', '/users/:id', '/admin/vehicles/:id'],
  openToDispatch: [
    '/admin/vehicles',
    '/search',
    '/orders',
    '/orders/**',
    '/quotes',
    '/quotes/**',
    '/order-legs/**',
    '/dispatch',
    '/dispatch/**',
  ],
  // The capture page: the leg's driver takes the condition report there (the server scopes them to their legs).
  openToDispatchAndDrivers: ['/order-legs/:id/files/condition-reports'],
  closedToDispatch: [
    '/safety',
    '/safety/**',
    '/storage',
    '/storage/**',
    '/help-desk',
    '/help-desk/**',
    '/call-center',
    '/call-center/**',
    '/client-relations',
    '/client-relations/**',
    '/tag-and-title',
    '/tag-and-title/**',
    '/accidents-incidents',
    '/accidents-incidents/**',
    '/accounting/**',
    '/admin/**',
  ],
  portalHome: ['/portal'],
  portal: ['/portal/**'],
};

type Outcome = 'page' | 'no-access' | 'deactivated' | 'to-login' | 'to-dashboard' | 'to-portal' | 'to-verify-email';

const OUTCOMES: Record<Kind, Record<UserName, Outcome>> = {
  public: {
    anonymous: 'page',
    staff: 'page',
    admin: 'page',
    client: 'page',
    customer: 'page',
    driver: 'page',
    deactivated: 'page',
    unverified: 'page',
  },
  guestOnly: {
    anonymous: 'page',
    staff: 'to-dashboard',
    admin: 'to-dashboard',
    client: 'to-portal',
    customer: 'to-portal',
    driver: 'to-dashboard',
    deactivated: 'to-portal',
    unverified: 'to-verify-email',
  },
  verifyEmail: {
    anonymous: 'to-login',
    staff: 'to-dashboard',
    admin: 'to-dashboard',
    client: 'to-portal',
    customer: 'to-portal',
    driver: 'to-dashboard',
    deactivated: 'to-portal',
    unverified: 'page',
  },
  signedIn: {
    anonymous: 'to-login',
    staff: 'page',
    admin: 'page',
    client: 'to-portal',
    customer: 'to-portal',
    driver: 'page',
    deactivated: 'to-portal',
    unverified: 'to-verify-email',
  },
  openToDispatch: {
    anonymous: 'to-login',
    staff: 'page',
    admin: 'page',
    client: 'to-portal',
    customer: 'to-portal',
    driver: 'no-access',
    deactivated: 'to-portal',
    unverified: 'to-verify-email',
  },
  openToDispatchAndDrivers: {
    anonymous: 'to-login',
    staff: 'page',
    admin: 'page',
    client: 'to-portal',
    customer: 'to-portal',
    driver: 'page',
    deactivated: 'to-portal',
    unverified: 'to-verify-email',
  },
  closedToDispatch: {
    anonymous: 'to-login',
    staff: 'no-access',
    admin: 'page',
    client: 'to-portal',
    customer: 'to-portal',
    driver: 'no-access',
    deactivated: 'to-portal',
    unverified: 'to-verify-email',
  },
  portalHome: {
    anonymous: 'to-login',
    staff: 'no-access',
    admin: 'no-access',
    client: 'page',
    customer: 'page',
    driver: 'no-access',
    deactivated: 'deactivated',
    unverified: 'to-verify-email',
  },
  portal: {
    anonymous: 'to-login',
    staff: 'no-access',
    admin: 'no-access',
    client: 'page',
    customer: 'page',
    driver: 'no-access',
    deactivated: 'to-portal',
    unverified: 'to-verify-email',
  },
};

const kindOf = (path: string): Kind => {
  let best: { kind: Kind; length: number } | null = null;
  for (const [kind, patterns] of Object.entries(ROUTE_KINDS) as [Kind, readonly string[]][]) {
    for (const pattern of patterns) {
      const prefix = pattern.endsWith('/**') ? pattern.slice(0, -2) : null;
      const hit = prefix ? path.startsWith(prefix) : path === pattern;
      const length = prefix ? prefix.length : Number.POSITIVE_INFINITY;
      if (hit && (!best || length > best.length)) best = { kind, length };
    }
  }
  if (!best) throw new Error(`No expected kind for ${path}: add it to ROUTE_KINDS`);
  return best.kind;
};

const samplePath = (route: RouteDef) => route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(SAMPLE_PARAMS[name]));

const sampleParams = (route: RouteDef) => Object.fromEntries(Object.keys(route.params ?? {}).map((name) => [name, SAMPLE_PARAMS[name]]));

const expectedDecision = (route: RouteDef, pathname: string, outcome: Outcome): Decision => {
  switch (outcome) {
    case 'page':
    case 'no-access':
    case 'deactivated':
      return { kind: 'render', route, params: sampleParams(route), view: outcome };
    case 'to-login':
      return { kind: 'redirect', to: `/login?redirect=${encodeURIComponent(pathname)}` };
    case 'to-dashboard':
      return { kind: 'redirect', to: '/dashboard' };
    case 'to-portal':
      return { kind: 'redirect', to: '/portal' };
    case 'to-verify-email':
      return { kind: 'redirect', to: '/verify-email' };
  }
};

const userNames = Object.keys(USERS) as UserName[];
const rows = routes.flatMap((route) =>
  userNames.map((user) => ({ user, route, pathname: samplePath(route), outcome: OUTCOMES[kindOf(route.path)][user] })),
);

describe('decide: every route for every kind of user', () => {
  it('covers every route for every user', () => {
    expect(rows).toHaveLength(routes.length * userNames.length);
    expect(routes.length).toBe(173);
  });

  it.each(rows)('$user on $route.path: $outcome', ({ user, route, pathname, outcome }) => {
    expect(decide({ pathname, session: USERS[user] })).toEqual(expectedDecision(route, pathname, outcome));
  });
});

describe('decide: not found', () => {
  it('answers an unknown route with "Page not found"', () => {
    expect(decide({ pathname: '/nope', session: USERS.anonymous })).toEqual({
      kind: 'not-found',
      message: 'Page not found: /nope',
      layout: 'minimal',
    });
    expect(decide({ pathname: '/nope', session: USERS.staff })).toEqual({
      kind: 'not-found',
      message: 'Page not found: /nope',
      layout: 'default',
    });
    expect(decide({ pathname: '/nope', session: USERS.client })).toEqual({
      kind: 'not-found',
      message: 'Page not found: /nope',
      layout: 'portal',
    });
    expect(decide({ pathname: '/accounting', session: USERS.admin })).toEqual({
      kind: 'not-found',
      message: notFoundMessage('/accounting'),
      layout: 'default',
    });
  });

  it('answers failed parameter validation with "Page Not Found", before any sign-in check', () => {
    for (const session of [USERS.anonymous, USERS.staff, USERS.unverified]) {
      expect(decide({ pathname: '/orders/123', session })).toMatchObject({
        kind: 'not-found',
        message: 'Page Not Found: /orders/123',
      });
    }
    expect(decide({ pathname: '/password-reset/short', session: USERS.anonymous })).toEqual({
      kind: 'not-found',
      message: invalidParamsMessage('/password-reset/short'),
      layout: 'minimal',
    });
    expect(decide({ pathname: '/admin/district-requirements/ny', session: USERS.admin })).toEqual({
      kind: 'not-found',
      message: 'Page Not Found: /admin/district-requirements/ny',
      layout: 'default',
    });
    expect(decide({ pathname: '/portal/quotes/not-a-uuid', session: USERS.client }).kind).toBe('not-found');
  });

  it('keeps a signed-in user inside their own layout; visitors, unverified and deactivated accounts get the public page', () => {
    const layoutFor = (pathname: string, user: UserName) => {
      const decision = decide({ pathname, session: USERS[user] });
      return decision.kind === 'not-found' ? decision.layout : decision.kind;
    };
    for (const pathname of ['/orders/999999', '/orders/not-a-number', '/orders/unknown/path', '/no-such-page']) {
      expect(layoutFor(pathname, 'staff'), pathname).toBe('default');
      expect(layoutFor(pathname, 'admin'), pathname).toBe('default');
      expect(layoutFor(pathname, 'driver'), pathname).toBe('default');
      expect(layoutFor(pathname, 'anonymous'), pathname).toBe('minimal');
      expect(layoutFor(pathname, 'unverified'), pathname).toBe('minimal');
      expect(layoutFor(pathname, 'deactivated'), pathname).toBe('minimal');
    }
    for (const pathname of ['/portal/orders/999999', '/portal/orders/abc/def', '/no-such-page']) {
      expect(layoutFor(pathname, 'client'), pathname).toBe('portal');
      expect(layoutFor(pathname, 'customer'), pathname).toBe('portal');
    }
  });

  it('opens a record page by its number, and only by a number of its own kind', () => {
    const viewOf = (pathname: string, user: UserName = 'staff') => {
      const decision = decide({ pathname, session: USERS[user] });
      return decision.kind === 'render' ? `${decision.route.name} ${decision.params.id}` : decision.kind;
    };
    expect(viewOf('/orders/O-100191')).toBe('orders-id O-100191');
    expect(viewOf('/orders/O-100191/activity/log')).toBe('orders-id-activity-log O-100191');
    expect(viewOf('/order-legs/O-100191-2')).toBe('order-legs-id O-100191-2');
    expect(viewOf('/quotes/Q-100007')).toBe('quotes-id Q-100007');
    expect(viewOf('/portal/orders/O-100191', 'client')).toBe('portal-orders-id O-100191');
    expect(viewOf('/portal/order-legs/O-100191-2/files/photos', 'customer')).toBe('portal-order-legs-id-files-photos O-100191-2');
    expect(viewOf('/portal/quotes/Q-100007', 'client')).toBe('portal-quotes-id Q-100007');
    for (const pathname of [
      '/orders/Q-100007',
      '/orders/O-100191-2',
      '/order-legs/O-100191',
      '/quotes/O-100191',
      '/admin/vehicles/O-100191',
      '/users/O-1',
    ])
      expect(viewOf(pathname, 'admin'), pathname).toBe('not-found');
  });
});

describe('decide: redirects', () => {
  it('sends visitors to /login with the intended path encoded', () => {
    expect(decide({ pathname: `/orders/${UUID}/activity/log`, session: USERS.anonymous })).toEqual({
      kind: 'redirect',
      to: `/login?redirect=%2Forders%2F${UUID}%2Factivity%2Flog`,
    });
  });

  it('sends a signed-in user away from login, also with a trailing slash', () => {
    expect(decide({ pathname: '/login/', session: USERS.staff })).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decide({ pathname: '/login', session: USERS.customer })).toEqual({ kind: 'redirect', to: '/portal' });
  });

  it('sends portal users to the external portal when one is configured', () => {
    const portalUrl = 'https://portal.example.com/';
    const external = { kind: 'external', url: portalUrl };
    expect(decide({ pathname: '/orders', session: USERS.client, portalUrl })).toEqual(external);
    expect(decide({ pathname: '/login', session: USERS.customer, portalUrl })).toEqual(external);
    expect(decide({ pathname: '/verify-email', session: USERS.client, portalUrl })).toEqual(external);
    expect(decide({ pathname: '/dashboard', session: USERS.deactivated, portalUrl })).toEqual(external);
    // The portal's own routes still render; staff are unaffected by the portal address.
    expect(decide({ pathname: '/portal/orders', session: USERS.client, portalUrl })).toMatchObject({
      kind: 'render',
      view: 'page',
    });
    expect(decide({ pathname: '/login', session: USERS.staff, portalUrl })).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
    expect(decide({ pathname: '/orders', session: USERS.client, portalUrl: null })).toEqual({
      kind: 'redirect',
      to: '/portal',
    });
    expect(decide({ pathname: '/orders', session: USERS.client, portalUrl: '' })).toEqual({
      kind: 'redirect',
      to: '/portal',
    });
  });

  it('keeps an unverified portal user on /verify-email', () => {
    const session = signedIn(['CLIENT'], { clients: [null], emailVerified: false });
    expect(decide({ pathname: '/portal', session })).toEqual({ kind: 'redirect', to: '/verify-email' });
    expect(decide({ pathname: '/login', session })).toEqual({ kind: 'redirect', to: '/verify-email' });
    expect(decide({ pathname: '/verify-email', session })).toMatchObject({ kind: 'render', view: 'page' });
    expect(decide({ pathname: '/contact', session })).toMatchObject({ kind: 'render', view: 'page' });
  });
});

describe('decide: roles (docs/access.md#areas)', () => {
  const viewFor = (roles: Role[], pathname: string) => {
    const decision = decide({ pathname, session: signedIn(roles) });
    return decision.kind === 'render' ? decision.view : decision;
  };

  it('opens each area to its team, leads included', () => {
    expect(viewFor(['BILLING'], '/accounting/invoices')).toBe('page');
    expect(viewFor(['BILLING'], '/accounting/settlements')).toBe('no-access');
    expect(viewFor(['ACCOUNTING_LEAD'], '/accounting/settlements/driver-pay')).toBe('page');
    expect(viewFor(['DISPATCH_LEAD'], '/dispatch/order-legs')).toBe('page');
    expect(viewFor(['STORAGE_LEAD'], `/storage/facilities/${UUID}/hours`)).toBe('page');
    expect(viewFor(['DRIVER_SAFETY'], `/accidents-incidents/reports/${UUID}`)).toBe('page');
    expect(viewFor(['HELP_DESK'], '/call-center')).toBe('no-access');
  });

  it('shares reports, drivers and trucking companies; keeps the rest of /admin to ADMIN', () => {
    expect(viewFor(['ACCOUNTING_LEAD'], '/admin/reports/ifta')).toBe('page');
    expect(viewFor(['BILLING_LEAD'], '/admin/reports')).toBe('page');
    expect(viewFor(['ACCOUNTING'], '/admin/reports')).toBe('no-access');
    expect(viewFor(['DISPATCH_LEAD'], `/admin/drivers/${UUID}/leg-priority`)).toBe('page');
    expect(viewFor(['DRIVER_SAFETY'], `/admin/trucking-companies/${UUID}`)).toBe('page');
    expect(viewFor(['DISPATCH_LEAD'], '/admin/users')).toBe('no-access');
    expect(viewFor(['ACCOUNTING_LEAD'], '/admin/settings')).toBe('no-access');
  });

  it('lets MEMBER read orders but nothing departmental; a user with no role gets only the home pages', () => {
    expect(viewFor(['MEMBER'], '/orders')).toBe('page');
    expect(viewFor(['MEMBER'], '/search')).toBe('page');
    expect(viewFor(['MEMBER'], '/dispatch')).toBe('no-access');
    expect(viewFor([], '/dashboard')).toBe('page');
    expect(viewFor([], '/orders')).toBe('no-access');
    expect(viewFor(['DRIVER'], '/account')).toBe('page');
    expect(viewFor(['DRIVER'], `/admin/vehicles/${UUID}`)).toBe('page');
  });

  it('treats a staff member linked to a client as a portal user, but never an admin', () => {
    const linkedStaff = signedIn(['DISPATCH'], { clients: [null] });
    expect(decide({ pathname: '/dispatch', session: linkedStaff })).toEqual({ kind: 'redirect', to: '/portal' });
    const linkedAdmin = signedIn(['ADMIN'], { clients: [null] });
    expect(decide({ pathname: '/dispatch', session: linkedAdmin })).toMatchObject({ kind: 'render', view: 'page' });
  });

  it('shows a deactivated customer the portal home as deactivated', () => {
    const session = signedIn(['CUSTOMER'], { customers: ['2024-03-01T00:00:00Z'] });
    expect(decide({ pathname: '/portal', session })).toMatchObject({ kind: 'render', view: 'deactivated' });
    expect(decide({ pathname: '/portal/account', session })).toEqual({ kind: 'redirect', to: '/portal' });
    const partly = signedIn(['CLIENT'], { clients: ['2024-03-01T00:00:00Z', null] });
    expect(decide({ pathname: '/portal/orders', session: partly })).toMatchObject({ kind: 'render', view: 'page' });
  });

  it('keeps the real route and title on a no-access view', () => {
    const decision = decide({ pathname: '/admin/hubs', session: USERS.staff });
    expect(decision).toEqual({ kind: 'render', route: routeByName('admin-hubs'), params: {}, view: 'no-access' });
  });
});

describe('errorPageText', () => {
  it('shows "Page Not Found" or "Internal Server Error" unless the error brings its own message', () => {
    expect(errorPageText(404)).toBe('Page Not Found');
    expect(errorPageText(500)).toBe('Internal Server Error');
    expect(errorPageText(403)).toBe('Internal Server Error');
    expect(errorPageText(503, 'Down for maintenance')).toBe('Down for maintenance');
    expect(errorPageText(404, 'No such order')).toBe('No such order');
    expect(errorPageText(404, '  ')).toBe('Page Not Found');
  });
});
