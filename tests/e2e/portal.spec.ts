/**
 * The client and customer portal (issue 4): the order wizard with two vehicles (resumed after a reload) reaching staff
 * as UNACKNOWLEDGED, the quote wizard priced line by line and accepted, customer scoping, another client's record not
 * found, and a leg page that follows staff's changes live.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { AppShell } from './pages/AppShell';
import { LoginPage } from './pages/LoginPage';
import { PortalWizard } from './pages/PortalWizard';
import { graphqlRead, graphqlWrite, myTenants, type Tenant } from './support/api';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS } from './support/users';

test.describe.configure({ timeout: 120_000 });

const eastOf = async (request: APIRequestContext): Promise<Tenant> => {
  const tenant = (await myTenants(request)).find((item) => item.name === 'Legwork East');
  if (!tenant) throw new Error('not a member of Legwork East');
  return tenant;
};

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

const idFromUrl = (page: Page): string => new URL(page.url()).pathname.split('/').at(-1) ?? '';

/** Vehicles → pickup → delivery → dates → service → review, with new addresses and a trucked move. */
const fillMove = async (wizard: PortalWizard, vehicles: { year: string; make: string; model: string }[]) => {
  for (const [index, vehicle] of vehicles.entries()) {
    if (index > 0) await wizard.addVehicle();
    await wizard.vehicle(index + 1, vehicle);
  }
  await wizard.goNext('Pickup');
  await wizard.newAddress('Pickup', { name: 'Northwind Back Lot', street: '100 Main Street', postalCode: '02139', contact: 'Pat Pickup' });
  await wizard.goNext('Delivery');
};

const finishMove = async (wizard: PortalWizard) => {
  await wizard.newAddress('Delivery', { name: 'Harbor Body Shop', street: '5 Pier Road', postalCode: '10001' });
  await wizard.goNext('Dates');
  await wizard.goNext('Service');
  await wizard.page.getByRole('radio', { name: 'Trucked' }).check();
  await wizard.goNext('Review');
  await expect(wizard.priceLines().getByRole('row').nth(1)).toBeVisible();
};

test('a client orders two vehicles through the wizard, resumed after a reload and a sign-out, and staff see it unacknowledged', async ({
  browser,
  authStates,
}) => {
  // A session of its own: this test signs out, which must not end the shared stored session of client@.
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO_USERS.client.email, DEMO_PASSWORD);
  await expect(page).toHaveURL('/portal');
  await page.goto('/portal/orders/create');
  const wizard = new PortalWizard(page);
  await expect(wizard.step('Vehicles')).toBeVisible();

  // Next is refused while a vehicle is incomplete: the step stays, the error is shown.
  await wizard.next.click();
  await expect(wizard.step('Vehicles')).toBeVisible();
  const make = wizard
    .step('Vehicles')
    .getByRole('group', { name: 'Vehicle 1', exact: true })
    .getByRole('textbox', { name: 'Make', exact: true });
  await expect(make).toHaveAttribute('aria-invalid', 'true');
  await expect(make).toHaveAccessibleDescription('The make field is required when there is no VIN.');

  await fillMove(wizard, [
    { year: '2021', make: 'Ford', model: 'F-150' },
    { year: '2019', make: 'Honda', model: 'Civic' },
  ]);

  // The draft survives a reload: same step, and going back finds the pickup as typed.
  await page.reload();
  await expect(wizard.step('Delivery')).toBeVisible();
  await wizard.back.click();
  await expect(wizard.step('Pickup').getByRole('textbox', { name: 'Place name' })).toHaveValue('Northwind Back Lot');
  await wizard.goNext('Delivery');

  // …and a sign-out and sign-in on the same device.
  await new AppShell(page).signOut();
  await expect(page).toHaveURL('/login');
  await login.signIn(DEMO_USERS.client.email, DEMO_PASSWORD);
  await expect(page).toHaveURL('/portal');
  await page.goto('/portal/orders/create');
  await expect(wizard.step('Delivery')).toBeVisible();
  await finishMove(wizard);
  expect(await axeViolations(page)).toEqual([]);

  await wizard.placeOrder();
  await expect(page).toHaveURL(/\/portal\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: /^Order O-\d+$/ })).toBeVisible();
  const moves = page.getByRole('table', { name: 'Vehicle moves of this order' });
  await expect(moves.getByText('Awaiting acknowledgement')).toHaveCount(2);
  const orderId = idFromUrl(page);

  // Staff see the order as the portal made it: source PORTAL, both legs UNACKNOWLEDGED, on the staff order page too.
  const staff = await authStates.contextFor(browser, 'admin');
  const staffPage = await staff.newPage();
  const east = await eastOf(staffPage.request);
  const { order } = await graphqlRead<{
    order: { source: string; legs: { status: string; transportMethod: string; vehicle: { make: string } }[] };
  }>(staffPage.request, `{ order(id: "${orderId}") { source legs { status transportMethod vehicle { make } } } }`, east.id);
  expect(order.source).toBe('PORTAL');
  expect(order.legs.map((leg) => [leg.status, leg.transportMethod, leg.vehicle.make]).sort()).toEqual([
    ['UNACKNOWLEDGED', 'TRUCKED', 'Ford'],
    ['UNACKNOWLEDGED', 'TRUCKED', 'Honda'],
  ]);
  await staffPage.goto(`/orders/${orderId}?tenant=${east.id}`);
  await expect(staffPage.getByText('Unacknowledged').first()).toBeVisible();

  // The placed order's draft is gone: a new wizard starts empty.
  await page.goto('/portal/orders/create');
  await expect(page.getByRole('group', { name: 'Vehicle 1', exact: true }).getByRole('textbox', { name: 'Make', exact: true })).toHaveValue(
    '',
  );
  await context.close();
  await staff.close();
});

