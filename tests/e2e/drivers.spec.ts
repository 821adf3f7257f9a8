/**
 * Drivers (issue 14): a driver created through the form is refused a TRAILER leg with the reason (by the picker
 * and by the server), qualifies once their licence class is changed on the licence tab, and is assigned; a
 * disqualified driver shows it and is refused; the list filters by status and exports CSV; axe and phones.
 */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { DriverPages } from './pages/DriverPages';
import { OrderLegPage } from './pages/OrderLegPage';
import { graphqlRead, graphqlWrite, myTenants } from './support/api';
import { expect, test } from './support/fixtures';

test.use({ signedInAs: 'admin' });
test.describe.configure({ timeout: 120_000 });

const YEAR = new Date().getFullYear();
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

const eastOf = async (request: APIRequestContext) => {
  const east = (await myTenants(request)).find((tenant) => tenant.name === 'Legwork East');
  if (!east) throw new Error('The admin is not in Legwork East');
  return east.id;
};

/** A one-leg DRIVEN order moving a TRAILER (a class A CDL vehicle), walked to CLEARED_FOR_DISPATCH through the API. */
const clearedTrailerLeg = async (request: APIRequestContext, tenantId: string): Promise<string> => {
  const { clients } = await graphqlRead<{ clients: { data: { id: string }[] } }>(
    request,
    '{ clients(first: 1) { data { id } } }',
    tenantId,
  );
  const place = (name: string, postalCode: string) => ({
    name,
    type: 'COMMERCIAL',
    address1: `1 ${name} Way`,
    city: 'Boston',
    stateProvince: 'MA',
    postalCode,
  });
  const input = {
    clientId: clients.data[0].id,
    referenceNumbers: [`E2E-DRV-${unique()}`],
    vehicles: [{ make: 'Utility', model: 'Flatbed trailer', year: 2022, vehicleClass: 'TRAILER' }],
    locations: [place('Trailer Yard', '02110'), place('Trailer Dealer', '02118')],
    legs: [
      {
        vehicleRef: 0,
        originRef: { index: 0 },
        destinationRef: { index: 1 },
        transportMethod: 'DRIVEN',
        requestedPickup: { mode: 'ASAP' },
        requestedDelivery: { mode: 'ASAP' },
      },
    ],
  };
  const { createOrder } = await graphqlWrite<{ createOrder: { legs: { id: string; version: number }[] } }>(
    request,
    'mutation ($input: OrderInput!) { createOrder(input: $input) { legs { id version } } }',
    { input },
    tenantId,
  );
  const [{ id }] = createOrder.legs;
  let { version } = createOrder.legs[0];
  const steps: [string, object | null][] = [
    ['PROCESS', null],
    ['REQUEST_CONFIRMATION', null],
    ['CONFIRM', { confirmedPickupAt: `${YEAR + 1}-01-02T14:00:00Z`, confirmedDeliveryAt: `${YEAR + 1}-01-03T22:00:00Z` }],
    ['CLEAR', null],
  ];
  for (const [event, transitionInput] of steps) {
    const data = await graphqlWrite<{ transitionOrderLeg: { version: number } }>(
      request,
      `mutation ($id: ID!, $version: Int!, $input: LegTransitionInput) { transitionOrderLeg(id: $id, event: ${event}, version: $version, input: $input) { version } }`,
      { id, version, input: transitionInput },
      tenantId,
    );
    version = data.transitionOrderLeg.version;
  }
  return id;
};

const createDriverByApi = async (request: APIRequestContext, tenantId: string, lastName: string): Promise<string> => {
  const input = {
    firstName: 'Dina',
    lastName,
    employment: 'COMPANY',
    licenceNumber: `S${unique()}`.slice(0, 12),
    licenceState: 'MA',
    licenceClass: 'A_CDL',
    licenceExpiresOn: `${YEAR + 3}-06-30`,
    medicalCardExpiresOn: `${YEAR + 2}-06-30`,
  };
  const data = await graphqlWrite<{ createDriver: { id: string } }>(
    request,
    'mutation ($input: DriverInput!) { createDriver(input: $input) { id } }',
    { input },
    tenantId,
  );
  return data.createDriver.id;
};

/** Opens the leg's Assign dialog and picks the driver by name. */
const pickDriver = async (page: Page, legId: string, name: string, lastName: string) => {
  const leg = new OrderLegPage(page);
  await leg.goto(legId);
  await leg.statusIs('Cleared for dispatch');
  await leg.action('Assign').click();
  await leg.dialog.getByLabel('Find a driver').fill(lastName);
  await leg.dialog.getByRole('radio', { name: new RegExp(name) }).check();
  return leg;
};

const noAxeViolations = async (page: Page) => {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
};

