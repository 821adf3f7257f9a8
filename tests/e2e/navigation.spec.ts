/**
 * Issue 13, items 6 and 7, as people meet them: a signed-in user who opens an address that leads nowhere stays in
 * the app (one not-found view in their own layout, with a way back to the section's list); the numbers people paste
 * (O-100191, O-100191-2, Q-100007) open their record, never another client's; the areas not built yet are listed
 * once; a page named like its section is titled once; a status reads the same on the list and on the record.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { AppShell } from './pages/AppShell';
import { OrdersPage } from './pages/OrdersPage';
import { graphqlRead, myTenants, type Tenant } from './support/api';
import { expect, test } from './support/fixtures';

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

const eastOf = async (request: APIRequestContext): Promise<Tenant> => {
  const tenant = (await myTenants(request)).find((item) => item.name === 'Legwork East');
  if (!tenant) throw new Error('not a member of Legwork East');
  return tenant;
};

/** The not-found view inside the layout: the top bar and navigation, its heading, and the way back. */
const expectNotFoundInLayout = async (page: Page, back: { name: string; href: string }, navigation: string) => {
  const shell = new AppShell(page);
  await expect(shell.heading).toHaveText('Page Not Found');
  await expect(shell.userMenuButton).toBeVisible();
  await expect(page.getByRole('navigation', { name: navigation })).toBeAttached();
  await expect(page.getByRole('link', { name: back.name, exact: true })).toHaveAttribute('href', back.href);
};

test.describe('a staff user at an address that leads nowhere', () => {
  test.use({ signedInAs: 'dispatch' });

  for (const path of [
    '/orders/999999',
    '/orders/not-a-number',
    '/orders/unknown-path',
    '/orders/unknown/path',
    `/orders/${UNKNOWN_UUID}`,
    '/orders/O-999999',
  ]) {
    test(`${path} stays inside the app with a way back to the orders`, async ({ page }) => {
      await page.goto(path);
      await expectNotFoundInLayout(page, { name: 'Back to All Orders', href: '/orders' }, 'Areas');
      await expect(page).toHaveTitle('Page Not Found | Orders | Legwork');
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('link', { name: 'Orders', exact: true })).toBeVisible();

      await page.getByRole('link', { name: 'Back to All Orders' }).click();
      await expect(page).toHaveURL('/orders');
      await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
    });
  }

  test('an unknown path outside any section leads back to the start page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expectNotFoundInLayout(page, { name: 'Back to My Work', href: '/dashboard' }, 'Areas');
    await expect(page.getByText('Page not found: /no-such-page')).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found | Legwork');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a page that finds its record missing shows the same view (a leg: back to the orders)', async ({ page }) => {
    await page.goto(`/order-legs/${UNKNOWN_UUID}/activity/log`);
    await expectNotFoundInLayout(page, { name: 'Back to All Orders', href: '/orders' }, 'Areas');
    await expect(page.getByText('No order leg with this id in Legwork East.')).toBeVisible();
  });
});