test('a customer requests a quote, sees the instant price line by line, accepts it, and staff see it accepted', async ({
  browser,
  authStates,
}) => {
  const context = await authStates.contextFor(browser, 'customer');
  const page = await context.newPage();
  await page.goto('/portal/quotes/create');
  const wizard = new PortalWizard(page);
  await fillMove(wizard, [{ year: '2020', make: 'Toyota', model: 'Camry' }]);
  await finishMove(wizard);
  await expect(page.getByRole('heading', { name: 'Instant price' })).toBeVisible();

  await page.getByRole('button', { name: 'Save quote' }).click();
  await expect(page).toHaveURL(/\/portal\/quotes\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: /^Quote Q-\d+$/ })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: /^Line items of quote/ })
      .getByRole('row')
      .nth(1),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const quoteId = idFromUrl(page);

  await page.getByRole('group', { name: 'Your answer' }).getByRole('button', { name: 'Accept quote' }).click();
  await expect(page.getByRole('group', { name: 'Your answer' })).toHaveCount(0);
  await expect(page.getByText('Accepted').first()).toBeVisible();

  const staff = await authStates.contextFor(browser, 'admin');
  const staffPage = await staff.newPage();
  const east = await eastOf(staffPage.request);
  const { quote } = await graphqlRead<{ quote: { status: string; source: string } }>(
    staffPage.request,
    `{ quote(id: "${quoteId}") { status source } }`,
    east.id,
  );
  expect(quote).toEqual({ status: 'ACCEPTED', source: 'PORTAL' });
  await staffPage.goto(`/quotes/${quoteId}?tenant=${east.id}`);
  await expect(staffPage.getByText('Accepted').first()).toBeVisible();

  // Once staff convert the accepted quote, the open portal page links to its order without a reload.
  const { quote: accepted } = await graphqlRead<{ quote: { version: number } }>(
    staffPage.request,
    `{ quote(id: "${quoteId}") { version } }`,
    east.id,
  );
  const { convertQuoteToOrder: made } = await graphqlWrite<{ convertQuoteToOrder: { id: string; number: string } }>(
    staffPage.request,
    'mutation ($id: ID!, $version: Int!) { convertQuoteToOrder(id: $id, version: $version) { id number } }',
    { id: quoteId, version: accepted.version },
    east.id,
  );
  await expect(page.getByText('Ordered', { exact: true }).first()).toBeVisible();
  await page.getByRole('link', { name: `Order ${made.number}` }).click();
  await expect(page).toHaveURL(`/portal/orders/${made.id}`);
  await expect(page.getByRole('heading', { name: `Order ${made.number}` })).toBeVisible();
  await context.close();
  await staff.close();
});

type PortalOrders = {
  portalOrders: { data: { id: string; number: string; customer: { displayName: string } | null }[]; paginatorInfo: { total: number } };
};
const PORTAL_ORDERS = '{ portalOrders(first: 100) { data { id number customer { displayName } } paginatorInfo { total } } }';