test('a driver created with a class B licence is refused a TRAILER leg, qualifies with class A, and is assigned', async ({ page }) => {
  const tenantId = await eastOf(page.request);
  const legId = await clearedTrailerLeg(page.request, tenantId);
  const lastName = `Trailerton${unique()}`;
  const name = `Bea ${lastName}`;
  const drivers = new DriverPages(page);

  await drivers.create({
    firstName: 'Bea',
    lastName,
    licenceNumber: `B${unique()}`.slice(0, 12),
    licenceState: 'MA',
    licenceClass: 'Class B CDL',
    licenceExpiresOn: `${YEAR + 3}-05-31`,
    medicalCardExpiresOn: `${YEAR + 2}-05-31`,
  });
  await expect(page).toHaveURL(/\/admin\/drivers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByText('Class B CDL').first()).toBeVisible();
  const driverUrl = new URL(page.url()).pathname;
  await noAxeViolations(page);

  // The picker says why, and the server refuses the same.
  const leg = await pickDriver(page, legId, name, lastName);
  await expect(leg.dialog.getByText('Not qualified for this leg:')).toBeVisible();
  await expect(leg.dialog.getByText(`A TRAILER vehicle needs a class A CDL licence; ${name} holds class B CDL.`)).toBeVisible();
  await leg.dialog.getByRole('button', { name: 'Assign leg' }).click();
  await expect(leg.dialog.getByText(/^Not allowed now: .*not qualified/)).toBeVisible();
  await leg.dialog.getByRole('button', { name: 'Back' }).click();
  await leg.statusIs('Cleared for dispatch');

  // The licence tab changes the class.
  await page.goto(`${driverUrl}/license-info`);
  await expect(drivers.tab('Licence')).toHaveAttribute('aria-current', 'page');
  await noAxeViolations(page);
  await page.getByLabel('Licence class').selectOption({ label: 'Class A CDL' });
  await page.getByRole('button', { name: 'Save licence' }).click();
  await expect(page.getByText('Class A CDL').first()).toBeVisible();
  await expect(page.getByText('Driver saved.')).toBeVisible();

  // Now qualified: assigned, and the leg names the driver.
  const again = await pickDriver(page, legId, name, lastName);
  await expect(again.dialog.getByText('Qualified for this leg today.')).toBeVisible();
  await again.dialog.getByRole('button', { name: 'Assign leg' }).click();
  await again.statusIs('Pending pickup');
  await expect(page.getByText(name).first()).toBeVisible();

  // The driver's all-legs tab lists it.
  await page.goto(`${driverUrl}/all-legs`);
  await expect(page.getByRole('table', { name: 'Legs of this driver' }).getByRole('link').first()).toHaveAttribute(
    'href',
    `/order-legs/${legId}`,
  );
});

test('a disqualified driver shows it with who and why, and is refused a leg', async ({ page }) => {
  const tenantId = await eastOf(page.request);
  const lastName = `Parked${unique()}`;
  const name = `Dina ${lastName}`;
  const driverId = await createDriverByApi(page.request, tenantId, lastName);
  const legId = await clearedTrailerLeg(page.request, tenantId);

  await page.goto(`/admin/drivers/${driverId}/safety`);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await page.getByRole('button', { name: 'Disqualify driver' }).click();
  await page.getByRole('button', { name: 'Disqualify', exact: true }).click();
  await expect(page.getByLabel('Reason for disqualification')).toBeFocused();
  await expect(page.getByText('The reason field is required.')).toBeVisible();
  await page.getByLabel('Reason for disqualification').fill('Failed the road test');
  await page.getByRole('button', { name: 'Disqualify', exact: true }).click();
  await expect(page.getByText(/Disqualified .* by Ada Admin: Failed the road test/)).toBeVisible();
  await expect(page.getByRole('region', { name, exact: true }).getByText('Disqualified', { exact: true })).toBeVisible();

  const leg = await pickDriver(page, legId, name, lastName);
  await expect(leg.dialog.getByText(`${name} is disqualified: Failed the road test.`)).toBeVisible();
  await leg.dialog.getByRole('button', { name: 'Assign leg' }).click();
  await expect(leg.dialog.getByText(/^Not allowed now: .*disqualified/)).toBeVisible();

  // Reinstated again, by the same tab.
  await page.goto(`/admin/drivers/${driverId}/safety`);
  await page.getByRole('button', { name: 'Reinstate driver' }).click();
  await expect(page.getByText('Not disqualified.', { exact: false })).toBeVisible();
});

