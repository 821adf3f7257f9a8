import { describe, expect, it } from 'vitest';
import {
  matchPath,
  PUBLIC_ROUTE_NAMES,
  pageTitle,
  pathOf,
  type RouteDef,
  recordNumberIn,
  routeByName,
  routes,
  validParams,
} from './routes';
import { PLANNED } from './views/kit/pages/planned';
import { OPERATOR_STAFF_ROLES } from './domain/roles';

/** Every route and child route of the product, written out by hand, plus /verify-email (where an unverified user goes). */
const SPEC_PATHS = [
  // public
  '/',
  '/login',
  '/register',
  '/contact',
  '/forgot-password',
  '/forgot-password/sent',
  '/password-reset/:token',
  '/icons',
  '/delivery-survey',
  '/delivery-survey/:id',
  '/verify-email',
  // client portal
  '/portal',
  '/portal/account',
  '/portal/orders',
  '/portal/orders/create',
  '/portal/quotes',
  '/portal/quotes/create',
  '/portal/quotes/:id',
  '/portal/search',
  '/portal/orders/:id',
  '/portal/orders/:id/files',
  '/portal/orders/:id/activity/comments',
  '/portal/orders/:id/activity/raw-data',
  '/portal/orders/:id/financials/quote',
  '/portal/orders/:id/financials/invoices',
  '/portal/orders/:id/tag-and-title',
  '/portal/order-legs/:id',
  '/portal/order-legs/:id/files/photos',
  '/portal/order-legs/:id/files/receipts',
  '/portal/order-legs/:id/files/documents',
  '/portal/order-legs/:id/files/condition-reports',
  '/portal/order-legs/:id/activity/comments',
  '/portal/order-legs/:id/activity/raw-data',
  '/portal/order-legs/:id/financials/quote',
  '/portal/order-legs/:id/financials/invoices',
  // staff
  '/account',
  '/dashboard',
  '/users/:id',
  '/search',
  '/orders',
  '/orders/create',
  '/orders/:id',
  '/orders/:id/files',
  '/orders/:id/activity/log',
  '/orders/:id/activity/alerts',
  '/orders/:id/activity/comments',
  '/orders/:id/activity/raw-data',
  '/orders/:id/financials/quote',
  '/orders/:id/financials/invoices',
  '/orders/:id/financials/settlements',
  '/orders/:id/tag-and-title',
  '/quotes',
  '/quotes/create',
  '/quotes/:id',
  '/order-legs/:id',
  '/order-legs/:id/files/photos',
  '/order-legs/:id/files/receipts',
  '/order-legs/:id/files/documents',
  '/order-legs/:id/files/condition-reports',
  '/order-legs/:id/activity/log',
  '/order-legs/:id/activity/alerts',
  '/order-legs/:id/activity/comments',
  '/order-legs/:id/activity/raw-data',
  '/order-legs/:id/financials/quote',
  '/order-legs/:id/financials/invoices',
  '/order-legs/:id/financials/settlements',
  '/order-legs/:id/tag-and-title',
  '/safety',
  '/safety/driver-list',
  '/safety/ifta-stickers',
  '/safety/transport-plates',
  '/storage',
  '/storage/facilities',
  '/storage/facilities/:id',
  '/storage/facilities/:id/hours',
  '/storage/facilities/:id/notes',
  '/storage/facilities/:id/contacts',
  '/storage/records',
  '/storage/sr-validation-tool',
  '/dispatch',
  '/dispatch/flights',
  '/dispatch/flights/view',
  '/dispatch/rentals',
  '/dispatch/rentals/view',
  '/dispatch/order-legs',
  '/dispatch/driver-list',
  '/dispatch/condition-reports',
  '/help-desk',
  '/help-desk/order-legs',
  '/help-desk/condition-reports',
  '/call-center',
  '/call-center/order-legs',
  '/client-relations',
  '/client-relations/orders',
  '/client-relations/quotes',
  '/client-relations/clients',
  '/client-relations/order-legs',
  '/tag-and-title',
  '/tag-and-title/create',
  '/tag-and-title/packets',
  '/tag-and-title/packets/:id',
  '/tag-and-title/packets-in-progress',
  '/accidents-incidents',
  '/accidents-incidents/create',
  '/accidents-incidents/edit/:id',
  '/accidents-incidents/reports',
  '/accidents-incidents/reports/:id',
  '/accidents-incidents/repairs',
  '/accounting/invoices',
  '/accounting/invoices/paid',
  '/accounting/invoices/view',
  '/accounting/invoices/order-legs',
  '/accounting/settlements',
  '/accounting/settlements/view',
  '/accounting/settlements/receipts',
  '/accounting/settlements/driver-pay',
  '/accounting/settlements/order-legs',
  // admin
  '/admin/settings',
  '/admin/settings/demo',
  '/admin/settings/fuel-rates',
  '/admin/hubs',
  '/admin/tags',
  '/admin/users',
  '/admin/users/create',
  '/admin/users/:id',
  '/admin/clients',
  '/admin/clients/create',
  '/admin/clients/:id',
  '/admin/clients/:id/contacts',
  '/admin/clients/:id/tariff-rates',
  '/admin/clients/:id/billing-items',
  '/admin/clients/:id/customer-list',
  '/admin/clients/:id/invoicing-info',
  '/admin/customers',
  '/admin/customers/:id',
  '/admin/customers/:id/contacts',
  '/admin/customers/:id/tariff-rates',
  '/admin/customers/:id/billing-items',
  '/admin/drivers',
  '/admin/drivers/create',
  '/admin/drivers/:id',
  '/admin/drivers/:id/safety',
  '/admin/drivers/:id/all-legs',
  '/admin/drivers/:id/contact-info',
  '/admin/drivers/:id/leg-priority',
  '/admin/drivers/:id/license-info',
  '/admin/drivers/:id/settled-runs',
  '/admin/drivers/:id/dsc-visibility',
  '/admin/drivers/:id/transport-plates',
  '/admin/vehicles',
  '/admin/vehicles/:id',
  '/admin/trucking-companies',
  '/admin/trucking-companies/:id',
  '/admin/trucking-companies/:id/contact-info',
  '/admin/billing-items',
  '/admin/expense-items',
  '/admin/document-types',
  '/admin/district-requirements',
  '/admin/district-requirements/requirement-types',
  '/admin/district-requirements/:stateProvince',
  '/admin/district-requirements/:stateProvince/notes',
  '/admin/district-requirements/:stateProvince/locations',
  '/admin/district-requirements/:stateProvince/:county',
  '/admin/district-requirements/:stateProvince/:county/notes',
  '/admin/district-requirements/:stateProvince/:county/locations',
  '/admin/reports',
  '/admin/reports/ifta',
  '/admin/reports/rebate',
  '/admin/reports/invoices',
  '/admin/reports/financial',
  '/admin/reports/client-order',
  '/admin/reports/client-storage',
  '/admin/reports/delivery-survey',
];

