/**
 * THE route table: every route of the product as data, built or not. Access follows docs/access.md; the server is the
 * authority, this table only decides what the SPA renders (see machines/app/navigationGuard.ts). It loads no view:
 * a route is built when its area registers a page for it (views/pages.ts); `built` is read from the list
 * codegen derives from that registry (src/generated/builtRoutes.ts); the others say "not built".
 */
import { type NumberedKind, parseRecordNumber } from './domain/recordNumbers';
import { isRole, OPERATOR_STAFF_ROLES, type Role } from './domain/roles';
import { UNBUILT_ROUTES } from './generated/builtRoutes';

export type Layout = 'auth' | 'default' | 'delivery-survey' | 'minimal' | 'portal';

export type RouteAccess =
  | { kind: 'public' } // open to anyone, signed in or not
  | { kind: 'verification' } // /verify-email: signed-in users whose email is not verified
  | { kind: 'authenticated' } // any signed-in non-portal user
  | { kind: 'portal' } // client and customer users only
  | { kind: 'roles'; roles: readonly Role[] }; // holders of any of these roles; ADMIN always passes

export type ParamRule = 'uuid' | 'token' | 'stateProvince' | 'county';

export type RouteDef = {
  path: string;
  name: string;
  layout: Layout;
  section: string;
  page: string;
  area: string;
  /** Its area registers a page for it (views/pages.ts); otherwise the SPA shows "not built yet". */
  built: boolean;
  access: RouteAccess;
  params?: Record<string, ParamRule>;
  /** A record page whose `:id` may also be the record's number (O-100191): the router swaps it for the id. */
  numbered?: NumberedKind;
};

// ---- access -------------------------------------------------------------------------------------------

const PUBLIC: RouteAccess = { kind: 'public' };
const SIGNED_IN: RouteAccess = { kind: 'authenticated' };
const PORTAL: RouteAccess = { kind: 'portal' };
const roles = (...list: Role[]): RouteAccess => ({ kind: 'roles', roles: list });

/** A team and its lead: leads can do everything their team can (docs/access.md#roles). ADMIN is implied everywhere. */
const team = (...members: Role[]): RouteAccess => roles(...members.flatMap((role) => [role, `${role}_LEAD`].filter(isRole)));

const OPERATOR_STAFF: RouteAccess = { kind: 'roles', roles: OPERATOR_STAFF_ROLES };
/** Staff, and the driver of a leg (the server scopes a driver to their own legs). */
const DRIVER_CAPTURE: RouteAccess = { kind: 'roles', roles: [...OPERATOR_STAFF_ROLES, 'DRIVER'] };
const ADMIN_ONLY = roles('ADMIN');

// ---- row builders -------------------------------------------------------------------------------------

/** Every route parameter name maps to one validation rule, so a new `:param` must be added here on purpose. */
const UNBUILT = new Set(UNBUILT_ROUTES);

const PARAM_RULES: Record<string, ParamRule> = {
  id: 'uuid',
  token: 'token',
  stateProvince: 'stateProvince',
  county: 'county',
};

/** A route's name: path segments joined by '-', a parameter by its name; '/' is 'index'. */
const nameOf = (path: string): string =>
  path
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^:/, ''))
    .join('-') || 'index';

const paramsOf = (path: string): Record<string, ParamRule> | undefined => {
  const names = path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
  if (names.length === 0) return undefined;
  return Object.fromEntries(
    names.map((name) => {
      const rule = PARAM_RULES[name];
      if (!rule) throw new Error(`No validation rule for route parameter :${name}`);
      return [name, rule];
    }),
  );
};

/** Record pages (and their tabs) that open by the number people paste as well as by id. */
const NUMBERED: readonly (readonly [string, NumberedKind])[] = [
  ['/orders/:id', 'order'],
  ['/order-legs/:id', 'leg'],
  ['/quotes/:id', 'quote'],
  ['/portal/orders/:id', 'order'],
  ['/portal/order-legs/:id', 'leg'],
  ['/portal/quotes/:id', 'quote'],
];

