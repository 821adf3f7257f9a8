/**
 * Issue 14's admin pieces as a person uses them: a driver's home hub and pay profile (with repair chargeback), inviting
 * a driver to sign in (and the invited person choosing a password), a trucking company's users added and removed,
 * and the units panel of /safety/ifta-stickers with each unit's IFTA qualification and why.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { graphqlRead, graphqlWrite, latestMail, linkIn, myTenants } from './support/api';
import { expect, test } from './support/fixtures';
import { PasswordResetPage } from './pages/PasswordResetPage';

test.use({ signedInAs: 'admin' });
test.describe.configure({ timeout: 120_000 });

const YEAR = new Date().getFullYear();
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const INVITE_SUBJECT = 'You have been invited to Legwork (Legwork East)';

const eastOf = async (request: APIRequestContext) => {
  const east = (await myTenants(request)).find((tenant) => tenant.name === 'Legwork East');
  if (!east) throw new Error('The admin is not in Legwork East');
  return east.id;
};

const createDriverByApi = async (request: APIRequestContext, tenantId: string, lastName: string, email: string | null = null) => {
  const input = {
    firstName: 'Dina',
    lastName,
    email,
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

const noAxeViolations = async (page: Page) => {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)).toEqual([]);
};

test("a driver's home hub and pay profile are edited on the overview, refused when the rate is not money, and shown", async ({ page }) => {
  const tenantId = await eastOf(page.request);
  const lastName = `Payton${unique()}`;
  const driverId = await createDriverByApi(page.request, tenantId, lastName);
  const { hubs } = await graphqlRead<{ hubs: { id: string; name: string; code: string }[] }>(
    page.request,
    '{ hubs { id name code } }',
    tenantId,
  );
  const hub = hubs[0];

  await page.goto(`/admin/drivers/${driverId}`);
  await expect(page.getByRole('heading', { level: 2, name: `Dina ${lastName}` })).toBeVisible();
  await page.getByRole('button', { name: 'Edit driver' }).click();
  await page.getByLabel('Home hub').selectOption({ label: `${hub.name} (${hub.code})` });
  await page.getByLabel('Pay kind').selectOption({ label: 'Per mile' });
  await page.getByLabel('Pay rate').fill('0.625');
  await page.getByLabel('Repairs may be charged back to the driver').check();
  await page.getByRole('button', { name: 'Save driver' }).click();
  await expect(page.getByText('Enter the rate per mile as an amount, e.g. 0.62.')).toBeVisible();
  await expect(page.getByLabel('Pay rate')).toBeFocused();
  await noAxeViolations(page);

  await page.getByLabel('Pay rate').fill('0.62');
  await page.getByRole('button', { name: 'Save driver' }).click();
  await expect(page.getByText('Driver saved.')).toBeVisible();
  const details = page.getByRole('region', { name: 'Driver details' });
  await expect(details.getByRole('definition').filter({ hasText: '$0.62 per mile' })).toBeVisible();
  await expect(details.getByRole('definition').filter({ hasText: hub.name })).toBeVisible();
  await expect(details.getByRole('definition').filter({ hasText: 'Repairs may be charged back to the driver' })).toBeVisible();

  const stored = await graphqlRead<{
    driver: { homeHubId: string; payProfile: { kind: string; rate: number; chargebackAllowed: boolean } };
  }>(page.request, `{ driver(id: "${driverId}") { homeHubId payProfile { kind rate chargebackAllowed } } }`, tenantId);
  expect(stored.driver).toEqual({ homeHubId: hub.id, payProfile: { kind: 'PER_MILE', rate: 62, chargebackAllowed: true } });

  // A percentage, back in the form as it was typed.
  await page.getByRole('button', { name: 'Edit driver' }).click();
  await expect(page.getByLabel('Pay rate')).toHaveValue('0.62');
  await page.getByLabel('Pay kind').selectOption({ label: 'Percentage of the leg' });
  await page.getByLabel('Pay rate').fill('12.5');
  await page.getByRole('button', { name: 'Save driver' }).click();
  await expect(details.getByRole('definition').filter({ hasText: '12.5% of the leg' })).toBeVisible();
});

test('a driver is invited to sign in, shows who they sign in as, and the invited person chooses a password', async ({ page, browser }) => {
  const tenantId = await eastOf(page.request);
  const lastName = `Invitee${unique()}`;
  const email = `dina.${lastName.toLowerCase()}@drivers.test`;
  const driverId = await createDriverByApi(page.request, tenantId, lastName, email);

  await page.goto(`/admin/drivers/${driverId}`);
  await expect(page.getByText('Not invited yet')).toBeVisible();
  await page.getByRole('button', { name: 'Invite to sign in' }).click();
  await expect(page.getByLabel('Email to invite')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Signed in as Dina ${lastName} (${email})`)).toBeVisible();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invite to sign in' })).toHaveCount(0);
  await noAxeViolations(page);

  // The person follows the mailed link, signed out, and chooses a password.
  const link = linkIn(await latestMail(page.request, email, INVITE_SUBJECT), '/password-reset/');
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const person = await context.newPage();
  await person.goto(link);
  await new PasswordResetPage(person).choose('Tarmac-Lantern-42');
  await expect(person.getByText('Your password has been reset.')).toBeVisible();
  await context.close();
});

test("a trucking company's user is added by email and removed after a confirmation", async ({ page }) => {
  const tenantId = await eastOf(page.request);
  const name = `Haulers ${unique()}`;
  const { createTruckingCompany } = await graphqlWrite<{ createTruckingCompany: { id: string } }>(
    page.request,
    'mutation ($input: TruckingCompanyInput!) { createTruckingCompany(input: $input) { id } }',
    { input: { legalName: `${name} LLC`, displayName: name } },
    tenantId,
  );
  const email = `dispatch.${unique()}@haulers.test`;

  await page.goto(`/admin/trucking-companies/${createTruckingCompany.id}`);
  await expect(page.getByText('No users yet')).toBeVisible();
  await page.getByLabel('User email').fill(email);
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText('The name field is required for a new user.')).toBeVisible();
  await page.getByLabel('User name').fill('Rhea Dispatcher');
  await page.getByRole('button', { name: 'Add user' }).click();
  const users = page.getByRole('list', { name: `Users of ${name}` });
  await expect(users.getByRole('listitem').filter({ hasText: email })).toContainText('Rhea Dispatcher');
  await expect(page.getByText(`${email} added. They were emailed how to sign in.`)).toBeVisible();
  await latestMail(page.request, email, INVITE_SUBJECT);
  await noAxeViolations(page);

  await users.getByRole('button', { name: 'Remove Rhea Dispatcher' }).click();
  await page.getByRole('button', { name: 'Remove user' }).click();
  await expect(page.getByText('Rhea Dispatcher removed: they no longer see this company.')).toBeVisible();
  await expect(page.getByText('No users yet')).toBeVisible();
  const stored = await graphqlRead<{ truckingCompany: { users: unknown[] } }>(
    page.request,
    `{ truckingCompany(id: "${createTruckingCompany.id}") { users { id } } }`,
    tenantId,
  );
  expect(stored.truckingCompany.users).toEqual([]);
});

test('a unit is created on the IFTA page with its qualification and why, and edited', async ({ page }) => {
  const unitNumber = `U${unique()}`.slice(0, 20);
  await page.goto('/safety/ifta-stickers');
  const units = page.getByRole('region', { name: 'Units' });
  await units.getByRole('button', { name: 'New unit' }).click();
  const dialog = page.getByRole('dialog', { name: 'New unit' });
  await dialog.getByRole('button', { name: 'Create unit' }).click();
  await expect(dialog.getByText('The unit number field is required.')).toBeVisible();
  await dialog.getByLabel('Unit number').fill(unitNumber);
  await dialog.getByLabel('Kind').selectOption({ label: 'Pickup' });
  await dialog.getByLabel('Axles').fill('2');
  await dialog.getByLabel('Gross weight (lb)').fill('14,000');
  // Drivers are found by name, not picked from the first hundred.
  await dialog.getByRole('searchbox', { name: 'Find a driver' }).fill('Dale');
  await dialog.getByLabel('Driver', { exact: true }).selectOption({ label: 'Dale Driver' });
  await noAxeViolations(page);
  await dialog.getByRole('button', { name: 'Create unit' }).click();
  await expect(dialog).toHaveCount(0);

  await units.getByRole('searchbox', { name: 'Find a unit' }).fill(unitNumber);
  const row = units.getByRole('row').filter({ has: page.getByRole('rowheader', { name: unitNumber }) });
  await expect(row.getByText('No', { exact: true })).toBeVisible();
  await expect(row).toContainText('Dale Driver');
  await expect(row).toContainText(
    'Two axles, a gross weight of 14,000 lb (not over 26,000 lb) and pulls no trailer: not an IFTA qualified motor vehicle.',
  );

  await row.getByRole('button', { name: `Edit unit ${unitNumber}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit unit ${unitNumber}` });
  await edit.getByLabel('Combined weight (lb)').fill('31000');
  await edit.getByRole('button', { name: 'Save unit' }).click();
  await expect(edit).toHaveCount(0);
  await expect(row.getByText('Yes', { exact: true })).toBeVisible();
  await expect(row).toContainText('A combination weighing 31,000 lb, over 26,000 lb.');
});

test('a TOW leg records the power unit that ran it, and the unit is shown on the leg', async ({ page }) => {
  const tenantId = await eastOf(page.request);
  const unitNumber = `L${unique()}`.slice(0, 20);
  const unit = await graphqlWrite<{ createUnit: { id: string } }>(
    page.request,
    'mutation ($input: UnitInput!) { createUnit(input: $input) { id } }',
    { input: { unitNumber, kind: 'TOW_TRUCK', axles: 2, grossWeightLb: 19_500, fuelType: 'DIESEL' } },
    tenantId,
  );
  const legs = await graphqlRead<{ orderLegs: { data: { id: string; unit: { id: string } | null }[] } }>(
    page.request,
    '{ orderLegs(first: 1, where: { column: TRANSPORT_METHOD, value: "TOW" }, orderBy: [{ column: NUMBER, order: DESC }]) { data { id unit { id } } } }',
    tenantId,
  );
  const leg = legs.orderLegs.data[0];
  expect(leg, 'the demo seed has a TOW leg in East').toBeDefined();
  await page.goto(`/order-legs/${leg.id}`);
  const panel = page.getByRole('region', { name: 'Power unit' });
  await panel.getByLabel('Unit that ran this leg').selectOption({ label: `Unit ${unitNumber} (tow truck)` });
  await panel.getByRole('button', { name: 'Save unit' }).click();
  await expect(panel.getByRole('paragraph').first()).toHaveText(`Unit ${unitNumber} (tow truck)`);
  const stored = await graphqlRead<{ orderLeg: { unit: { id: string } | null } }>(
    page.request,
    `{ orderLeg(id: "${leg.id}") { unit { id } } }`,
    tenantId,
  );
  expect(stored.orderLeg.unit?.id).toBe(unit.createUnit.id);
  await noAxeViolations(page);
});

test("a client on a driver's DSC visibility list offers its open legs, shown on the tab", async ({ page }) => {
  const tenantId = await eastOf(page.request);
  const open = await graphqlRead<{ orderLegs: { data: { number: string; order: { client: { displayName: string } } }[] } }>(
    page.request,
    `{ orderLegs(first: 1, status: [CLEARED_FOR_DISPATCH], orderBy: [{ column: NUMBER, order: ASC }],
        where: { AND: [{ column: TRANSPORT_METHOD, value: "DRIVEN" }, { column: DRIVER_ID, operator: IS_NULL }, { column: TRUCKING_COMPANY_ID, operator: IS_NULL }] }) {
        data { number order { client { displayName } } } } }`,
    tenantId,
  );
  const leg = open.orderLegs.data[0];
  expect(leg, 'the demo seed has an open, unassigned DRIVEN leg in East').toBeDefined();
  const driverId = await createDriverByApi(page.request, tenantId, `Offers${unique()}`);
  await page.goto(`/admin/drivers/${driverId}/dsc-visibility`);
  const offers = page.getByRole('region', { name: 'Legs offered now' });
  await expect(offers).toContainText('No open leg is offered to this driver now.');
  await page.getByLabel('Client').selectOption({ label: leg.order.client.displayName });
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Save DSC visibility' }).click();
  const table = offers.getByRole('table', { name: 'Legs offered to the driver' });
  await expect(table.getByRole('rowheader', { name: leg.number })).toBeVisible();
  await expect(table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: leg.number }) })).toContainText(
    leg.order.client.displayName,
  );
  await noAxeViolations(page);
});