test.describe('a staff user pasting a number', () => {
  test.use({ signedInAs: 'dispatch' });

  test('/orders/<the order’s number> opens the order at its own address, tab and Back kept', async ({ page }) => {
    const east = await eastOf(page.request);
    const { orders } = await graphqlRead<{ orders: { data: { id: string; number: string }[] } }>(
      page.request,
      '{ orders(first: 1) { data { id number } } }',
      east.id,
    );
    const [order] = orders.data;
    await page.goto('/orders');
    await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
    await page.goto(`/orders/${order.number}`);
    await expect(page).toHaveURL(`/orders/${order.id}`);
    await expect(page.getByRole('region', { name: `Order ${order.number}` })).toBeVisible();
    await expect(page).toHaveTitle('View Order | Orders | Legwork');
    // The number's address was replaced, not pushed: Back goes to where the user was.
    await page.goBack();
    await expect(page).toHaveURL('/orders');

    await page.goto(`/orders/${order.number.toLowerCase()}/activity/log?from=paste`);
    await expect(page).toHaveURL(`/orders/${order.id}/activity/log?from=paste`);
    await expect(page).toHaveTitle('Order Activity Log | Orders | Legwork');
  });

  test('/order-legs/<a leg’s number> and /quotes/<a quote’s number> open them', async ({ page }) => {
    const east = await eastOf(page.request);
    const data = await graphqlRead<{
      orderLegs: { data: { id: string; number: string }[] };
      quotes: { data: { id: string; number: string }[] };
    }>(page.request, '{ orderLegs(first: 1) { data { id number } } quotes(first: 1) { data { id number } } }', east.id);
    const [leg] = data.orderLegs.data;
    const [quote] = data.quotes.data;
    expect(leg.number).toMatch(/^O-\d+-\d+$/);

    await page.goto(`/order-legs/${leg.number}`);
    await expect(page).toHaveURL(`/order-legs/${leg.id}`);
    await expect(page.getByRole('region', { name: `Leg ${leg.number}` })).toBeVisible();

    await page.goto(`/quotes/${quote.number}`);
    await expect(page).toHaveURL(`/quotes/${quote.id}`);
    await expect(page.getByRole('region', { name: `Quote ${quote.number}` })).toBeVisible();

    await page.goto('/quotes/Q-999999999');
    await expectNotFoundInLayout(page, { name: 'Back to All Quotes', href: '/quotes' }, 'Areas');
    await expect(page.getByText('No quote numbered Q-999999999 in Legwork East.')).toBeVisible();
  });
});

test.describe('a portal user pasting a number', () => {
  test.use({ signedInAs: 'client' });

  test('opens their own order, and another client’s number is not found, nothing of it shown', async ({ page, browser, authStates }) => {
    const staff = await authStates.contextFor(browser, 'dispatch');
    const staffPage = await staff.newPage();
    const east = await eastOf(staffPage.request);
    type Orders = { orders: { data: { id: string; number: string; client: { displayName: string } }[] } };
    const { orders } = await graphqlRead<Orders>(
      staffPage.request,
      '{ orders(first: 60) { data { id number client { displayName } } } }',
      east.id,
    );
    const own = orders.data.find((order) => order.client.displayName === 'Northwind Motors');
    const foreign = orders.data.find((order) => order.client.displayName !== 'Northwind Motors');
    if (!own || !foreign) throw new Error('the seed gives East orders of Northwind Motors and of other clients');
    await staff.close();

    await page.goto(`/portal/orders/${own.number}`);
    await expect(page).toHaveURL(`/portal/orders/${own.id}`);
    await expect(page.getByRole('heading', { name: `Order ${own.number}` })).toBeVisible();

    await page.goto(`/portal/orders/${foreign.number}`);
    await expectNotFoundInLayout(page, { name: 'Back to Orders', href: '/portal/orders' }, 'Portal');
    await expect(page).toHaveURL(`/portal/orders/${foreign.number}`);
    await expect(page).toHaveTitle('Page Not Found | Client Portal | Legwork');
    await expect(page.getByText(`No order numbered ${foreign.number} in Legwork East.`)).toBeVisible();
    await expect(page.getByText(foreign.client.displayName)).toHaveCount(0);

    await page.goto('/portal/orders/not-a-number');
    await expectNotFoundInLayout(page, { name: 'Back to Orders', href: '/portal/orders' }, 'Portal');
  });
});

