/** /admin/vehicles and /admin/vehicles/:id: the seeded vehicles, searched and paged, and one vehicle with its legs. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures';

test.use({ signedInAs: 'dispatch' });

test('the vehicle list searches and pages, and a vehicle shows its legs', async ({ page }) => {
  await page.goto('/admin/vehicles');
  await expect(page).toHaveTitle('All Vehicles | Vehicles | Legwork');
  const table = page.getByRole('table', { name: 'Vehicles' });
  await expect(table.getByRole('link').first()).toBeVisible();
  await expect(page.getByText(/^1–25 of [\d,]+ vehicles$/)).toBeVisible();
  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/admin\/vehicles\?page=2$/);
  await expect(page.getByText(/^26–\d+ of [\d,]+ vehicles$/)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search vehicles' }).fill('Tesla');
  await expect(page).toHaveURL(/\/admin\/vehicles\?q=Tesla$/);
  // Only the header row lacks "Tesla" once the search has answered.
  await expect(table.getByRole('row').filter({ hasNotText: 'Tesla' })).toHaveCount(1);
  const vin = await table.getByRole('link').first().innerText();
  await table.getByRole('link').first().click();

  await expect(page).toHaveTitle('View Vehicle | Vehicles | Legwork');
  await expect(page.getByText(vin, { exact: true })).toBeVisible();
  const legs = page.getByRole('table', { name: 'Legs of this vehicle' });
  await expect(legs.getByRole('link').first()).toHaveAttribute('href', /^\/order-legs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('region', { name: 'Activity' })).toBeVisible();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});

test('an unknown vehicle id is the not-found page', async ({ page }) => {
  await page.goto('/admin/vehicles/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('No vehicle with this id in Legwork East.')).toBeVisible();
});