const UUID = '3f2b8c1e-9d4a-4c7b-8e21-5a6f0b9c2d13';
const TOKEN = 'Zx9_-abcdefghijklmnopqrstuvwxyz012345';

const match = (pathname: string) => {
  const found = matchPath(pathname);
  return found && { name: found.route.name, params: found.params };
};

describe('the route table', () => {
  it('holds exactly the routes of the product, each once', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...SPEC_PATHS].sort());
    expect(routes).toHaveLength(173);
  });

  it('names every route by its path segments, parameters by name, / as index', () => {
    const expectedName = (path: string) => path.split('/').slice(1).join('-').replaceAll(':', '') || 'index';
    for (const route of routes) expect(route.name, route.path).toBe(expectedName(route.path));
    expect(new Set(routes.map((route) => route.name)).size).toBe(routes.length);
    expect(routeByName('orders-id-activity-log').path).toBe('/orders/:id/activity/log');
    expect(routeByName('password-reset-token').path).toBe('/password-reset/:token');
    expect(routeByName('delivery-survey-id').path).toBe('/delivery-survey/:id');
    expect(routeByName('index').path).toBe('/');
    expect(routeByName('admin-district-requirements-stateProvince-county-notes').path).toBe(
      '/admin/district-requirements/:stateProvince/:county/notes',
    );
  });

  it('throws on an unknown route name', () => {
    expect(() => routeByName('nope')).toThrow('Unknown route name: nope');
  });

  it('has no two patterns that match the same paths', () => {
    const shapes = routes.map((route) => route.path.replace(/:[A-Za-z]+/g, ':'));
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  it('lists exactly the public routes (docs/access.md#signing-in-and-where-people-land)', () => {
    expect([...PUBLIC_ROUTE_NAMES].sort()).toEqual(
      [
        'login',
        'register',
        'contact',
        'password-reset-token',
        'forgot-password',
        'forgot-password-sent',
        'delivery-survey',
        'delivery-survey-id',
        'index',
        'icons',
      ].sort(),
    );
  });

  it('gives each route a unique title, "{page} | {section} | Legwork"', () => {
    expect(pageTitle(routeByName('admin-vehicles-id'))).toBe('View Vehicle | Vehicles | Legwork');
    expect(pageTitle(routeByName('orders-id'))).toBe('View Order | Orders | Legwork');
    expect(pageTitle(routeByName('orders-id-activity-log'))).toBe('Order Activity Log | Orders | Legwork');
    const titles = routes.map(pageTitle);
    expect(new Set(titles).size).toBe(titles.length);
    for (const route of routes) {
      expect(route.page.trim(), route.path).not.toBe('');
      expect(route.section.trim(), route.path).not.toBe('');
    }
  });

  it('names a page once when it is named like its section', () => {
    expect(pageTitle(routeByName('search'))).toBe('Search | Legwork');
    expect(pageTitle(routeByName('admin-hubs'))).toBe('Hubs | Legwork');
    expect(pageTitle(routeByName('portal-search'))).toBe('Search | Client Portal | Legwork');
    for (const route of routes) expect(pageTitle(route), route.path).not.toMatch(/^(.+) \| \1 \|/);
  });

  it('says in words what every section that is not built yet will do (none since issue 31 built the reports)', () => {
    const unbuilt = [...new Set(routes.filter((route) => !route.built).map((route) => route.section))];
    expect(unbuilt).toEqual([]);
    for (const section of unbuilt) {
      expect(PLANNED[section]?.what, section).toMatch(/^[A-Z].+\.$/);
      expect(PLANNED[section]?.what, section).not.toContain(' is planned');
    }
  });

  it('puts each kind of route in its layout', () => {
    const layoutOf = (name: string) => routeByName(name).layout;
    for (const name of ['login', 'register', 'forgot-password', 'forgot-password-sent', 'verify-email']) {
      expect(layoutOf(name), name).toBe('auth');
    }
    expect(layoutOf('password-reset-token')).toBe('minimal');
    expect(layoutOf('contact')).toBe('minimal');
    expect(layoutOf('delivery-survey')).toBe('delivery-survey');
    expect(layoutOf('delivery-survey-id')).toBe('delivery-survey');
    for (const route of routes) {
      if (route.path.startsWith('/portal')) expect(route.layout, route.path).toBe('portal');
      if (/^\/(admin|orders|order-legs|quotes|dispatch|accounting)\b/.test(route.path)) {
        expect(route.layout, route.path).toBe('default');
      }
    }
  });

  it("gives the vehicle pages their own section: a vehicle's page any signed-in user's, the list of all the staff's", () => {
    for (const name of ['admin-vehicles', 'admin-vehicles-id']) expect(routeByName(name).section).toBe('Vehicles');
    expect(routeByName('admin-vehicles-id').access).toEqual({ kind: 'authenticated' });
    expect(routeByName('admin-vehicles').access).toEqual({ kind: 'roles', roles: OPERATOR_STAFF_ROLES });
    expect(routeByName('admin-vehicles-id').page).toBe('View Vehicle');
  });

  it('declares a validation rule for every parameter of every path', () => {
    for (const route of routes) {
      const names = route.path.match(/:[A-Za-z]+/g)?.map((param) => param.slice(1)) ?? [];
      expect(Object.keys(route.params ?? {}).sort(), route.path).toEqual(names.sort());
    }
    expect(routeByName('password-reset-token').params).toEqual({ token: 'token' });
    expect(routeByName('admin-district-requirements-stateProvince-county').params).toEqual({
      stateProvince: 'stateProvince',
      county: 'county',
    });
    expect(routeByName('orders-id').params).toEqual({ id: 'uuid' });
  });
});

