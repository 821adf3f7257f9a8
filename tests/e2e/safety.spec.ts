/** /safety: the overview, the driver qualification list, the IFTA decal inventory and the transport plates. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { AppShell } from './pages/AppShell';
import { expect, test } from './support/fixtures';

const noAxeViolations = async (page: Page) => {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
};

test.describe('safety staff (an admin opens everything)', () => {
  test.use({ signedInAs: 'admin' });

  test('the overview lists a seeded driver’s expiring licence, the missing plate and the decals in stock', async ({ page }) => {
    await page.goto('/safety');
    await expect(page).toHaveTitle('Overview | Safety | Legwork');
    const licences = page.getByRole('region', { name: 'Expiring licences' });
    // The seed gives East's fourth driver a licence that runs out in 12 days, and the sixth one that ran out 20 days ago.
    await expect(licences.getByRole('listitem').filter({ hasText: 'Luis Sorensen' })).toContainText(
      /Licence: expires on \d{4}-\d{2}-\d{2} \(in 1[1-3] days\)/,
    );
    await expect(licences.getByRole('listitem').filter({ hasText: 'Hector Ferreira' })).toContainText('expired on');
    await expect(page.getByRole('region', { name: 'Missing plates' })).toContainText(/PA TR-4478 — Report (by|overdue)/);
    await expect(page.getByRole('region', { name: 'IFTA decals' })).toContainText(/\d+ \d{4} decals not assigned to a unit/);
    // The seed's first East report (AI-100001) is an open accident; the list links to it in the accidents area.
    const incidents = page.getByRole('region', { name: 'Open incidents' });
    await expect(incidents.getByRole('link', { name: 'AI-100001' })).toHaveAttribute(
      'href',
      /^\/accidents-incidents\/reports\/[0-9a-f-]{36}$/,
    );
    await noAxeViolations(page);
  });

  test('the driver list says each driver’s standing in words', async ({ page }) => {
    await page.goto('/safety/driver-list');
    await expect(page).toHaveTitle('Driver List | Safety | Legwork');
    const table = page.getByRole('table', { name: 'Driver qualification' });
    await expect(table.getByRole('row', { name: /Luis Sorensen/ })).toContainText('Qualified, documents expiring');
    await expect(table.getByRole('row', { name: /Hector Ferreira/ })).toContainText('Not qualified');
    await expect(table.getByRole('row').filter({ hasText: 'Yes: Failed a random drug test' })).toContainText('Disqualified');
    await page.getByRole('checkbox', { name: /Only drivers with a document expiring/ }).check();
    await expect(table.getByRole('row', { name: /Luis Sorensen/ })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: 'Valid until' }).filter({ hasNotText: 'Expire' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    await noAxeViolations(page);
  });

  test('the decal inventory filters by year, and a decal in stock is issued to a unit and returned', async ({ page }) => {
    const year = new Date().getUTCFullYear();
    await page.goto('/safety/ifta-stickers');
    await expect(page).toHaveTitle('IFTA Stickers | Safety | Legwork');
    const table = page.getByRole('table', { name: `IFTA decals of ${year}` });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await noAxeViolations(page);

    const number = `E2E-${Date.now().toString(36).toUpperCase()}`;
    await page.getByRole('textbox', { name: `New ${year} decal number` }).fill(number);
    await page.getByRole('button', { name: 'Add decal' }).click();
    await expect(page.getByText(`Decal ${number} added to the ${year} inventory.`)).toBeVisible();
    await page.getByRole('button', { name: `Assign decal ${number}` }).click();
    const dialog = page.getByRole('dialog', { name: `Assign decal ${number}` });
    await dialog.getByRole('button', { name: 'Assign decal' }).click();
    await expect(dialog.getByText('The unit field is required.')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Unit' }).selectOption({ label: 'H-201' });
    await dialog.getByRole('button', { name: 'Assign decal' }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole('row', { name: new RegExp(number) })).toContainText('On a unit');
    await expect(table.getByRole('row', { name: new RegExp(number) })).toContainText('H-201');
    await page.getByRole('button', { name: `Return decal ${number}` }).click();
    await page
      .getByRole('dialog', { name: `Return decal ${number}` })
      .getByRole('button', { name: 'Mark returned' })
      .click();
    await expect(table.getByRole('row', { name: new RegExp(number) })).toContainText('Returned');

    await page.getByRole('combobox', { name: 'Year' }).selectOption(String(year - 1));
    await expect(page).toHaveURL(`/safety/ifta-stickers?year=${year - 1}`);
    await expect(
      page
        .getByRole('table', { name: `IFTA decals of ${year - 1}` })
        .getByRole('row')
        .filter({ hasText: 'Returned' })
        .first(),
    ).toBeVisible();
  });

  test('a plate is added, sent out on a leg, checked in, marked missing with a deadline, and the alert arrives', async ({ page }) => {
    await page.goto('/safety/transport-plates');
    await expect(page).toHaveTitle('Transport Plates | Safety | Legwork');
    const table = page.getByRole('table', { name: 'Transport plates' });
    await expect(table.getByRole('row', { name: /PA TR-4478/ })).toContainText('Missing');
    await expect(page.getByRole('table', { name: 'Assignment log' }).getByRole('row').nth(1)).toBeVisible();
    await noAxeViolations(page);

    const number = `E${Date.now().toString(36).toUpperCase().slice(-7)}`;
    const plate = `PA ${number}`;
    await page.getByRole('textbox', { name: 'Plate number' }).fill(number);
    await page.getByRole('textbox', { name: 'State or province' }).fill('pa');
    await page.getByRole('button', { name: 'Add plate' }).click();
    await expect(page.getByText(`Plate ${plate} added, in house.`)).toBeVisible();
    const row = table.getByRole('row', { name: new RegExp(plate) });
    await expect(row).toContainText('In house');

    await page.getByRole('button', { name: `Send plate ${plate} out` }).click();
    const out = page.getByRole('dialog', { name: `Send plate ${plate} out` });
    const leg = out.getByRole('combobox', { name: 'Leg' });
    await expect(leg.getByRole('option').nth(1)).toBeAttached();
    await leg.selectOption({ index: 1 });
    await out.getByRole('button', { name: 'Send plate out' }).click();
    await expect(out).toBeHidden();
    await expect(row).toContainText('Out on a leg');
    await page.getByRole('button', { name: `Check plate ${plate} in` }).click();
    await page
      .getByRole('dialog', { name: `Check plate ${plate} in` })
      .getByRole('button', { name: 'Check plate in' })
      .click();
    await expect(row).toContainText('In house');

    await page.getByRole('button', { name: `Mark plate ${plate} missing` }).click();
    const missing = page.getByRole('dialog', { name: `Mark plate ${plate} missing` });
    await expect(missing).toContainText('Safety staff and admins get an alert');
    await missing.getByRole('button', { name: 'Mark missing' }).click();
    await expect(missing.getByText('The reason field is required.')).toBeVisible();
    await missing.getByRole('textbox', { name: 'What happened' }).fill('Not on the car at the auction gate.');
    await missing.getByRole('button', { name: 'Mark missing' }).click();
    await expect(missing).toBeHidden();
    await expect(
      page.getByText(new RegExp(`Plate ${plate} is marked missing\\. Report the loss by \\d{4}-\\d{2}-\\d{2}\\.`)),
    ).toBeVisible();
    await expect(row).toContainText('Missing');
    await expect(row).toContainText(/Report by \d{4}-\d{2}-\d{2} \(in \d+ days?\)/);

    const shell = new AppShell(page);
    await shell.openNotifications();
    await expect(shell.notificationsPopup.getByText(`Transport plate missing: ${plate}`)).toBeVisible();
  });
});

test.describe('other staff', () => {
  test.use({ signedInAs: 'dispatch' });

  test('see the no-access view under the safety pages’ titles', async ({ page }) => {
    const shell = new AppShell(page);
    for (const [path, title] of [
      ['/safety', 'Overview'],
      ['/safety/transport-plates', 'Transport Plates'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(`${title} | Safety | Legwork`);
      await expect(shell.noAccess).toBeVisible();
    }
  });
});
