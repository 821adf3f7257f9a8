/**
 * Search (issue 33): Ctrl+K over the orders list finds an order by the last six characters of a vehicle's VIN and
 * Enter opens it; a client's portal search finds its own order by VIN and nothing for another client's order. The
 * browser talks to the embedded search endpoint through the algoliasearch lite client, with the user's secured key.
 */
import type { APIRequestContext } from '@playwright/test';
import { OrderPage } from './pages/OrderPage';
import { apiLogin, graphqlRead, myTenants } from './support/api';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD, DEMO_USERS } from './support/users';

type SeededOrder = {
  id: string;
  number: string;
  client: { id: string };
  customer: { id: string } | null;
  vehicles: { vin: string | null }[];
};

/** The seeded orders of Legwork East with their VINs' last six characters, read by staff. */
const eastOrders = async (request: APIRequestContext) => {
  const east = (await myTenants(request)).find((tenant) => tenant.name === 'Legwork East');
  if (!east) throw new Error('not a member of Legwork East');
  const { orders } = await graphqlRead<{ orders: { data: SeededOrder[] } }>(
    request,
    '{ orders(first: 100, orderBy: [{ column: CREATED_AT, order: ASC }]) { data { id number client { id } customer { id } vehicles { vin } } } }',
    east.id,
  );
  return orders.data.map((order) => ({
    ...order,
    tails: order.vehicles.flatMap((vehicle) => (vehicle.vin && vehicle.vin.length >= 6 ? [vehicle.vin.slice(-6)] : [])),
  }));
};

type WithTails = Awaited<ReturnType<typeof eastOrders>>[number];

/** A VIN tail of the order that no other order's VIN contains, so the search has one order to find. */
const uniqueTail = (order: WithTails, orders: readonly WithTails[]) =>
  order.tails.find((tail) =>
    orders.every((other) => other.id === order.id || other.vehicles.every((vehicle) => !vehicle.vin?.includes(tail))),
  );

/** A result's accessible name starts with its record's number (an order's legs' numbers extend it: O-1-1). */
const optionName = (number: string) => new RegExp(`^${number} `);

test.describe('staff', () => {
  test.use({ signedInAs: 'dispatch' });

  test('/ opens search and Escape closes it; Ctrl+K on the orders list finds an order by its VIN’s last six characters and Enter opens it', async ({
    page,
  }) => {
    const orders = await eastOrders(page.request);
    const order = orders.find((item) => uniqueTail(item, orders));
    if (!order) throw new Error('the seed has an order with a VIN no other order shares');
    const tail = uniqueTail(order, orders) as string;

    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const palette = page.getByRole('dialog', { name: 'Search' });
    await page.keyboard.press('/');
    await expect(palette).toBeVisible();
    await palette.getByRole('combobox', { name: 'Search for' }).fill('x');
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
    await page.keyboard.press('Control+k');
    const box = palette.getByRole('combobox', { name: 'Search for' });
    await expect(box).toBeFocused();
    await box.fill(tail.toLowerCase());

    const found = palette.getByRole('group', { name: /^Orders/ }).getByRole('option', { name: optionName(order.number) });
    await expect(found).toBeVisible();
    // The best match is active, so Enter opens it; where a result shows the VIN, the typed characters are marked.
    await expect(found).toHaveAttribute('aria-selected', 'true');
    const vehicle = palette.getByRole('option', { name: new RegExp(tail) }).first();
    await expect(vehicle.locator('mark').first()).toHaveText(tail); // <mark> has no ARIA role Playwright queries

    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
    await expect(palette).toBeHidden();
    await expect(new OrderPage(page).header).toContainText(`Order ${order.number}`);
  });
});

test('a client’s portal search finds its own order by VIN and nothing of another client’s', async ({ browser, authStates, baseURL }) => {
  const staff = await browser.newContext({ baseURL });
  await apiLogin(staff.request, DEMO_USERS.admin.email, DEMO_PASSWORD);
  const orders = await eastOrders(staff.request);
  await staff.close();

  const client = await authStates.contextFor(browser, 'client');
  const page = await client.newPage();
  const { me } = await graphqlRead<{ me: { clients: { id: string }[]; customers: { id: string }[] } }>(
    page.request,
    '{ me { clients { id } customers { id } } }',
  );
  const mine = (order: WithTails) =>
    me.clients.some((item) => item.id === order.client.id) || me.customers.some((item) => item.id === order.customer?.id);
  const own = orders.find((order) => mine(order) && uniqueTail(order, orders));
  const other = orders.find((order) => !mine(order) && uniqueTail(order, orders));
  if (!own || !other) throw new Error('the seed has an order of client@ and one of another client, each with a VIN of its own');

  await page.goto('/portal/search');
  const box = page.getByRole('combobox', { name: 'Search for' });
  await box.fill(uniqueTail(own, orders) as string);
  const found = page.getByRole('group', { name: /^Orders/ }).getByRole('option', { name: optionName(own.number) });
  await expect(found).toBeVisible();
  await expect(found).toHaveAttribute('href', `/portal/orders/${own.id}`);
  await expect(page).toHaveURL(/\/portal\/search\?q=/);

  // A vehicle has no portal page of its own: its hit opens the client's orders that move it.
  const vehicleHrefs = await page
    .getByRole('group', { name: /^Vehicles/ })
    .getByRole('option')
    .evaluateAll((options) => options.map((option) => option.getAttribute('href')));
  for (const href of vehicleHrefs) expect(href).toMatch(/^\/portal\/orders\?q=/);

  const tail = uniqueTail(other, orders) as string;
  await box.fill(tail);
  await expect(page.getByText(`Nothing found for “${tail}”`)).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(0);

  // The palette's "All results" stays in the portal, with what was typed.
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Search' });
  await palette.getByRole('combobox', { name: 'Search for' }).fill(tail);
  await expect(palette.getByRole('link', { name: 'All results and filters' })).toHaveAttribute('href', `/portal/search?q=${tail}`);
  await client.close();
});
