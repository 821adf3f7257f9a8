/** /orders: the seeded list, status chips and conditions kept in the URL, sorting, CSV export, dashboard links. */
import fs from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DashboardPage } from './pages/DashboardPage';
import { OrdersPage } from './pages/OrdersPage';
import { graphqlRead, myTenants } from './support/api';
import { expect, test } from './support/fixtures';

// A desk's wide screen: at 1280 px the list leaves its last columns (Created, Status …) behind "Columns" (the list
// kit's useColumnsThatFit, issue 34), and these tests read those columns; desk-widths.spec.ts covers the narrow desk.
test.use({ signedInAs: 'dispatch', viewport: { width: 1920, height: 1080 } });

/** RFC 4180 rows (quoted fields may hold commas, quotes and line breaks); the byte-order mark dropped. */
const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i];
    if (quoted && c === '"' && body[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && c === '\r' && body[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else {
      field += c;
    }
  }
  return rows;
};

/** What the server says the list holds, asked directly (the stored outcome, not the page's). */
const serverTotal = async (page: Page, args: string): Promise<number> => {
  const [tenant] = await myTenants(page.request); // dispatch@ works in Legwork East only
  const query = `{ orders(${args}) { paginatorInfo { total } } }`;
  return (await graphqlRead<{ orders: { paginatorInfo: { total: number } } }>(page.request, query, tenant.id)).orders.paginatorInfo.total;
};

const exportCsv = async (orders: OrdersPage) => {
  const downloading = orders.page.waitForEvent('download');
  await orders.exportButton.click();
  const download = await downloading;
  const file = await download.path();
  return { name: download.suggestedFilename(), rows: parseCsv(await fs.readFile(file, 'utf8')) };
};

test('the list shows the seeded orders, and the arrow keys move between rows', async ({ page }) => {
  const orders = new OrdersPage(page);
  await orders.goto();
  await expect(page).toHaveTitle('All Orders | Orders | Legwork');
  const total = await orders.totalCount();
  expect(total).toBe(await serverTotal(page, 'first: 1'));
  expect(total).toBeGreaterThan(100);
  // Virtualized: a screenful of rows is rendered, not all of them.
  const rendered = await orders.dataRows().count();
  expect(rendered).toBeGreaterThan(5);
  expect(rendered).toBeLessThan(total);
  await expect(orders.rowLinks.first()).toHaveText(/^O-\d+/);

  await orders.rowLinks.first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(orders.rowLinks.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.locator(':focus')).toHaveAttribute('href', /^\/orders\//);
  const last = await page.locator(':focus').innerText();
  expect(last).toMatch(/^O-\d+/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
});

test('a status chip filters the rows, lands in the URL, and a reload restores the view', async ({ page }) => {
  const orders = new OrdersPage(page);
  await orders.goto();
  const all = await orders.totalCount();
  await orders.statusChip('On hold').click();
  await expect(orders.statusChip('On hold')).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/orders\?status=ON_HOLD$/);
  await expect(orders.total).not.toHaveText(`${all.toLocaleString('en-US')} orders`);
  const held = await orders.totalCount();
  expect(held).toBe(await serverTotal(page, 'first: 1, status: [ON_HOLD]'));
  expect(held).toBeGreaterThan(0);
  expect(held).toBeLessThan(all);
  await expect(orders.dataRows().first().getByText('On hold', { exact: true })).toBeVisible();

  await orders.sortBy('Number').click();
  await expect(page).toHaveURL(/status=ON_HOLD&sort=NUMBER$/);
  await page.reload();
  await expect(orders.statusChip('On hold')).toHaveAttribute('aria-pressed', 'true');
  await expect(orders.columnHeader('Number')).toHaveAttribute('aria-sort', 'ascending');
  expect(await orders.totalCount()).toBe(held);

  await page.goBack();
  await expect(orders.columnHeader('Number')).toHaveAttribute('aria-sort', 'none');
});

test('sorting by number orders the rows both ways', async ({ page }) => {
  const orders = new OrdersPage(page);
  await orders.goto();
  await expect(orders.columnHeader('Created')).toHaveAttribute('aria-sort', 'descending');
  await orders.sortBy('Number').click();
  await expect(orders.columnHeader('Number')).toHaveAttribute('aria-sort', 'ascending');
  await expect(orders.columnHeader('Created')).toHaveAttribute('aria-sort', 'none');
  const ascending = await orders.numbers(10);
  expect(ascending).toEqual([...ascending].sort());
  await orders.sortBy('Number').click();
  await expect(page).toHaveURL(/sort=-NUMBER$/);
  await expect(orders.columnHeader('Number')).toHaveAttribute('aria-sort', 'descending');
  await expect(orders.rowLinks.first()).not.toHaveText(ascending[0]);
  const descending = await orders.numbers(10);
  expect(descending).toEqual([...descending].sort().reverse());
});

test('a condition from the filter builder narrows the list and can be removed', async ({ page }) => {
  const orders = new OrdersPage(page);
  await orders.goto();
  const all = await orders.totalCount();
  await orders.addCondition({ column: 'Leg status', operator: 'includes', value: 'Delivered' });
  await expect(orders.conditions.getByText('Leg status includes Delivered')).toBeVisible();
  await expect(page).toHaveURL(/f=LEG_STATUS%3AEQ%3ADELIVERED/);
  const delivered = await orders.totalCount();
  expect(delivered).toBe(await serverTotal(page, 'first: 1, where: { column: LEG_STATUS, operator: EQ, value: "DELIVERED" }'));
  expect(delivered).toBeLessThan(all);
  await expect(orders.dataRows().first().getByText('Delivered', { exact: true })).toBeVisible();

  await orders.addCondition({ column: 'Number', operator: 'contains', value: 'no-such-order-number' });
  await expect(page.getByText('No orders match this view')).toBeVisible();

  await orders.removeCondition('Number contains no-such-order-number').click();
  await orders.removeCondition('Leg status includes Delivered').click();
  await expect(page).toHaveURL(/\/orders$/);
  expect(await orders.totalCount()).toBe(all);
});

test('CSV export downloads every row of the filtered set', async ({ page }) => {
  const orders = new OrdersPage(page);
  // Sorted by number: the export pages by page number.
  await orders.goto('?status=IN_TRANSIT,DELIVERED&sort=NUMBER');
  const filtered = await orders.totalCount();
  expect(filtered).toBeGreaterThan(0);
  const { name, rows } = await exportCsv(orders);
  expect(name).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(rows[0]).toEqual([
    'Number',
    'Client',
    'Customer',
    'State',
    'Leg statuses',
    'Legs',
    'Reference numbers',
    'Payment status',
    'Source',
    'Created at',
    'Pickup',
    'Delivery',
    'Vehicles',
    'Total',
    'Currency',
  ]);
  const data = rows.slice(1);
  expect(data).toHaveLength(filtered);
  expect(data[0][0]).toBe((await orders.numbers(1))[0]);
  for (const row of data) expect(row[4]).toMatch(/IN_TRANSIT|DELIVERED/);
  await expect(page.getByText(`Exported ${filtered} orders.`)).toBeVisible();
});

test('CSV export of the whole list gathers every order over several requests of 100', async ({ page }) => {
  const orders = new OrdersPage(page);
  await orders.goto();
  const total = await orders.totalCount();
  expect(total).toBeGreaterThan(100); // more than one request
  const { rows } = await exportCsv(orders);
  const numbers = rows.slice(1).map((row) => row[0]);
  expect(numbers).toHaveLength(total);
  expect(new Set(numbers).size).toBe(total);
});

test('a dashboard widget leads to the filtered list', async ({ page }) => {
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  const bar = dashboard.legStatusBar('On hold');
  await expect(bar).toBeVisible();
  await bar.click();
  await expect(page).toHaveURL(/\/orders\?status=ON_HOLD$/);
  const orders = new OrdersPage(page);
  await expect(orders.statusChip('On hold')).toHaveAttribute('aria-pressed', 'true');
  expect(await orders.totalCount()).toBeGreaterThan(0);

  await dashboard.goto();
  await dashboard.workTile('Pickups today').click();
  await expect(page).toHaveURL(/f=CONFIRMED_PICKUP_AT%3ABETWEEN%3A/);
  await expect(orders.conditions.getByText(/^Confirmed pickup is between /)).toBeVisible();
  await expect(orders.total.or(page.getByText('No orders match this view'))).toBeVisible();
});

test('the loaded list, its condition builder and the dashboard widgets have no axe violations', async ({ page }) => {
  const axe = async () =>
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  const orders = new OrdersPage(page);
  await orders.goto('?status=ON_HOLD&f=LEG_STATUS:IN:ON_HOLD,CREATED');
  await expect(orders.rowLinks.first()).toBeVisible();
  await page.getByLabel('Column', { exact: true }).selectOption({ label: 'Leg status' });
  await page.getByLabel('Operator', { exact: true }).selectOption({ label: 'is any of' });
  expect(await axe()).toEqual([]);
  await new DashboardPage(page).goto();
  await expect(page.getByRole('list', { name: 'Legs by status' })).toBeVisible();
  expect(await axe()).toEqual([]);
});
