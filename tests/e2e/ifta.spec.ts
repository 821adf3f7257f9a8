import fs from 'node:fs';
import { expect, test } from './support/fixtures';

// The IFTA quarter as an admin files it: the report page for a quarter, the rate table under it, and the return as CSV.
test.use({ signedInAs: 'admin' });

test('an IFTA quarter downloads as CSV', async ({ page }) => {
  // The quarter of a month ago: the demo's units delivered legs over the last weeks, whatever today is.
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  await page.goto(`/admin/reports/ifta?period=QUARTER&from=${monthAgo}`);
  const ret = page.getByRole('region', { name: /^IFTA return — Diesel/ });
  await expect(ret.getByRole('table')).toBeVisible({ timeout: 15_000 });

  const download = page.waitForEvent('download');
  await ret.getByRole('link', { name: /^Download CSV of IFTA return — Diesel/ }).click();
  const file = await (await download).path();
  const csv = fs.readFileSync(file, 'utf8');
  expect(csv.split('\n')[0]).toMatch(/^Jurisdiction,Line,Total distance/);

  // The trip record is a unit's: open the first unit from the Units table; a unit that is not one is a field error.
  const units = page.getByRole('region', { name: /^Units/ });
  const first = units.getByRole('table').getByRole('link').first();
  const number = (await first.textContent())?.trim() ?? '';
  await first.click();
  await expect(page).toHaveURL(new RegExp(`unit=${encodeURIComponent(number)}`));
  const record = page.getByRole('region', { name: `Trip record — unit ${number}` });
  await expect(record.getByRole('table')).toBeVisible({ timeout: 15_000 });
  await expect(record.getByRole('row')).not.toHaveCount(1);
  await expect(page.getByLabel('Trip record of unit')).toHaveValue(number);

  await page.getByLabel('Trip record of unit').fill('NO-SUCH-UNIT');
  await page.getByLabel('Trip record of unit').press('Enter');
  await expect(page.getByText('No qualified diesel unit is numbered NO-SUCH-UNIT.')).toBeVisible();
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