test('the drivers list filters by status and exports the filtered list as CSV', async ({ page }) => {
  const tenantId = await eastOf(page.request);
  const lastName = `Listed${unique()}`;
  const driverId = await createDriverByApi(page.request, tenantId, lastName);
  const drivers = new DriverPages(page);

  await page.goto('/admin/drivers');
  await expect(page).toHaveTitle('All Drivers | Drivers | Legwork');
  await expect(drivers.list.getByRole('link').first()).toBeVisible();
  await noAxeViolations(page);

  await drivers.search.fill(lastName);
  await expect(page).toHaveURL(new RegExp(`q=${lastName}`));
  await expect(drivers.list.getByRole('link', { name: `Dina ${lastName}` })).toBeVisible();
  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Disqualified' }).click();
  await expect(page).toHaveURL(/status=DISQUALIFIED/);
  await expect(page.getByText('No drivers match this view')).toBeVisible();

  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Unassigned' }).click();
  await expect(page).toHaveURL(/status=DISQUALIFIED%2CUNASSIGNED|status=DISQUALIFIED,UNASSIGNED/);
  await expect(drivers.list.getByRole('link', { name: `Dina ${lastName}` })).toHaveAttribute('href', `/admin/drivers/${driverId}`);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await readFile(await (await download).path(), 'utf8');
  const lines = file
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toContain('Name,Status,Employment');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`Dina ${lastName},Unassigned,Company driver`);
  await expect(page.getByText('Exported 1 drivers.')).toBeVisible();

  // Its documents run for years: the expiring filter leaves it out.
  await page.getByLabel('Documents expiring within 30 days').check();
  await expect(page).toHaveURL(/expiring=1/);
  await expect(page.getByText('No drivers match this view')).toBeVisible();
});

test('the drivers list and a driver fit a 390 px phone', async ({ page }) => {
  const tenantId = await eastOf(page.request);
  const driverId = await createDriverByApi(page.request, tenantId, `Phone${unique()}`);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const url of ['/admin/drivers', `/admin/drivers/${driverId}`, `/admin/drivers/${driverId}/leg-priority`]) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The page's content (the admin's top bar is the shell's, and wider than a phone for every admin page today).
    const extra = await page.evaluate(() => {
      const main = document.getElementById('main');
      return main ? Math.max(main.scrollWidth - main.clientWidth, Math.ceil(main.getBoundingClientRect().right) - window.innerWidth) : -1;
    });
    expect(extra, url).toBeLessThanOrEqual(0);
  }
});

test('leg priority reorders by keyboard buttons and saves', async ({ page }) => {
  const tenantId = await eastOf(page.request);
  const driverId = await createDriverByApi(page.request, tenantId, `Priority${unique()}`);
  await page.goto(`/admin/drivers/${driverId}/leg-priority`);
  await expect(page.getByText('No leg priority set')).toBeVisible();
  await page.getByLabel('Kind').selectOption({ label: 'A state or province' });
  await page.getByLabel('State or province').fill('PA');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByLabel('State or province').fill('NJ');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const items = page.getByRole('list').filter({ hasText: 'Region' }).getByRole('listitem');
  await expect(items).toHaveText([/1\.\s*PA/, /2\.\s*NJ/]);
  await page.getByRole('button', { name: 'Move NJ up' }).click();
  await expect(items).toHaveText([/1\.\s*NJ/, /2\.\s*PA/]);
  await page.getByRole('button', { name: 'Save leg priority' }).click();
  await expect(page.getByText('Leg priority saved.')).toBeVisible();
  await page.reload();
  await expect(items).toHaveText([/1\.\s*NJ/, /2\.\s*PA/]);
  const stored = await graphqlRead<{ driver: { legPriority: { region: string }[] } }>(
    page.request,
    `{ driver(id: "${driverId}") { legPriority { region } } }`,
    tenantId,
  );
  expect(stored.driver.legPriority.map((entry) => entry.region)).toEqual(['NJ', 'PA']);
});

test('a trucking company is created from the list, shows its insurance in words, and edits its contacts', async ({ page }) => {
  const name = `Haulers ${unique()}`;
  await page.goto('/admin/trucking-companies');
  await expect(page).toHaveTitle('All Trucking Companies | Trucking Companies | Legwork');
  await page.getByRole('button', { name: 'New trucking company' }).click();
  await page.getByRole('button', { name: 'Create trucking company' }).click();
  await expect(page.getByText('The display name field is required.')).toBeVisible();
  await page.getByLabel('Display name').fill(name);
  await page.getByLabel('Legal name').fill(`${name} LLC`);
  await page.getByLabel('USDOT number').fill('1234567');
  await page.getByLabel('Cargo insurer').fill('Acme Mutual');
  await page.getByRole('textbox', { name: 'Cargo insurance expires', exact: true }).fill(`01/15/${YEAR - 1}`);
  await page.getByRole('button', { name: 'Create trucking company' }).click();
  await expect(page).toHaveURL(/\/admin\/trucking-companies\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Acme Mutual' }).getByText('Expired')).toBeVisible();
  await noAxeViolations(page);

  await page
    .getByRole('navigation', { name: /^Trucking company / })
    .getByRole('link', { name: 'Contacts' })
    .click();
  await page.getByRole('button', { name: 'Add contact' }).click();
  await page.getByLabel('Last name').fill('Dispatcher');
  await page.getByLabel('Phone').fill('617-555-0100');
  await page.getByRole('button', { name: 'Save contacts' }).click();
  await expect(page.getByText('Contacts saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Last name')).toHaveValue('Dispatcher');
});