describe('matchPath', () => {
  it('prefers static segments over parameters', () => {
    expect(match('/orders/create')).toEqual({ name: 'orders-create', params: {} });
    expect(match('/portal/quotes/create')).toEqual({ name: 'portal-quotes-create', params: {} });
    expect(match('/admin/users/create')).toEqual({ name: 'admin-users-create', params: {} });
    expect(match('/admin/district-requirements/requirement-types')?.name).toBe('admin-district-requirements-requirement-types');
    expect(match('/admin/district-requirements/NY/notes')).toEqual({
      name: 'admin-district-requirements-stateProvince-notes',
      params: { stateProvince: 'NY' },
    });
    expect(match('/admin/district-requirements/NY/Kings')).toEqual({
      name: 'admin-district-requirements-stateProvince-county',
      params: { stateProvince: 'NY', county: 'Kings' },
    });
    expect(match('/dispatch/flights/view')?.name).toBe('dispatch-flights-view');
  });

  it('reads parameters, decoded', () => {
    expect(match(`/orders/${UUID}/activity/log`)).toEqual({ name: 'orders-id-activity-log', params: { id: UUID } });
    expect(match('/admin/district-requirements/NY/New%20York/locations')).toEqual({
      name: 'admin-district-requirements-stateProvince-county-locations',
      params: { stateProvince: 'NY', county: 'New York' },
    });
    expect(match('/users/%E0%A4%A')).toEqual({ name: 'users-id', params: { id: '%E0%A4%A' } });
  });

  it('tolerates a trailing slash and matches the index', () => {
    expect(match('/orders/')?.name).toBe('orders');
    expect(match(`/orders/${UUID}/`)?.name).toBe('orders-id');
    expect(match('/')).toEqual({ name: 'index', params: {} });
  });

  it('matches nothing for unknown paths', () => {
    expect(matchPath('/nope')).toBeNull();
    expect(matchPath(`/orders/${UUID}/extra`)).toBeNull();
    expect(matchPath('/orders//files')).toBeNull();
    expect(matchPath('/accounting')).toBeNull();
  });
});

