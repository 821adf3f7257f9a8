/**
 * Issue 13, point 1, as a dispatcher working the list all day on a 1440×900 screen: where, when, what and how much
 * in the default columns; columns chosen and ordered, kept per user; filters folded out of the way and remembered;
 * search by vehicle and place; chips never cut mid-word.
 */
import { OrdersPage } from './pages/OrdersPage';
import { graphqlRead, myTenants } from './support/api';
import { expect, test } from './support/fixtures';

// 1920 px: every default column has room (at 1366, desk-widths.spec.ts checks that the rest wait behind "Columns").
test.use({ signedInAs: 'dispatch', viewport: { width: 1920, height: 1080 } });

const headers = (orders: OrdersPage) => orders.table.getByRole('columnheader').allInnerTexts();
const clean = (texts: string[]) => texts.map((text) => text.replace(/[▲▼↕]/g, '').trim());

test('the default columns say where, when, what and how much, and a dispatcher sees a screenful of rows', async ({ page }) => {
  const orders = new OrdersPage(page);
  await page.goto('/orders');
  await expect(orders.rowLinks.first()).toBeVisible();
  expect(clean(await headers(orders))).toEqual([
    'Number',
    'Client',
    'Pickup',
    'Delivery',
    'Next pickup',
    'Vehicles',
    'Leg statuses',
    'Total',
    'Created',
  ]);
  // The filters are folded: the rows come first.
  await expect(page.getByRole('group', { name: 'Any leg is' })).toBeHidden();
  expect(await orders.dataRows().count()).toBeGreaterThanOrEqual(10);
  const first = orders.dataRows().first();
  await expect(first.getByRole('cell').nth(2)).toHaveText(/^.+, [A-Z]{2}$/); // "City, ST"
  await expect(first.getByRole('cell').nth(7)).toHaveText(/^\$[\d,]+\.\d{2}$/);
});

test('columns are chosen and ordered, and the choice is kept for this user on every machine', async ({ page, browser, authStates }) => {
  const orders = new OrdersPage(page);
  await page.goto('/orders');
  await expect(orders.rowLinks.first()).toBeVisible();
  await page.getByText('Columns', { exact: true }).click();
  await page.getByRole('checkbox', { name: 'Vehicles' }).uncheck();
  await page.getByRole('checkbox', { name: 'Payment' }).check();
  await page.getByRole('button', { name: 'Move Total left' }).click();
  const chosen = ['Number', 'Client', 'Pickup', 'Delivery', 'Next pickup', 'Total', 'Leg statuses', 'Created', 'Payment'];
  await expect.poll(async () => clean(await headers(orders))).toEqual(chosen);
  await page.reload();
  await expect(orders.rowLinks.first()).toBeVisible();
  expect(clean(await headers(orders))).toEqual(chosen);
  // Kept on the server for this person: another browser (another machine) shows the same columns.
  const elsewhere = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: await authStates.fileFor('dispatch'),
    viewport: { width: 1920, height: 1080 },
  });
  const other = new OrdersPage(await elsewhere.newPage());
  await other.page.goto('/orders');
  await expect.poll(async () => clean(await headers(other))).toEqual(chosen);
  await elsewhere.close();
  await page.getByText('Columns', { exact: true }).click();
  await page.getByRole('button', { name: 'Back to the default columns' }).click();
  await expect.poll(async () => clean(await headers(orders))).toContain('Vehicles');
});

test('the folded filters open, stay open after a reload, and say how many are on', async ({ page }) => {
  const orders = new OrdersPage(page);
  await orders.goto();
  await orders.statusChip('On hold').click();
  await expect(page.getByText('Filters (1 on)')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('group', { name: 'Any leg is' })).toBeVisible();
  // The three vocabularies are three groups.
  for (const group of ['Order', 'Any leg is', 'Payment']) await expect(page.getByRole('group', { name: group })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Payment' }).getByRole('button', { name: /partially paid/i })).toBeVisible();
});

test('search finds an order by its vehicle and by a place', async ({ page }) => {
  const east = (await myTenants(page.request)).find((tenant) => tenant.name === 'Legwork East');
  const { orders: seeded } = await graphqlRead<{
    orders: {
      data: {
        number: string;
        vehicles: { year: number | null; make: string | null; model: string | null }[];
        legs: { origin: { name: string } | null }[];
      }[];
    };
  }>(page.request, '{ orders(first: 1) { data { number vehicles { year make model } legs { origin { name } } } } }', east?.id);
  const [order] = seeded.data;
  const vehicle = order.vehicles[0];
  const orders = new OrdersPage(page);
  await page.goto('/orders');
  await orders.search.fill(`${vehicle.year} ${vehicle.make} ${vehicle.model}`);
  await expect(orders.dataRows().filter({ hasText: order.number })).toHaveCount(1);
  const origin = order.legs.find((leg) => leg.origin)?.origin?.name as string;
  await orders.search.fill(origin);
  await expect(orders.dataRows().filter({ hasText: order.number })).toHaveCount(1);
});

test('no leg status chip is cut: whole chips, then a count of the rest', async ({ page }) => {
  const orders = new OrdersPage(page);
  await page.goto('/orders');
  await expect(orders.rowLinks.first()).toBeVisible();
  const cut = await orders.table.evaluate((table) =>
    [...table.querySelectorAll('tbody td')].flatMap((cell) => {
      const box = cell.getBoundingClientRect();
      return [...cell.querySelectorAll('.badge')]
        .filter((chip) => chip.getBoundingClientRect().right > box.right + 0.5)
        .map((chip) => chip.textContent);
    }),
  );
  expect(cut).toEqual([]);
});

test('the quotes list sorts by a heading and filters by a client picked by name', async ({ page }) => {
  await page.goto('/quotes');
  const table = page.getByRole('table', { name: 'Quotes' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await table
    .getByRole('columnheader', { name: /^Total/ })
    .getByRole('button')
    .click();
  await expect(page).toHaveURL(/sort=TOTAL%3AASC|sort=TOTAL:ASC/);
  await expect(table.getByRole('columnheader', { name: /^Total/ })).toHaveAttribute('aria-sort', 'ascending');
  const totals = async () =>
    (await table.getByRole('row').locator('td.cell-number').allInnerTexts()).map((text) => Number(text.replace(/[^\d.]/g, '')));
  await expect
    .poll(async () => {
      const values = await totals();
      return values.length > 1 && values.every((value, i) => i === 0 || values[i - 1] <= value);
    })
    .toBe(true);
  await page.getByLabel('Client', { exact: true }).selectOption({ label: 'Northwind Motors' });
  await expect(page).toHaveURL(/client=/);
  await expect
    .poll(async () => (await table.getByRole('row').allInnerTexts()).slice(1).every((row) => row.includes('Northwind Motors')))
    .toBe(true);
});

test('the vehicles list counts, sorts and filters by class', async ({ page }) => {
  await page.goto('/admin/vehicles');
  await expect(page.getByText(/^[\d,]+ vehicles$/)).toBeVisible();
  const table = page.getByRole('table', { name: 'Vehicles' });
  await table.getByRole('columnheader', { name: /^Year/ }).getByRole('button').click();
  await expect(table.getByRole('columnheader', { name: /^Year/ })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByLabel('Class', { exact: true }).selectOption({ index: 1 });
  await expect(page).toHaveURL(/class=/);
  await expect(page.getByText(/^[\d,]+ vehicles?$|^No vehicles match this view$/)).toBeVisible();
});