const numberedKindOf = (path: string): NumberedKind | undefined =>
  NUMBERED.find(([base]) => path === base || path.startsWith(`${base}/`))?.[1];

type Group = { section: string; area: string; access: RouteAccess; layout?: Layout };

/** Rows of one section share layout, area and access; a row adds its path and page name. */
const group = ({ section, area, access, layout = 'default' }: Group) => {
  const row = (path: string, page: string): RouteDef => {
    const name = nameOf(path);
    const params = paramsOf(path);
    const numbered = numberedKindOf(path);
    return {
      path,
      name,
      layout,
      section,
      page,
      area,
      built: !UNBUILT.has(name),
      access,
      ...(params && { params }),
      ...(numbered && { numbered }),
    };
  };
  /** Tab routes of a detail page: `/orders/:id/files` is page 'Order Files'. */
  const children = (parentPath: string, entity: string, tabs: readonly string[]): RouteDef[] =>
    tabs.map((tab) => row(`${parentPath}/${tab}`, `${entity} ${tabLabel(tab)}`));
  return { row, children };
};

const TAB_LABELS: Record<string, string> = {
  files: 'Files',
  'files/photos': 'Photos',
  'files/receipts': 'Receipts',
  'files/documents': 'Documents',
  'files/condition-reports': 'Condition Reports',
  'activity/log': 'Activity Log',
  'activity/alerts': 'Alerts',
  'activity/comments': 'Comments',
  'activity/raw-data': 'Raw Data',
  'financials/quote': 'Quote',
  'financials/invoices': 'Invoices',
  'financials/settlements': 'Settlements',
  'tag-and-title': 'Tag and Title',
  hours: 'Hours',
  notes: 'Notes',
  contacts: 'Contacts',
  locations: 'Locations',
  'tariff-rates': 'Tariff Rates',
  'billing-items': 'Billing Items',
  'customer-list': 'Customer List',
  'invoicing-info': 'Invoicing Info',
  safety: 'Safety',
  'all-legs': 'All Legs',
  'contact-info': 'Contact Info',
  'leg-priority': 'Leg Priority',
  'license-info': 'License Info',
  'settled-runs': 'Settled Runs',
  'dsc-visibility': 'DSC Visibility',
  'transport-plates': 'Transport Plates',
};

const tabLabel = (tab: string): string => {
  const label = TAB_LABELS[tab];
  if (!label) throw new Error(`No label for tab route ${tab}`);
  return label;
};

// ---- the table ----------------------------------------------------------------------------------------

const auth = group({ section: 'Authentication', area: 'auth', access: PUBLIC, layout: 'auth' });
const reset = group({ section: 'Authentication', area: 'auth', access: PUBLIC, layout: 'minimal' });
const verify = group({ section: 'Authentication', area: 'auth', access: { kind: 'verification' }, layout: 'auth' });
const home = group({ section: 'Home', area: 'public', access: PUBLIC, layout: 'minimal' });
const contact = group({ section: 'Contact', area: 'public', access: PUBLIC, layout: 'minimal' });
const icons = group({ section: 'Design', area: 'icons', access: PUBLIC, layout: 'minimal' });
const survey = group({ section: 'Delivery Survey', area: 'deliverySurvey', access: PUBLIC, layout: 'delivery-survey' });

const publicRoutes: RouteDef[] = [
  home.row('/', 'Welcome'),
  auth.row('/login', 'Log In'),
  auth.row('/register', 'Register'),
  auth.row('/forgot-password', 'Forgot Password'),
  auth.row('/forgot-password/sent', 'Reset Link Sent'),
  reset.row('/password-reset/:token', 'Reset Password'),
  verify.row('/verify-email', 'Verify Email'),
  contact.row('/contact', 'Contact Us'),
  icons.row('/icons', 'Icons'),
  survey.row('/delivery-survey', 'Find Your Survey'),
  survey.row('/delivery-survey/:id', 'Rate Your Delivery'),
];

const portal = group({ section: 'Client Portal', area: 'portal', access: PORTAL, layout: 'portal' });

