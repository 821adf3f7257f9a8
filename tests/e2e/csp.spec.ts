/**
 * The Content-Security-Policy (issue 11): every route of the route table, as the user it is for, is served as an
 * HTML document carrying the strict policy and renders without a single violation; an injected inline script or
 * style is refused and reported (so the recording can fail); goober's toast styles apply through the nonce.
 */
import type { Page } from '@playwright/test';
import { pageTitle, type RouteDef, routes } from '../../src/routes';
import { apiLogin, graphqlRead, graphqlWrite, myTenants } from './support/api';
import { expectStrictPolicy, recordCspViolations } from './support/csp';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD } from './support/users';

/** A well-formed id no row has: routes without screens yet load nothing with it. */
const UNKNOWN_ID = '3f1c9a52-7d4e-4b8a-9c61-2e5f0d7a8b93';
const SAMPLE_PARAMS: Record<string, string> = { token: 'Zx9_aB3-cD4eF5gH6iJ7kL8mN9oP0qR1', stateProvince: 'TX', county: 'Travis' };

/** Real demo ids by the path before a route's `:id` ('/orders' for '/orders/:id/files'). */
type IdsByPrefix = Record<string, string>;

/** A record page whose id is a query parameter (/accounting/invoices/view?id=…) takes it from `ids` by its whole path. */
const pathOf = (route: RouteDef, ids: IdsByPrefix): string => {
  const prefix = route.path.split('/:')[0];
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => (name === 'id' ? (ids[prefix] ?? UNKNOWN_ID) : SAMPLE_PARAMS[name]));
  return !route.params && ids[route.path] ? `${path}?id=${ids[route.path]}` : path;
};

const routesFor = (kinds: RouteDef['access']['kind'][]) => routes.filter((route) => kinds.includes(route.access.kind));