describe('validParams', () => {
  const check = (name: string, params: Record<string, string>) => validParams(routeByName(name), params);

  it('accepts a uuid in RFC 4122 text form only', () => {
    expect(check('orders-id', { id: UUID })).toBe(true);
    expect(check('orders-id', { id: UUID.toUpperCase() })).toBe(true);
    expect(check('orders-id', { id: '018f4e2a-7c3b-7d1e-9a2b-3c4d5e6f7a8b' })).toBe(true);
    expect(check('orders-id', { id: '123' })).toBe(false);
    expect(check('orders-id', { id: `${UUID}0` })).toBe(false);
    expect(check('orders-id', { id: UUID.replaceAll('-', '') })).toBe(false);
    expect(check('orders-id', { id: 'g'.repeat(8) + UUID.slice(8) })).toBe(false);
    expect(check('orders-id', {})).toBe(false);
  });

  it('accepts a token of 20 to 128 url-safe characters', () => {
    expect(check('password-reset-token', { token: TOKEN })).toBe(true);
    expect(check('password-reset-token', { token: 'a'.repeat(20) })).toBe(true);
    expect(check('password-reset-token', { token: 'a'.repeat(128) })).toBe(true);
    expect(check('password-reset-token', { token: 'a'.repeat(19) })).toBe(false);
    expect(check('password-reset-token', { token: 'a'.repeat(129) })).toBe(false);
    expect(check('password-reset-token', { token: `${'a'.repeat(20)}/` })).toBe(false);
    expect(check('password-reset-token', { token: `${'a'.repeat(20)}=` })).toBe(false);
  });

  it('accepts a two-letter state or province and a county name', () => {
    const county = (stateProvince: string, name: string) =>
      check('admin-district-requirements-stateProvince-county', { stateProvince, county: name });
    expect(county('NY', 'Kings')).toBe(true);
    expect(county('NM', 'Doña Ana')).toBe(true);
    expect(county('MO', 'St. Louis')).toBe(true);
    expect(county('MD', "Prince George's")).toBe(true);
    expect(county('IN', 'Miami-Dade')).toBe(true);
    expect(county('NY', 'K'.repeat(64))).toBe(true);
    expect(county('NY', 'K'.repeat(65))).toBe(false);
    expect(county('NY', '')).toBe(false);
    expect(county('NY', ' Kings')).toBe(false);
    expect(county('NY', 'Kings1')).toBe(false);
    expect(county('NY', 'Kings/Queens')).toBe(false);
    expect(county('ny', 'Kings')).toBe(false);
    expect(county('NYC', 'Kings')).toBe(false);
    expect(county('N1', 'Kings')).toBe(false);
  });

  it('accepts a record number on the record pages that open by number, and only its own kind', () => {
    expect(check('orders-id', { id: 'O-100191' })).toBe(true);
    expect(check('orders-id-activity-log', { id: 'o-100191' })).toBe(true);
    expect(check('order-legs-id', { id: 'O-100191-2' })).toBe(true);
    expect(check('quotes-id', { id: 'Q-100007' })).toBe(true);
    expect(check('portal-orders-id-files', { id: 'O-100191' })).toBe(true);
    expect(check('portal-order-legs-id', { id: 'O-100191-2' })).toBe(true);
    expect(check('portal-quotes-id', { id: 'Q-100007' })).toBe(true);
    expect(check('orders-id', { id: 'O-100191-2' })).toBe(false);
    expect(check('orders-id', { id: 'Q-100007' })).toBe(false);
    expect(check('orders-id', { id: '999999' })).toBe(false);
    expect(check('order-legs-id', { id: 'O-100191' })).toBe(false);
    expect(check('admin-vehicles-id', { id: 'O-100191' })).toBe(false);
    expect(check('users-id', { id: 'Q-1' })).toBe(false);
    // Orders (page and 9 tabs), legs (page and 12 tabs), quotes; the portal order (6 tabs), leg (8 tabs) and quote.
    expect(routes.filter((route) => route.numbered).length).toBe(10 + 13 + 1 + 7 + 9 + 1);
  });

  it('accepts routes without parameters', () => {
    const route: RouteDef = routeByName('orders');
    expect(validParams(route, {})).toBe(true);
  });
});