const portalRoutes: RouteDef[] = [
  portal.row('/portal', 'Home'),
  portal.row('/portal/account', 'My Account'),
  portal.row('/portal/search', 'Search'),
  portal.row('/portal/orders', 'Orders'),
  portal.row('/portal/orders/create', 'Create Order'),
  portal.row('/portal/orders/:id', 'View Order'),
  ...portal.children('/portal/orders/:id', 'Order', [
    'files',
    'activity/comments',
    'activity/raw-data',
    'financials/quote',
    'financials/invoices',
    'tag-and-title',
  ]),
  portal.row('/portal/order-legs/:id', 'View Order Leg'),
  ...portal.children('/portal/order-legs/:id', 'Order Leg', [
    'files/photos',
    'files/receipts',
    'files/documents',
    'files/condition-reports',
    'activity/comments',
    'activity/raw-data',
    'financials/quote',
    'financials/invoices',
  ]),
  portal.row('/portal/quotes', 'Quotes'),
  portal.row('/portal/quotes/create', 'Request a Quote'),
  portal.row('/portal/quotes/:id', 'View Quote'),
];

const orders = group({ section: 'Orders', area: 'orders', access: OPERATOR_STAFF });
const quotes = group({ section: 'Quotes', area: 'quotes', access: OPERATOR_STAFF });
const legs = group({ section: 'Order Legs', area: 'orderLegs', access: OPERATOR_STAFF });
const safety = group({ section: 'Safety', area: 'safety', access: team('DRIVER_SAFETY') });
const storage = group({ section: 'Storage', area: 'storage', access: team('STORAGE') });
const dispatch = group({ section: 'Dispatch', area: 'dispatch', access: team('DISPATCH') });
const helpDesk = group({ section: 'Help Desk', area: 'helpDesk', access: team('HELP_DESK') });
const callCenter = group({ section: 'Call Center', area: 'callCenter', access: team('CALL_CENTER') });
const relations = group({ section: 'Client Relations', area: 'clientRelations', access: team('CLIENT_RELATIONS') });
const tnt = group({ section: 'Tag and Title', area: 'tagAndTitle', access: team('TAG_TITLE') });
// DRIVER_SAFETY reads accident reports; the server keeps their writes to ACCIDENT_INCIDENT_MGMT.
const accidents = group({
  section: 'Accidents and Incidents',
  area: 'accidents',
  access: team('ACCIDENT_INCIDENT_MGMT', 'DRIVER_SAFETY'),
});
const invoices = group({ section: 'Accounting', area: 'accounting', access: team('BILLING', 'ACCOUNTING') });
const settlements = group({ section: 'Accounting', area: 'accounting', access: team('ACCOUNTING') });

