/**
 * /dispatch/flights and /dispatch/rentals: a dispatcher books a driver's flight to a pickup with a leg and a receipt,
 * finds it in the list with its cost, edits it and cancels it, then books the rental car home.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { TravelPages } from './pages/TravelPages';
import { graphqlRead, myTenants } from './support/api';
import { solidPng } from './support/png';
import { expect, test } from './support/fixtures';

test.describe.configure({ mode: 'serial' });
test.use({ signedInAs: 'dispatch' });

const noAxeViolations = async (page: Page) => {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
};

/** A seeded leg no driver is assigned to yet (travel is booked before the assignment is final). */
const freeLeg = async (request: APIRequestContext): Promise<string> => {
  const east = (await myTenants(request)).find((tenant) => tenant.name === 'Legwork East')?.id;
  const { orderLegs } = await graphqlRead<{ orderLegs: { data: { number: string; driverId: string | null }[] } }>(
    request,
    '{ orderLegs(first: 100, status: [CLEARED_FOR_DISPATCH]) { data { number driverId } } }',
    east,
  );
  const leg = orderLegs.data.find((row) => row.driverId === null);
  if (!leg) throw new Error('The demo seed has no unassigned leg cleared for dispatch');
  return leg.number;
};

test('a dispatcher books a flight with a leg and a receipt, finds it, edits it and cancels it', async ({ page }) => {
  test.setTimeout(90_000);
  const travel = new TravelPages(page);
  const leg = await freeLeg(page.request);
  await page.goto('/dispatch/flights');
  await expect(page).toHaveTitle('Flights | Dispatch | Legwork');
  await expect(page.getByRole('table', { name: "Drivers' flights" })).toBeVisible();
  await noAxeViolations(page);
  await page.getByRole('link', { name: 'New flight' }).click();
  await expect(page).toHaveURL(/\/dispatch\/flights\/view$/);

  await travel.chooseDriver('Dale Driver');
  await travel.field('Airline').fill('Delta Air Lines');
  await travel.field('Flight number').fill('dl 1845');
  await travel.field('From airport').fill('atl');
  await travel.field('To airport').fill('DFW');
  await travel.fillTime('Departure', '2027-03-15', '09:00', 'America/New_York');
  // A time before the departure is refused under its field, nothing saved.
  await travel.fillTime('Arrival', '2027-03-15', '08:00', 'America/New_York');
  await travel.addLeg(leg);
  await travel.field('Confirmation code').fill('e2eabc');
  await travel.field('Cost').fill('245.80');
  await page.getByRole('button', { name: 'Save flight' }).click();
  await expect(page.getByText('The arrival must be after the departure.')).toBeVisible();
  await travel.fillTime('Arrival', '2027-03-15', '10:30', 'America/Chicago');
  await page.getByRole('button', { name: 'Save flight' }).click();

  await expect(page).toHaveURL(/\/dispatch\/flights\/view\?id=[0-9a-f-]{36}$/);
  const flightUrl = page.url();
  const details = page.getByRole('region', { name: 'Delta Air Lines DL1845, ATL → DFW' });
  await expect(details).toContainText('Dale Driver');
  await expect(details).toContainText('Mar 15, 2027, 9:00 AM (local time, America/New_York)');
  await expect(details).toContainText('Mar 15, 2027, 10:30 AM (local time, America/Chicago)');
  await expect(details).toContainText('$245.80');
  await expect(details.getByRole('link', { name: leg })).toBeVisible();
  await expect(details).toContainText('No receipt yet');

  await travel.uploadReceipt('boarding-pass.png', solidPng(16, 16, [20, 120, 60]));
  await expect(page.getByRole('region', { name: 'Receipts' }).getByRole('link', { name: 'boarding-pass.png' })).toBeVisible();
  await expect(details).toContainText('Awaiting reimbursement');
  await noAxeViolations(page);

  await page.goto('/dispatch/flights?q=E2EABC');
  const row = page.getByRole('table', { name: "Drivers' flights" }).getByRole('row').filter({ hasText: 'DL1845' });
  await expect(row).toContainText('Dale Driver');
  await expect(row).toContainText('ATL → DFW');
  await expect(row).toContainText('$245.80');
  await expect(page.getByText('1 flight, $245.80 in all')).toBeVisible();
  await row.getByRole('link', { name: 'Delta Air Lines DL1845' }).click();

  await expect(page).toHaveURL(flightUrl);
  await travel.field('Cost').fill('260');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(details).toContainText('$260.00');

  await travel.cancelBooking('flight', 'Pickup moved');
  await expect(details.getByRole('alert').or(details.getByText(/^Cancelled .*: Pickup moved$/))).toContainText('Pickup moved');
  await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
  await page.goto('/dispatch/flights?q=E2EABC');
  await expect(page.getByText('No flights match this view')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Show cancelled flights' }).check();
  await expect(page.getByRole('table', { name: "Drivers' flights" }).getByRole('row').filter({ hasText: 'DL1845' })).toContainText(
    'Cancelled',
  );
  await expect(page.getByText('1 flight, $0.00 in all')).toBeVisible();
});

test('a dispatcher books the rental car home and finds it in the list', async ({ page }) => {
  const travel = new TravelPages(page);
  await page.goto('/dispatch/rentals/view');
  await expect(page).toHaveTitle('Rental Details | Dispatch | Legwork');
  await travel.chooseDriver('Dale Driver');
  await page.getByRole('combobox', { name: 'Purpose' }).selectOption({ label: 'Home' });
  await travel.field('Rental company').fill('Hertz');
  await travel.field('Pickup place').fill('Hertz, DFW airport');
  await travel.fillTime('Pickup', '2027-03-17', '14:00', 'America/Chicago');
  await travel.field('Return place').fill('Hertz, ATL airport');
  await travel.fillTime('Return', '2027-03-19', '11:00', 'America/New_York');
  await travel.field('Confirmation code').fill('e2erent');
  await travel.field('Cost').fill('189.40');
  await page.getByRole('button', { name: 'Save rental' }).click();
  await expect(page).toHaveURL(/\/dispatch\/rentals\/view\?id=[0-9a-f-]{36}$/);
  await expect(page.getByRole('region', { name: 'Hertz rental, Hertz, DFW airport → Hertz, ATL airport' })).toContainText('$189.40');

  await page.goto('/dispatch/rentals?q=E2ERENT');
  const row = page.getByRole('table', { name: "Drivers' rental cars" }).getByRole('row').filter({ hasText: 'Hertz' });
  await expect(row).toContainText('Dale Driver');
  await expect(row).toContainText('Home');
  await expect(row).toContainText('$189.40');
  await noAxeViolations(page);
});
