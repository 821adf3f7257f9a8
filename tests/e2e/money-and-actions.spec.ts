/**
 * Issue 13, points 2 and 4, as a dispatcher and a client see them: an order shows the priced lines and total it was
 * placed with and where they came from, each leg its share, the portal what the client agreed to; a leg's action bar
 * shows the events its status knows but refuses, disabled with the machine's reason, never a side step as the main
 * action; a seeded leg's status history lists every transition with who and when.
 */
import type { APIRequestContext } from '@playwright/test';
import { OrderLegPage } from './pages/OrderLegPage';
import { OrderPage } from './pages/OrderPage';
import { graphqlRead, myTenants } from './support/api';
import { expect, test } from './support/fixtures';

test.describe.configure({ timeout: 90_000 });

const money = (minor: number, currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(minor / 100);

type PricedOrder = {
  id: string;
  number: string;
  quote: { number: string } | null;
  price: { total: number; currency: string } | null;
  legs: { id: string }[];
};

/** Every demo user here works in Legwork East. */
const east = async (request: APIRequestContext) => {
  const tenant = (await myTenants(request)).find((item) => item.name === 'Legwork East');
  if (!tenant) throw new Error('Not in Legwork East');
  return tenant.id;
};

const seededOrders = async (request: APIRequestContext) =>
  graphqlRead<{ orders: { data: PricedOrder[] } }>(
    request,
    '{ orders(first: 100, orderBy: [{ column: CREATED_AT, order: ASC }]) { data { id number quote { number } price { total currency } legs { id } } } }',
    await east(request),
  );

type SeededLeg = { id: string; number: string; deliveryReportSubmitted: boolean; pickupReportSubmitted: boolean; transportMethod: string };

const seededLegs = async (request: APIRequestContext, status: string) =>
  (
    await graphqlRead<{ orderLegs: { data: SeededLeg[] } }>(
      request,
      `{ orderLegs(first: 100, status: [${status}]) { data { id number deliveryReportSubmitted pickupReportSubmitted transportMethod } } }`,
      await east(request),
    )
  ).orderLegs.data
    .filter((leg) => leg.transportMethod !== 'CLIENT_IN')
    // The demo seed's legs first (lowest numbers): other specs make legs of their own in these statuses.
    .sort((a, b) => a.number.localeCompare(b.number));

test('an order from a quote shows its agreed lines and total, and each leg its share', async ({ browser, authStates }) => {
  const context = await authStates.contextFor(browser, 'dispatch');
  const page = await context.newPage();
  const quoted = (await seededOrders(page.request)).orders.data.find((order) => order.quote && order.price);
  if (!quoted?.quote || !quoted.price) throw new Error('No seeded order from a quote');

  await new OrderPage(page).goto(quoted.id);
  const price = page.getByRole('region', { name: 'Price', exact: true });
  await expect(price).toContainText(`Agreed from quote ${quoted.quote.number}`);
  await expect(price.getByRole('link', { name: quoted.quote.number })).toHaveAttribute('href', /^\/quotes\//);
  const total = price.getByRole('row', { name: /^Total/ });
  await expect(total).toContainText(money(quoted.price.total, quoted.price.currency));
  // Every line says how it was priced, beside its amount.
  await expect(price.getByRole('columnheader', { name: 'Item and how it was priced' })).toBeVisible();

  const leg = new OrderLegPage(page);
  await leg.goto(quoted.legs[0].id);
  const share = page.getByRole('region', { name: 'Price of this leg' });
  await expect(share.getByRole('row', { name: /^This leg/ })).toBeVisible();
  await expect(share.getByRole('row', { name: /^Order total/ })).toContainText(money(quoted.price.total, quoted.price.currency));
  await context.close();
});

test('the portal order page shows the price the client agreed to', async ({ browser, authStates }) => {
  const context = await authStates.contextFor(browser, 'client');
  const page = await context.newPage();
  const { portalOrders } = await graphqlRead<{
    portalOrders: { data: { id: string; price: { total: number; currency: string } | null }[] };
  }>(page.request, '{ portalOrders(first: 20) { data { id price { total currency } } } }', await east(page.request));
  const order = portalOrders.data.find((item) => item.price);
  if (!order?.price) throw new Error('The client has no priced order');
  await page.goto(`/portal/orders/${order.id}`);
  const price = page.getByRole('region', { name: 'Price', exact: true });
  await expect(price.getByRole('row', { name: /^Total/ })).toContainText(money(order.price.total, order.price.currency));
  await expect(price.getByRole('columnheader', { name: 'Vehicle move' })).toBeVisible();
  await context.close();
});

test('an in-transit leg shows Deliver disabled with the machine’s reason, and a pending pickup’s main action is not Unassign', async ({
  browser,
  authStates,
}) => {
  const context = await authStates.contextFor(browser, 'dispatch');
  const page = await context.newPage();
  const leg = new OrderLegPage(page);

  const inTransit = (await seededLegs(page.request, 'IN_TRANSIT')).find((item) => !item.deliveryReportSubmitted);
  if (!inTransit) throw new Error('No seeded in-transit leg without a delivery report');
  await leg.goto(inTransit.id);
  await leg.statusIs('In transit');
  await expect(leg.action('Deliver')).toBeDisabled();
  await expect(page.getByText('Deliver is not possible yet: The delivery condition report is not submitted.')).toBeVisible();
  await expect(leg.action('Deliver')).toHaveAccessibleDescription(/delivery condition report is not submitted/);
  await expect(leg.action('At port')).toBeEnabled();

  const pending = (await seededLegs(page.request, 'PENDING_PICKUP'))[0];
  if (!pending) throw new Error('No seeded pending pickup');
  await leg.goto(pending.id);
  await leg.statusIs('Pending pickup');
  await expect(leg.action('Unassign')).toBeEnabled();
  await expect(leg.action('Unassign')).not.toHaveClass(/btn-primary/);
  await context.close();
});

test('a read-only member sees what their role may not do, named once', async ({ browser, authStates }) => {
  const context = await authStates.contextFor(browser, 'member');
  const page = await context.newPage();
  const confirmable = (await seededLegs(page.request, 'PENDING_CONFIRMATION'))[0];
  if (!confirmable) throw new Error('No seeded leg pending confirmation');
  const leg = new OrderLegPage(page);
  await leg.goto(confirmable.id);
  await expect(page.getByText(/^Not open to your role: .*Confirm/)).toBeVisible();
  await expect(leg.actions).toHaveCount(0);
  await context.close();
});

test('a seeded leg cleared for dispatch shows every step that brought it there, with who and when', async ({ browser, authStates }) => {
  const context = await authStates.contextFor(browser, 'dispatch');
  const page = await context.newPage();
  const cleared = (await seededLegs(page.request, 'CLEARED_FOR_DISPATCH'))[0];
  if (!cleared) throw new Error('No seeded leg cleared for dispatch');
  const leg = new OrderLegPage(page);
  await leg.goto(cleared.id);
  const steps = leg.history.getByRole('list', { name: 'Status changes' }).getByRole('listitem');
  await expect(steps.first()).toContainText(/→ Cleared for dispatch/i);
  expect(await steps.count()).toBeGreaterThanOrEqual(4);
  await expect(leg.history).toContainText(/Confirm · Call Center Demo/);
  await context.close();
});