const staffRoutes: RouteDef[] = [
  group({ section: 'Dashboard', area: 'dashboard', access: SIGNED_IN }).row('/dashboard', 'My Work'),
  group({ section: 'Account', area: 'account', access: SIGNED_IN }).row('/account', 'My Account'),
  group({ section: 'Users', area: 'users', access: SIGNED_IN }).row('/users/:id', 'View User'),
  group({ section: 'Search', area: 'search', access: OPERATOR_STAFF }).row('/search', 'Search'),

  orders.row('/orders', 'All Orders'),
  orders.row('/orders/create', 'Create Order'),
  orders.row('/orders/:id', 'View Order'),
  ...orders.children('/orders/:id', 'Order', [
    'files',
    'activity/log',
    'activity/alerts',
    'activity/comments',
    'activity/raw-data',
    'financials/quote',
    'financials/invoices',
    'financials/settlements',
    'tag-and-title',
  ]),

  quotes.row('/quotes', 'All Quotes'),
  quotes.row('/quotes/create', 'Create Quote'),
  quotes.row('/quotes/:id', 'View Quote'),

  legs.row('/order-legs/:id', 'View Order Leg'),
  ...legs
    .children('/order-legs/:id', 'Order Leg', [
      'files/photos',
      'files/receipts',
      'files/documents',
      'files/condition-reports',
      'activity/log',
      'activity/alerts',
      'activity/comments',
      'activity/raw-data',
      'financials/quote',
      'financials/invoices',
      'financials/settlements',
      'tag-and-title',
    ])
    // The capture page (issue 15): the leg's driver takes the condition report there on a phone.
    .map((route): RouteDef => (route.name === 'order-legs-id-files-condition-reports' ? { ...route, access: DRIVER_CAPTURE } : route)),

  safety.row('/safety', 'Overview'),
  safety.row('/safety/driver-list', 'Driver List'),
  safety.row('/safety/ifta-stickers', 'IFTA Stickers'),
  safety.row('/safety/transport-plates', 'Transport Plates'),

  storage.row('/storage', 'Overview'),
  storage.row('/storage/facilities', 'Facilities'),
  storage.row('/storage/facilities/:id', 'View Facility'),
  ...storage.children('/storage/facilities/:id', 'Facility', ['hours', 'notes', 'contacts']),
  storage.row('/storage/records', 'Storage Records'),
  storage.row('/storage/sr-validation-tool', 'SR Validation Tool'),

  dispatch.row('/dispatch', 'Overview'),
  dispatch.row('/dispatch/flights', 'Flights'),
  dispatch.row('/dispatch/flights/view', 'Flight Details'),
  dispatch.row('/dispatch/rentals', 'Rentals'),
  dispatch.row('/dispatch/rentals/view', 'Rental Details'),
  dispatch.row('/dispatch/order-legs', 'Order Legs'),
  dispatch.row('/dispatch/driver-list', 'Driver List'),
  dispatch.row('/dispatch/condition-reports', 'Condition Reports'),

  helpDesk.row('/help-desk', 'Overview'),
  helpDesk.row('/help-desk/order-legs', 'Order Legs'),
  helpDesk.row('/help-desk/condition-reports', 'Condition Reports'),

  callCenter.row('/call-center', 'Overview'),
  callCenter.row('/call-center/order-legs', 'Order Legs'),

  relations.row('/client-relations', 'Overview'),
  relations.row('/client-relations/orders', 'Orders'),
  relations.row('/client-relations/quotes', 'Quotes'),
  relations.row('/client-relations/clients', 'Clients'),
  relations.row('/client-relations/order-legs', 'Order Legs'),

  tnt.row('/tag-and-title', 'Overview'),
  tnt.row('/tag-and-title/create', 'Create Packet'),
  tnt.row('/tag-and-title/packets', 'Packets'),
  tnt.row('/tag-and-title/packets/:id', 'View Packet'),
  tnt.row('/tag-and-title/packets-in-progress', 'Packets in Progress'),

  accidents.row('/accidents-incidents', 'Overview'),
  accidents.row('/accidents-incidents/create', 'Report Accident or Incident'),
  accidents.row('/accidents-incidents/edit/:id', 'Edit Report'),
  accidents.row('/accidents-incidents/reports', 'Reports'),
  accidents.row('/accidents-incidents/reports/:id', 'View Report'),
  accidents.row('/accidents-incidents/repairs', 'Repairs'),

  invoices.row('/accounting/invoices', 'Invoices'),
  invoices.row('/accounting/invoices/paid', 'Paid Invoices'),
  invoices.row('/accounting/invoices/view', 'View Invoice'),
  invoices.row('/accounting/invoices/order-legs', 'Order Legs to Invoice'),
  settlements.row('/accounting/settlements', 'Settlements'),
  settlements.row('/accounting/settlements/view', 'View Settlement'),
  settlements.row('/accounting/settlements/receipts', 'Receipts'),
  settlements.row('/accounting/settlements/driver-pay', 'Driver Pay'),
  settlements.row('/accounting/settlements/order-legs', 'Order Legs to Settle'),
];

