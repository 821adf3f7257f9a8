import fs from 'node:fs';
import { expect, test } from './support/fixtures';

// The IFTA quarter as an admin files it: the report page for a quarter, the rate table under it, and the return as CSV.
test.use({ signedInAs: 'admin' });

test('an IFTA quarter downloads as CSV', async ({ page }) => {
  await page.goto('/admin/reports/ifta?period=QUARTER&from=2025-07-01&to=2025-09-30');
  await expect(page.getByRole('heading', { name: 'Rates for 2025-Q3' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'IL' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV of IFTA return — Diesel, Q3 2025' }).click();
  const file = await (await download).path();
  const csv = fs.readFileSync(file, 'utf8');
  expect(csv.split('\n')[0]).toMatch(/^Jurisdiction,Line,Total distance/);
});

test('an admin adds a rate the quarter lacks', async ({ page }) => {
  await page.goto('/admin/reports/ifta?period=QUARTER&from=2025-07-01&to=2025-09-30');
  const form = page.getByRole('form', { name: 'Add a rate' });
  await form.getByLabel('Jurisdiction').fill('MO');
  await form.getByLabel('Rate', { exact: true }).fill('0.2950');
  await form.getByLabel('Source').fill('Missouri Department of Revenue');
  await form.getByRole('button', { name: 'Add the rate' }).click();
  await expect(page.getByRole('rowheader', { name: 'MO' })).toBeVisible();
});