test('a customer user sees only its customer’s orders, and another account’s order is not found', async ({ browser, authStates }) => {
  const client = await authStates.contextFor(browser, 'client');
  const clientPage = await client.newPage();
  const east = await eastOf(clientPage.request);
  const ofClient = (await graphqlRead<PortalOrders>(clientPage.request, PORTAL_ORDERS, east.id)).portalOrders;
  const foreign = ofClient.data.find((order) => order.customer?.displayName !== 'Northwind Motors Downtown');
  if (!foreign) throw new Error('the seed gives Northwind Motors an order outside its Downtown customer');

  const customer = await authStates.contextFor(browser, 'customer');
  const page = await customer.newPage();
  const ofCustomer = (await graphqlRead<PortalOrders>(page.request, PORTAL_ORDERS, east.id)).portalOrders;
  expect(ofCustomer.paginatorInfo.total).toBeGreaterThan(0);
  expect(ofCustomer.paginatorInfo.total).toBeLessThan(ofClient.paginatorInfo.total);
  expect(new Set(ofCustomer.data.map((order) => order.customer?.displayName))).toEqual(new Set(['Northwind Motors Downtown']));

  await page.goto('/portal/orders');
  await expect(page.getByText(new RegExp(`^${ofCustomer.paginatorInfo.total} orders?$`))).toBeVisible();
  await expect(page.getByRole('table', { name: 'Your orders' }).getByRole('link', { name: foreign.number })).toHaveCount(0);

  await page.goto(`/portal/orders/${foreign.id}`);
  await expect(page.getByText('No order with this id in Legwork East.')).toBeVisible();
  await expect(page.getByText(foreign.number)).toHaveCount(0);
  await client.close();
  await customer.close();
});

type CreatedPortalOrder = { portalCreateOrder: { id: string; legs: { id: string; number: string }[] } };

test('the leg page follows the leg live: staff acknowledge it and the portal page changes without a reload', async ({
  browser,
  authStates,
}) => {
  const client = await authStates.contextFor(browser, 'client');
  const page = await client.newPage();
  const east = await eastOf(page.request);
  const { me } = await graphqlRead<{ me: { clients: { id: string }[] } }>(page.request, '{ me { clients { id } } }');
  const place = (name: string, postalCode: string, city: string, stateProvince: string) => ({
    name,
    type: 'COMMERCIAL',
    address1: `1 ${name} Way`,
    city,
    stateProvince,
    postalCode,
  });
  const created = await graphqlWrite<CreatedPortalOrder>(
    page.request,
    'mutation ($input: QuoteInput!, $key: String!) { portalCreateOrder(input: $input, idempotencyKey: $key) { id legs { id number } } }',
    {
      key: `e2e-live-${Date.now()}`,
      input: {
        clientId: me.clients[0].id,
        vehicles: [{ year: 2022, make: 'Kia', model: 'Telluride' }],
        locations: [place('Live Origin', '02139', 'Cambridge', 'MA'), place('Live Destination', '10001', 'New York', 'NY')],
        legs: [
          {
            vehicleRef: 0,
            originRef: { index: 0 },
            destinationRef: { index: 1 },
            transportMethod: 'DRIVEN',
            requestedPickup: { mode: 'ASAP' },
            requestedDelivery: { mode: 'ASAP' },
          },
        ],
      },
    },
    east.id,
  );
  const leg = created.portalCreateOrder.legs[0];
  await page.goto(`/portal/order-legs/${leg.id}`);
  const live = page.getByRole('region', { name: 'Live status' });
  await expect(live.getByText('Awaiting acknowledgement').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const staff = await authStates.contextFor(browser, 'admin');
  const staffPage = await staff.newPage();
  const { orderLeg } = await graphqlRead<{ orderLeg: { version: number } }>(
    staffPage.request,
    `{ orderLeg(id: "${leg.id}") { version } }`,
    east.id,
  );
  await graphqlWrite(
    staffPage.request,
    'mutation ($id: ID!, $version: Int!) { transitionOrderLeg(id: $id, event: ACKNOWLEDGE, version: $version) { id } }',
    { id: leg.id, version: orderLeg.version },
    east.id,
  );
  await expect(live.getByText('Being arranged').first()).toBeVisible();
  await expect(live.getByText('Awaiting acknowledgement')).toHaveCount(0);
  await client.close();
  await staff.close();
});