const admin = (section: string, access: RouteAccess = ADMIN_ONLY) => group({ section, area: 'admin', access });
const settings = admin('Settings');
const users = admin('Users');
const clients = admin('Clients');
const customers = admin('Customers');
const drivers = admin('Drivers', roles('DRIVER_SAFETY', 'DISPATCH_LEAD'));
// A vehicle's page needs only a signed-in user (docs/access.md#areas); the list of every vehicle is the staff's.
const vehicles = admin('Vehicles', SIGNED_IN);
const vehicleList = admin('Vehicles', OPERATOR_STAFF);
const truckers = admin('Trucking Companies', roles('DRIVER_SAFETY', 'DISPATCH_LEAD'));
// Title clerks work from the district requirements (issue 16): TAG_TITLE reads them, TAG_TITLE_LEAD edits (the server decides).
const districts = admin('District Requirements', roles('TAG_TITLE', 'TAG_TITLE_LEAD'));
const reports = admin('Reports', roles('ACCOUNTING_LEAD', 'BILLING_LEAD'));
const DISTRICT = '/admin/district-requirements/:stateProvince';

const adminRoutes: RouteDef[] = [
  settings.row('/admin/settings', 'General'),
  settings.row('/admin/settings/demo', 'Demo'),
  settings.row('/admin/settings/fuel-rates', 'Fuel Rates'),
  admin('Hubs').row('/admin/hubs', 'Hubs'),
  admin('Tags').row('/admin/tags', 'Tags'),

  users.row('/admin/users', 'All Users'),
  users.row('/admin/users/create', 'Create User'),
  users.row('/admin/users/:id', 'Edit User'),

  clients.row('/admin/clients', 'All Clients'),
  clients.row('/admin/clients/create', 'Create Client'),
  clients.row('/admin/clients/:id', 'View Client'),
  ...clients.children('/admin/clients/:id', 'Client', ['contacts', 'tariff-rates', 'billing-items', 'customer-list', 'invoicing-info']),

  customers.row('/admin/customers', 'All Customers'),
  customers.row('/admin/customers/:id', 'View Customer'),
  ...customers.children('/admin/customers/:id', 'Customer', ['contacts', 'tariff-rates', 'billing-items']),

  drivers.row('/admin/drivers', 'All Drivers'),
  drivers.row('/admin/drivers/create', 'Create Driver'),
  drivers.row('/admin/drivers/:id', 'View Driver'),
  ...drivers.children('/admin/drivers/:id', 'Driver', [
    'safety',
    'all-legs',
    'contact-info',
    'leg-priority',
    'license-info',
    'settled-runs',
    'dsc-visibility',
    'transport-plates',
  ]),

  vehicleList.row('/admin/vehicles', 'All Vehicles'),
  vehicles.row('/admin/vehicles/:id', 'View Vehicle'),

  truckers.row('/admin/trucking-companies', 'All Trucking Companies'),
  truckers.row('/admin/trucking-companies/:id', 'View Trucking Company'),
  ...truckers.children('/admin/trucking-companies/:id', 'Trucking Company', ['contact-info']),

  admin('Billing Items').row('/admin/billing-items', 'Billing Items'),
  admin('Expense Items').row('/admin/expense-items', 'Expense Items'),
  admin('Document Types').row('/admin/document-types', 'Document Types'),

  districts.row('/admin/district-requirements', 'All Districts'),
  districts.row('/admin/district-requirements/requirement-types', 'Requirement Types'),
  districts.row(DISTRICT, 'View State or Province'),
  ...districts.children(DISTRICT, 'State or Province', ['notes', 'locations']),
  districts.row(`${DISTRICT}/:county`, 'View County'),
  ...districts.children(`${DISTRICT}/:county`, 'County', ['notes', 'locations']),

  reports.row('/admin/reports', 'All Reports'),
  reports.row('/admin/reports/ifta', 'IFTA'),
  reports.row('/admin/reports/rebate', 'Rebate'),
  reports.row('/admin/reports/invoices', 'Invoices'),
  reports.row('/admin/reports/financial', 'Financial'),
  reports.row('/admin/reports/client-order', 'Client Orders'),
  reports.row('/admin/reports/client-storage', 'Client Storage'),
  reports.row('/admin/reports/delivery-survey', 'Delivery Surveys'),
];

