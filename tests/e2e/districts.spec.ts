/**
 * /admin/district-requirements (issue 16): an admin finds Texas and its county among the seeded districts, reads the
 * list a packet for Travis County is built from (the county's emissions test merged over the state's list), and keeps a
 * note on the county that is still there after a reload.
 */
import { expect, test } from './support/fixtures';

test.use({ signedInAs: 'admin' });

test('an admin reads what applies in Travis County and keeps a note on it', async ({ page }) => {
  await page.goto('/admin/district-requirements');
  const districts = page.getByRole('table', { name: 'Districts' });
  await expect(districts.getByRole('link', { name: 'California' })).toBeVisible();
  // The list's filter (the add-a-district form below the list has a select of the same name).
  await page.getByRole('region', { name: 'District requirements' }).getByRole('combobox', { name: 'State or province' }).selectOption('TX');
  await expect(districts.getByRole('link', { name: 'Texas', exact: true })).toBeVisible();
  await expect(districts.getByRole('link', { name: 'California' })).toHaveCount(0);
  await districts.getByRole('link', { name: 'Travis County, Texas' }).click();

  await expect(page.getByRole('heading', { name: 'Travis County, Texas' })).toBeVisible();
  const applies = page.getByRole('region', { name: 'What applies in the county' });
  await expect(applies.getByText('Emissions inspection')).toBeVisible();
  await expect(applies.getByText('Certificate of title')).toBeVisible();

  await page.getByRole('link', { name: 'Notes' }).click();
  const note = `Bring the 130-U signed in blue ink (${Date.now()}).`;
  await page.getByRole('textbox', { name: 'Note' }).fill(note);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText(note)).toBeVisible();
  await page.reload();
  await expect(page.getByText(note)).toBeVisible();
});
