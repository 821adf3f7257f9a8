/**
 * /admin/tags and the tag filter (issue 29): an admin adds a tag, puts it on a leg from the leg's page and reads its
 * use on the tags list; the orders list filters by a seeded tag, the choice kept in the URL across a reload.
 */
import type { APIRequestContext } from '@playwright/test';
import { graphqlRead, myTenants } from './support/api';
import { expect, test } from './support/fixtures';
import { OrdersPage } from './pages/OrdersPage';

test.use({ signedInAs: 'admin' });

const eastOf = async (request: APIRequestContext) => {
  const east = (await myTenants(request)).find((tenant) => tenant.name === 'Legwork East');
  if (!east) throw new Error('The admin is not in Legwork East');
  return east.id;
};

test('an admin adds a tag and puts it on a leg; the tags list counts it', async ({ page }) => {
  const name = `Night drop ${Date.now().toString(36)}`;
  await page.goto('/admin/tags');
  await page.getByRole('button', { name: 'New tag' }).click();
  const dialog = page.getByRole('dialog', { name: 'New tag' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Colour' }).selectOption({ label: 'Teal' });
  await dialog.getByRole('button', { name: 'Add tag' }).click();
  const tags = page.getByRole('table', { name: 'Tags' });
  await expect(tags.getByRole('row', { name: new RegExp(name) })).toBeVisible();

  const tenantId = await eastOf(page.request);
  const legs = await graphqlRead<{ orderLegs: { data: { id: string }[] } }>(
    page.request,
    '{ orderLegs(first: 1) { data { id } } }',
    tenantId,
  );
  await page.goto(`/order-legs/${legs.orderLegs.data[0].id}`);
  const panel = page.getByRole('region', { name: 'Tags' });
  await panel.getByRole('button', { name: 'Edit tags' }).click();
  await panel.getByRole('group', { name: 'Choose the tags' }).getByRole('button', { name }).click();
  await panel.getByRole('button', { name: 'Save tags' }).click();
  await expect(panel.getByRole('list', { name: 'Tags' }).getByText(name)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Tags' }).getByText(name)).toBeVisible();

  await page.goto('/admin/tags');
  // Colour, orders, legs, clients: on one leg only.
  const cells = page
    .getByRole('table', { name: 'Tags' })
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('cell');
  await expect(cells.nth(0)).toHaveText('Teal');
  await expect(cells.nth(1)).toHaveText('0');
  await expect(cells.nth(2)).toHaveText('1');
});

test('the orders list filters by a tag and keeps it in the URL', async ({ page }) => {
  const orders = new OrdersPage(page);
  await orders.goto();
  const all = await orders.totalCount();
  const tagChips = page.getByRole('group', { name: 'Tags' });
  await tagChips.getByRole('button', { name: 'Rush', exact: true }).click();
  await expect(page).toHaveURL(/[?&]tags=[0-9a-f-]{36}/);
  await expect.poll(() => orders.totalCount()).toBeLessThan(all);
  const rush = await orders.totalCount();
  expect(rush).toBeGreaterThan(0);
  await page.reload();
  await orders.showFilters();
  await expect(page.getByRole('group', { name: 'Tags' }).getByRole('button', { name: 'Rush', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await orders.totalCount()).toBe(rush);
});