export const routes: readonly RouteDef[] = [...publicRoutes, ...portalRoutes, ...staffRoutes, ...adminRoutes];

/** The route at `base` and every route below it (a record page and its tabs), read from the table. */
export const routesUnder = (base: string): RouteDef[] => routes.filter((route) => route.path === base || route.path.startsWith(`${base}/`));

/** The routes open to people who are not signed in, / and /icons included (docs/access.md#signing-in-and-where-people-land). */
export const PUBLIC_ROUTE_NAMES: readonly string[] = routes.filter((route) => route.access.kind === 'public').map((route) => route.name);

// ---- lookups ------------------------------------------------------------------------------------------

/** "{page} | {section} | Legwork"; a page named like its section (/search, /admin/hubs) is named once. */
export const pageTitle = (route: Pick<RouteDef, 'page' | 'section'>): string =>
  route.page === route.section ? `${route.page} | Legwork` : `${route.page} | ${route.section} | Legwork`;

const byName = new Map(routes.map((route) => [route.name, route]));

export const routeByName = (name: string): RouteDef => {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route name: ${name}`);
  return route;
};

const segmentsOf = (path: string): string[] => path.replace(/\/+$/, '').split('/').slice(1);

const compiled = routes.map((route) => ({ route, segments: segmentsOf(route.path) }));

/** Static segments beat parameters, left to right: /orders/create wins over /orders/:id. */
const moreSpecific = (a: readonly string[], b: readonly string[]): boolean => {
  for (let index = 0; index < a.length; index += 1) {
    const aParam = a[index].startsWith(':');
    const bParam = b[index].startsWith(':');
    if (aParam !== bParam) return bParam;
  }
  return false;
};

const decode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    // A malformed escape stays as typed, so validParams rejects it as "Page Not Found" instead of crashing.
    return value;
  }
};

export const matchPath = (pathname: string): { route: RouteDef; params: Record<string, string> } | null => {
  const segments = segmentsOf(pathname.split(/[?#]/)[0] || '/');
  let best: { route: RouteDef; params: Record<string, string>; segments: string[] } | null = null;
  for (const candidate of compiled) {
    if (candidate.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = candidate.segments.every((pattern, index) => {
      const actual = segments[index];
      if (!pattern.startsWith(':')) return pattern === actual;
      if (actual === '') return false;
      params[pattern.slice(1)] = decode(actual);
      return true;
    });
    if (matches && (!best || moreSpecific(candidate.segments, best.segments))) {
      best = { route: candidate.route, params, segments: candidate.segments };
    }
  }
  return best && { route: best.route, params: best.params };
};

const PARAM_PATTERNS: Record<ParamRule, RegExp> = {
  // The RFC 4122 text form; any version, so seeded and v7 ids pass and the server decides whether it exists.
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  token: /^[A-Za-z0-9_-]{20,128}$/,
  stateProvince: /^[A-Z]{2}$/,
  // Letters in any script (Doña Ana), spaces, hyphens, and the apostrophes and dots of Prince George's, St. Louis.
  county: /^\p{L}[\p{L} .'’-]{0,63}$/u,
};

export const validParams = (route: RouteDef, params: Record<string, string>): boolean =>
  Object.entries(route.params ?? {}).every(([name, rule]) => {
    const value = params[name];
    if (value === undefined) return false;
    return (
      PARAM_PATTERNS[rule].test(value) ||
      (name === 'id' && route.numbered !== undefined && parseRecordNumber(route.numbered, value) !== null)
    );
  });

/** The record number a numbered page's address carries in place of its id (as stored: "O-100191"), else null. */
export const recordNumberIn = (route: RouteDef, params: Record<string, string>): string | null => {
  const id = params.id;
  if (!route.numbered || id === undefined || PARAM_PATTERNS.uuid.test(id)) return null;
  return parseRecordNumber(route.numbered, id);
};

/** The route's address with these parameters (each encoded): the canonical address once a number is swapped for the id. */
export const pathOf = (route: RouteDef, params: Record<string, string>): string =>
  route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