/** Waits until the route's view has rendered and loaded its data. */
const rendered = async (page: Page, route: RouteDef) => {
  await expect(page).toHaveTitle(pageTitle(route));
  await expect(page.getByRole('status').filter({ hasText: /^(Loading|Searching|Updating|Redirecting)/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
};

/**
 * Every route of a group, in one page, with no violation. Each route's HTML document is fetched in the page's
 * cookie jar and must carry the policy. The first route and the first with parameters open as documents; the
 * others by in-app navigation (wouter follows history.pushState), which renders the same views under the same
 * policy (every route is the one shell) in a tenth of the time of a document load.
 */
const visitAll = async (page: Page, group: RouteDef[], ids: IdsByPrefix = {}) => {
  const violations = await recordCspViolations(page);
  for (const route of group) expectStrictPolicy(await page.request.get(pathOf(route, ids), { headers: { Accept: 'text/html' } }));
  const firstWithParams = group.find((route) => route.params);
  for (const [index, route] of group.entries()) {
    const path = pathOf(route, ids);
    await test.step(path, async () => {
      if (index === 0 || route === firstWithParams) expectStrictPolicy(await page.goto(path));
      else await page.evaluate((to) => window.history.pushState(null, '', to), path);
      await rendered(page, route);
    });
  }
  expect(violations).toEqual([]);
};

test.describe('signed out', () => {
  test('every public route carries the policy and renders without a violation', async ({ page }) => {
    await visitAll(page, routesFor(['public']));
  });

  test('an injected inline script or style is refused and reported', async ({ page }) => {
    const violations = await recordCspViolations(page);
    const login = routes.find((route) => route.path === '/login') as RouteDef;
    expectStrictPolicy(await page.goto(login.path));
    await rendered(page, login);
    expect(violations).toEqual([]);

    // Playwright inserts a <script> / <style> element with this text, as injected markup would.
    const refused = (error: Error) => error.message;
    await expect(page.addScriptTag({ content: 'window.injectedScriptRan = true;' }).then(() => 'ran', refused)).resolves.toContain(
      "Executing inline script violates the following Content Security Policy directive 'script-src 'self''",
    );
    expect(await page.evaluate(() => 'injectedScriptRan' in window)).toBe(false);
    await expect.poll(() => violations.join('\n')).toContain('/login: script-src-elem blocked inline');

    await expect(page.addStyleTag({ content: 'body { visibility: hidden; }' }).then(() => 'applied', refused)).resolves.toContain(
      'Applying inline style violates the following Content Security Policy directive',
    );
    await expect(page.locator('body')).toHaveCSS('visibility', 'visible');
    await expect.poll(() => violations.join('\n')).toContain('/login: style-src-elem blocked inline');
  });
});

test.describe('an unverified user', () => {
  test('/verify-email carries the policy and renders without a violation', async ({ page }) => {
    await apiLogin(page.request, 'unverified@legwork.test', DEMO_PASSWORD);
    await visitAll(page, routesFor(['verification']));
  });
});

test.describe('client', () => {
  test.use({ signedInAs: 'client' });

  test('every portal route carries the policy and renders without a violation', async ({ page }) => {
    const [tenant] = await myTenants(page.request);
    type Portal = { portalOrders: { data: { id: string; legs: { id: string }[] }[] }; portalQuotes: { data: { id: string }[] } };
    const { portalOrders, portalQuotes } = await graphqlRead<Portal>(
      page.request,
      '{ portalOrders(first: 1) { data { id legs { id } } } portalQuotes(first: 1) { data { id } } }',
      tenant.id,
    );
    const ids = {
      '/portal/orders': portalOrders.data[0].id,
      '/portal/order-legs': portalOrders.data[0].legs[0].id,
      '/portal/quotes': portalQuotes.data[0].id,
    };
    await visitAll(page, routesFor(['portal']), ids);
  });
});

test.describe('admin', () => {
  test.use({ signedInAs: 'admin' });

  type Staff = {
    me: { id: string };
    orderLegs: { data: { id: string; order: { id: string }; media: { id: string }[] }[] };
    quotes: { data: { id: string }[] };
    vehicles: { data: { id: string }[] };
    clients: { data: { id: string }[] };
    customers: { data: { id: string }[] };
    drivers: { data: { id: string }[] };
    truckingCompanies: { data: { id: string }[] };
    accidentReports: { data: { id: string }[] };
    storageFacilities: { data: { id: string }[] };
    orders: { data: { id: string; legs: { vehicle: { id: string } | null }[] }[] };
    tntPackets: { data: { id: string }[] };
    invoices: { data: { id: string }[] };
    settlements: { data: { id: string }[] };
  };
  const STAFF_IDS = `{
    me { id }
    orderLegs(first: 100) { data { id order { id } media(category: PHOTOS) { id } } }
    quotes(first: 1) { data { id } }
    vehicles(first: 1) { data { id } }
    clients(first: 1) { data { id } }
    customers(first: 1) { data { id } }
    drivers(first: 1) { data { id } }
    truckingCompanies(first: 1) { data { id } }
    accidentReports(first: 1) { data { id } }
    storageFacilities(first: 1) { data { id } }
    orders(first: 20) { data { id legs { vehicle { id } } } }
    tntPackets(first: 1) { data { id } }
    invoices(first: 1) { data { id } }
    settlements(first: 1) { data { id } }
  }`;

  /** A packet to open: the first there is, else a temp tag made on an order's vehicle from Texas' requirements (the demo seeds none). */
  const packetId = async (page: Page, tenantId: string, { orders, tntPackets }: Staff): Promise<string> => {
    if (tntPackets.data[0]) return tntPackets.data[0].id;
    const order = orders.data.find((row) => row.legs.some((leg) => leg.vehicle));
    const vehicleId = order?.legs.find((leg) => leg.vehicle)?.vehicle?.id;
    if (!order || !vehicleId) throw new Error('The demo seed has no order with a vehicle among the first 20');
    const { createTntPacket } = await graphqlWrite<{ createTntPacket: { id: string } }>(
      page.request,
      'mutation($input: TntPacketInput!) { createTntPacket(input: $input) { id } }',
      { input: { kind: 'TEMP_TAG', orderId: order.id, vehicleId, stateProvince: 'TX' } },
      tenantId,
    );
    return createTntPacket.id;
  };

  /**
   * An invoice and a settlement to open: the first there are, else drafts made of one seeded delivered leg each (the
   * demo seeds none). The leg is from the middle of the list: the money walks take the first and the last.
   */
  const moneyIds = async (page: Page, tenantId: string, { invoices, settlements }: Staff) => {
    const middle = <T>(items: T[]): T | undefined => items[Math.floor(items.length / 2)];
    let invoiceId = invoices.data[0]?.id;
    if (!invoiceId) {
      type Ready = { readyToBillLegs: { legs: { leg: { id: string }; amount: number | null; blockers: string[] }[] }[] };
      const { readyToBillLegs } = await graphqlRead<Ready>(
        page.request,
        '{ readyToBillLegs { legs { leg { id } amount blockers } } }',
        tenantId,
      );
      const ready = middle(
        readyToBillLegs.flatMap((group) => group.legs).filter((item) => item.blockers.length === 0 && (item.amount ?? 0) > 0),
      );
      if (!ready) throw new Error('The demo seed has no delivered leg ready to invoice');
      const { createInvoices } = await graphqlWrite<{ createInvoices: { id: string }[] }>(
        page.request,
        'mutation($input: CreateInvoicesInput!) { createInvoices(input: $input) { id } }',
        { input: { legIds: [ready.leg.id] } },
        tenantId,
      );
      invoiceId = createInvoices[0].id;
    }
    let settlementId = settlements.data[0]?.id;
    if (!settlementId) {
      type Unsettled = {
        unsettledLegs: {
          payeeKind: string;
          driver: { id: string; payProfile: { kind: string } | null } | null;
          legs: { leg: { id: string; distance: number | null } }[];
        }[];
      };
      const { unsettledLegs } = await graphqlRead<Unsettled>(
        page.request,
        '{ unsettledLegs { payeeKind driver { id payProfile { kind } } legs { leg { id distance } } } }',
        tenantId,
      );
      const group = unsettledLegs.find((item) => item.payeeKind === 'DRIVER' && item.driver?.payProfile && item.legs.length > 2);
      const leg = group && middle(group.legs.filter((item) => (item.leg.distance ?? 0) > 0));
      if (!group?.driver || !leg) throw new Error('The demo seed has no delivered leg of a driver with a pay profile');
      const { createSettlements } = await graphqlWrite<{ createSettlements: { id: string }[] }>(
        page.request,
        'mutation($input: CreateSettlementsInput!) { createSettlements(input: $input) { id } }',
        {
          input: { payee: { kind: 'DRIVER', id: group.driver.id }, periodFrom: '2000-01-01', periodTo: '2099-12-31', legIds: [leg.leg.id] },
        },
        tenantId,
      );
      settlementId = createSettlements[0].id;
    }
    return { '/accounting/invoices/view': invoiceId, '/accounting/settlements/view': settlementId };
  };

  /** Real ids for the staff pages; the leg (and its order) has photos, so the photos tab loads images. */
  const staffIds = async (page: Page): Promise<IdsByPrefix> => {
    const east = (await myTenants(page.request)).find((tenant) => tenant.name === 'Legwork East');
    const data = await graphqlRead<Staff>(page.request, STAFF_IDS, east?.id);
    const leg = data.orderLegs.data.find((row) => row.media.length > 0);
    if (!leg) throw new Error('The demo seed has no leg with photos among the first 100');
    return {
      '/orders': leg.order.id,
      '/order-legs': leg.id,
      '/quotes': data.quotes.data[0].id,
      '/users': data.me.id,
      '/admin/users': data.me.id,
      '/admin/vehicles': data.vehicles.data[0].id,
      '/admin/clients': data.clients.data[0].id,
      '/admin/customers': data.customers.data[0].id,
      '/admin/drivers': data.drivers.data[0].id,
      '/admin/trucking-companies': data.truckingCompanies.data[0].id,
      '/accidents-incidents/edit': data.accidentReports.data[0].id,
      '/accidents-incidents/reports': data.accidentReports.data[0].id,
      '/storage/facilities': data.storageFacilities.data[0].id,
      '/tag-and-title/packets': await packetId(page, east?.id ?? '', data),
      ...(await moneyIds(page, east?.id ?? '', data)),
    };
  };

  // Two tests of ~70 routes each, so one slow run stays inside its own time limit.
  const staff = routesFor(['authenticated', 'roles']);
  const halves = {
    staff: staff.filter((route) => !route.path.startsWith('/admin/')),
    admin: staff.filter((route) => route.path.startsWith('/admin/')),
  };

  for (const [area, half] of Object.entries(halves)) {
    test(`every ${area} route carries the policy and renders without a violation`, async ({ page }) => {
      test.setTimeout(90_000);
      await visitAll(page, half, await staffIds(page));
    });
  }

  test('toasts keep their styles: goober’s <style> carries the nonce', async ({ page }) => {
    const ids = await staffIds(page);
    const violations = await recordCspViolations(page);
    const rawData = routes.find((route) => route.name === 'orders-id-activity-raw-data') as RouteDef;
    expectStrictPolicy(await page.goto(pathOf(rawData, ids)));
    await rendered(page, rawData);
    await page.getByRole('button', { name: 'Copy JSON' }).click();
    // Either answer of the clipboard makes a toast; unstyled it would be a plain block.
    const toast = page.getByRole('status').filter({ hasText: /JSON copied|did not allow copying/ });
    await expect(toast).toHaveCSS('display', 'flex');
    expect(violations).toEqual([]);
  });
});