describe('access in the table (docs/access.md#areas)', () => {
  const rolesOf = (name: string) => {
    const { access } = routeByName(name);
    return access.kind === 'roles' ? [...access.roles].sort() : access.kind;
  };

  it('opens each area to its team and the team lead', () => {
    expect(rolesOf('dispatch-order-legs')).toEqual(['DISPATCH', 'DISPATCH_LEAD']);
    expect(rolesOf('help-desk')).toEqual(['HELP_DESK']);
    expect(rolesOf('call-center-order-legs')).toEqual(['CALL_CENTER', 'CALL_CENTER_LEAD']);
    expect(rolesOf('client-relations-clients')).toEqual(['CLIENT_RELATIONS', 'CLIENT_RELATIONS_LEAD']);
    expect(rolesOf('safety-ifta-stickers')).toEqual(['DRIVER_SAFETY']);
    expect(rolesOf('storage-facilities-id-hours')).toEqual(['STORAGE', 'STORAGE_LEAD']);
    expect(rolesOf('tag-and-title-packets-id')).toEqual(['TAG_TITLE', 'TAG_TITLE_LEAD']);
    expect(rolesOf('accidents-incidents-reports-id')).toEqual(['ACCIDENT_INCIDENT_MGMT', 'DRIVER_SAFETY']);
    expect(rolesOf('accounting-invoices-paid')).toEqual(['ACCOUNTING', 'ACCOUNTING_LEAD', 'BILLING', 'BILLING_LEAD']);
    expect(rolesOf('accounting-settlements-driver-pay')).toEqual(['ACCOUNTING', 'ACCOUNTING_LEAD']);
  });

  it('opens the admin area to ADMIN, with the reports, drivers, trucking companies and district requirements shared', () => {
    expect(rolesOf('admin-reports-ifta')).toEqual(['ACCOUNTING_LEAD', 'BILLING_LEAD']);
    expect(rolesOf('admin-drivers-id-leg-priority')).toEqual(['DISPATCH_LEAD', 'DRIVER_SAFETY']);
    expect(rolesOf('admin-trucking-companies-id-contact-info')).toEqual(['DISPATCH_LEAD', 'DRIVER_SAFETY']);
    expect(rolesOf('admin-users-id')).toEqual(['ADMIN']);
    expect(rolesOf('admin-district-requirements-stateProvince-county-notes')).toEqual(['TAG_TITLE', 'TAG_TITLE_LEAD']);
    expect(rolesOf('admin-settings')).toEqual(['ADMIN']);
  });

  it('opens orders, quotes, legs and search to every operator staff role, the home pages to anyone signed in', () => {
    for (const name of ['orders', 'quotes-id', 'order-legs-id-files-photos', 'search']) {
      expect(rolesOf(name), name).toContain('MEMBER');
      expect(rolesOf(name), name).not.toContain('DRIVER');
      expect(rolesOf(name), name).not.toContain('CLIENT');
    }
    for (const name of ['dashboard', 'account', 'users-id']) expect(rolesOf(name)).toBe('authenticated');
    for (const route of routes.filter((row) => row.path.startsWith('/portal'))) {
      expect(route.access, route.path).toEqual({ kind: 'portal' });
    }
    expect(rolesOf('verify-email')).toBe('verification');
  });
});

describe('recordNumberIn and pathOf', () => {
  it('read the number an address carries in place of the id, as stored', () => {
    expect(recordNumberIn(routeByName('orders-id'), { id: 'o-100191' })).toBe('O-100191');
    expect(recordNumberIn(routeByName('portal-order-legs-id-files-photos'), { id: 'O-100191-2' })).toBe('O-100191-2');
    expect(recordNumberIn(routeByName('orders-id'), { id: UUID })).toBeNull();
    expect(recordNumberIn(routeByName('admin-vehicles-id'), { id: 'O-100191' })).toBeNull();
  });

  it('write the canonical address with the id, keeping the tab', () => {
    expect(pathOf(routeByName('orders-id-activity-log'), { id: UUID })).toBe(`/orders/${UUID}/activity/log`);
    expect(pathOf(routeByName('admin-district-requirements-stateProvince-county'), { stateProvince: 'NY', county: 'New York' })).toBe(
      '/admin/district-requirements/NY/New%20York',
    );
  });
});