test.describe('navigation and wording for an admin', () => {
  test.use({ signedInAs: 'admin' });

  test('the sidebar lists every area, none "Coming later" since the reports were built; the dashboard lists them too', async ({ page }) => {
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Areas' });
    await expect(nav.getByRole('link', { name: 'Orders', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Vehicles', exact: true })).toBeVisible();
    await expect(nav).not.toContainText('soon');
    // Built since issue 31: the reports, the last routes that said "not built".
    await expect(nav.getByText('Coming later')).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Reports', exact: true })).toHaveCount(1);

    const areas = page.getByRole('region', { name: 'Your areas' });
    await expect(areas.getByRole('link', { name: 'Orders', exact: true })).toBeVisible();
    await expect(areas.getByRole('link', { name: 'Admin: Vehicles', exact: true })).toBeVisible();
    await expect(areas.getByRole('link', { name: 'Admin: Reports', exact: true })).toBeVisible();
    // Built since issue 32: the call center and client relations.
    await expect(areas.getByRole('link', { name: 'Call Center', exact: true })).toBeVisible();
    await expect(areas.getByRole('link', { name: 'Client Relations', exact: true })).toBeVisible();
    // Built since issue 30: accounting's invoices.
    await expect(areas.getByRole('link', { name: 'Accounting', exact: true })).toBeVisible();
    // Built since issue 16: storage and tag and title are among the areas.
    await expect(areas.getByRole('link', { name: 'Storage', exact: true })).toBeVisible();
    await expect(areas.getByRole('link', { name: 'Tag and Title', exact: true })).toBeVisible();
    await expect(areas).not.toContainText('Not built yet');
  });

  test('/admin/reports lists the seven reports, each opening its page', async ({ page }) => {
    const shell = new AppShell(page);
    await page.goto('/admin/reports');
    await expect(shell.heading).toHaveText('All Reports');
    const main = page.getByRole('main');
    for (const name of ['Financial', 'Invoices', 'Rebate', 'IFTA', 'Client orders', 'Client storage', 'Delivery surveys'])
      await expect(main.getByRole('link', { name, exact: true })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Areas' });
    await expect(nav.getByRole('link', { name: 'Reports', exact: true })).toHaveAttribute('aria-current', 'page');
    expect(await axeViolations(page)).toEqual([]);
    await main.getByRole('link', { name: 'Invoices', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/reports\/invoices/);
    await expect(shell.heading).toHaveText('Invoices');
  });

  test('/search is titled once', async ({ page }) => {
    await page.goto('/search');
    await expect(page).toHaveTitle('Search | Legwork');
    await expect(new AppShell(page).heading).toHaveText('Search');
    await expect(page.getByRole('main').getByText('Search', { exact: true })).toHaveCount(1);
  });
});

test.describe('status labels', () => {
  // Wide enough for the orders list to show its status column (at 1280 px it goes behind "Columns", issue 34).
  test.use({ signedInAs: 'dispatch', viewport: { width: 1920, height: 1080 } });

  test('a status reads the same on the list chip, the filter and the order page', async ({ page }) => {
    const east = await eastOf(page.request);
    type Found = { orders: { data: { number: string; legs: { number: string; status: string }[] }[] } };
    const { orders } = await graphqlRead<Found>(
      page.request,
      '{ orders(first: 100, orderBy: [{ column: CREATED_AT, order: ASC }]) { data { number legs { number status } } } }',
      east.id,
    );
    // An order whose legs share one status of several words: its one chip is that status, whatever the column's width.
    const order = orders.data.find((item) => new Set(item.legs.map((leg) => leg.status)).size === 1 && item.legs[0].status.includes('_'));
    if (!order) throw new Error('the seed has an order whose legs share a status');
    const [leg] = order.legs;
    const label = leg.status.charAt(0) + leg.status.slice(1).toLowerCase().replaceAll('_', ' ');

    const list = new OrdersPage(page);
    await list.goto(`?q=${order.number}`);
    await expect(list.statusChip('Waiting on tag and title')).toBeVisible();
    const row = list.dataRows().filter({ hasText: order.number });
    await expect(row.getByText(label, { exact: true })).toBeVisible();

    await row.getByRole('link', { name: order.number }).click();
    const legRow = page.getByRole('region', { name: 'Legs' }).getByRole('row').filter({ hasText: leg.number });
    await expect(legRow.getByText(label, { exact: true })).toBeVisible();
    await page.goto(`/order-legs/${leg.number}`);
    await expect(page.getByRole('region', { name: `Leg ${leg.number}` }).getByText(label, { exact: true })).toBeVisible();
    // No other wording of the status (the leg event "Await tag & title" in the history is an event's name, not it).
    await expect(page.getByText(/Waiting On Tag|(?<!Await )tag & title/)).toHaveCount(0);
  });
});

test('a signed-out visitor gets the public not-found page', async ({ page }) => {
  await page.goto('/orders/999999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByText('Page Not Found: /orders/999999')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('navigation', { name: 'Areas' })).toHaveCount(0);
  await expect(page).toHaveTitle('Page Not Found | Legwork');
});
