/**
 * Issue 29's tariff rates, as an admin changes one: the editor prices a sample quote before and after the change, and
 * an order already agreed keeps its price (its lines are stored; nothing re-prices them).
 */
import type { APIRequestContext } from '@playwright/test';
import { OrderPage } from './pages/OrderPage';
import { TariffRatesPage } from './pages/TariffRatesPage';
import { graphqlRead, graphqlWrite, myTenants } from './support/api';
import { expect, test } from './support/fixtures';

test.use({ signedInAs: 'admin' });
test.describe.configure({ timeout: 90_000 });

/** The seed's Harbor Rentals has a TRUCKED rate of its own ($85.00 a zone, $225.00 minimum; orders.tenants.ts). */
const CLIENT = 'Harbor Rentals';
const RATE = 'Trucked, any class, any distance, always';

type Rate = { id: string; version: number; transportMethod: string; ratePerZone: number; minimum: number };
type SeededOrder = { id: string; number: string; client: { id: string }; price: { total: number; currency: string } | null };

const east = async (request: APIRequestContext) => {
  const tenant = (await myTenants(request)).find((item) => item.name === 'Legwork East');
  if (!tenant) throw new Error('Not in Legwork East');
  return tenant.id;
};

const harbor = async (request: APIRequestContext, tenantId: string) => {
  const { clients } = await graphqlRead<{ clients: { data: { id: string; displayName: string; tariffRates: Rate[] }[] } }>(
    request,
    `{ clients(first: 5, search: "${CLIENT}") { data { id displayName tariffRates { id version transportMethod ratePerZone minimum } } } }`,
    tenantId,
  );
  const client = clients.data.find((item) => item.displayName === CLIENT);
  const rate = client?.tariffRates.find((item) => item.transportMethod === 'TRUCKED');
  if (!client || !rate) throw new Error(`No seeded ${CLIENT} with a TRUCKED rate`);
  return { client, rate };
};

const priceOf = async (request: APIRequestContext, tenantId: string, id: string) =>
  (await graphqlRead<{ order: { price: { total: number } | null } }>(request, `{ order(id: "${id}") { price { total } } }`, tenantId)).order
    .price?.total;

test('a tariff change shows the before-and-after sample quote and leaves an existing order priced as it was', async ({ page }) => {
  const tenantId = await east(page.request);
  const { client, rate } = await harbor(page.request, tenantId);
  // The client's own orders: other specs add orders of other clients (a spreadsheet import adds a hundred).
  const { orders } = await graphqlRead<{ orders: { data: SeededOrder[] } }>(
    page.request,
    `{ orders(first: 100, where: { column: CLIENT_ID, value: "${client.id}" }) { data { id number client { id } price { total currency } } } }`,
    tenantId,
  );
  const order = orders.data.find((item) => item.client.id === client.id && item.price);
  if (!order?.price) throw new Error(`No priced seeded order of ${CLIENT}`);

  // The order's total as its page shows it.
  await new OrderPage(page).goto(order.id);
  const total = page.getByRole('region', { name: 'Price', exact: true }).getByRole('row', { name: /^Total/ });
  await expect(total).toBeVisible();
  const shown = await total.textContent();

  const tariffs = new TariffRatesPage(page);
  await tariffs.gotoClient(client.id);
  const own = tariffs.ownRates(CLIENT);
  await expect(own.getByRole('row', { name: /Trucked/ })).toContainText('$85.00');
  await tariffs.edit(RATE);
  await expect(tariffs.dialog).toContainText('quotes and orders already agreed keep their prices');

  await tariffs.dialog.getByLabel('Rate per zone (USD)').fill('120.00');
  // 250 mi in 50-mi zones: 5 zones at $85.00 before, at $120.00 after.
  await expect(tariffs.sampleCell(/^Transport rate/, 'before')).toContainText('5 zones × $85.00');
  await expect(tariffs.sampleCell(/^Transport rate/, 'after')).toContainText('5 zones × $120.00');
  const before = await tariffs.sampleCell(/^Total/, 'before').textContent();
  const after = await tariffs.sampleCell(/^Total/, 'after').textContent();
  expect(before).toMatch(/^\$[\d,]+\.\d\d$/);
  expect(after).toMatch(/^\$[\d,]+\.\d\d$/);
  expect(after).not.toBe(before);
  await expect(tariffs.sample).toContainText('This change raises the sample quote by');

  await tariffs.dialog.getByRole('button', { name: 'Save rate' }).click();
  await expect(tariffs.dialog).toBeHidden();
  await expect(own.getByRole('row', { name: /Trucked/ })).toContainText('$120.00');

  // The order keeps the price it was agreed with, on its page after a reload and as stored.
  await new OrderPage(page).goto(order.id);
  await page.reload();
  await expect(total).toHaveText(shown ?? '');
  expect(await priceOf(page.request, tenantId, order.id)).toBe(order.price.total);

  // The seeded rate back as it was, for the specs after this one.
  const { client: changed } = await harbor(page.request, tenantId);
  const saved = changed.tariffRates.find((item) => item.id === rate.id);
  expect(saved?.ratePerZone).toBe(12000);
  await graphqlWrite(
    page.request,
    'mutation ($id: ID!, $version: Int!, $input: TariffRateInput!) { updateTariffRate(id: $id, version: $version, input: $input) { id } }',
    { id: rate.id, version: saved?.version, input: { transportMethod: 'TRUCKED', ratePerZone: rate.ratePerZone, minimum: rate.minimum } },
    tenantId,
  );
});

test("a customer's own price of a billing item overrides its client's, and each page says which price applies", async ({ page }) => {
  const tenantId = await east(page.request);
  const { customers } = await graphqlRead<{ customers: { data: { id: string; code: string | null; client: { id: string } }[] } }>(
    page.request,
    '{ customers(first: 100) { data { id code client { id } } } }',
    tenantId,
  );
  const customer = customers.data.find((item) => item.code === 'CCR-MIA');
  if (!customer) throw new Error('No seeded customer CCR-MIA');
  const row = () => page.getByRole('row', { name: /TAG-TITLE/ });
  const setOwn = async (amount: string) => {
    await page.getByRole('textbox', { name: 'Own price of TAG-TITLE' }).fill(amount);
    await page.getByRole('button', { name: 'Save TAG-TITLE' }).click();
  };

  await page.goto(`/admin/clients/${customer.client.id}/billing-items`);
  await expect(row()).toContainText('$150.00 (catalog)');
  await setOwn('140.00');
  await expect(row()).toContainText("$140.00 (client's)");

  await page.goto(`/admin/customers/${customer.id}/billing-items`);
  await expect(page.getByRole('region', { name: 'Billing items' })).toContainText("A customer's own price overrides its client's");
  await expect(row()).toContainText("$140.00 (client's)");
  await setOwn('130.00');
  await expect(row()).toContainText("$130.00 (customer's own)");

  // Cleared, the client's price applies again; cleared there too, the catalog's.
  await page.getByRole('button', { name: 'Clear TAG-TITLE' }).click();
  await expect(row()).toContainText("$140.00 (client's)");
  await page.goto(`/admin/clients/${customer.client.id}/billing-items`);
  await page.getByRole('button', { name: 'Clear TAG-TITLE' }).click();
  await expect(row()).toContainText('$150.00 (catalog)');
});
