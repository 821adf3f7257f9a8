/** /orders/create: two vehicles (one decoded from its VIN), a three-leg chain, the live price, one order created. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CreateOrderPage } from './pages/CreateOrderPage';
import { graphqlRead, myTenants, type Tenant } from './support/api';
import { expect, test } from './support/fixtures';

test.use({ signedInAs: 'admin' });

const DUNDALK = 'Port of Baltimore – Dundalk Marine Terminal';
const BWI_HUB = 'Legwork East Hub – BWI';
const A = `A · ${DUNDALK} (Baltimore, MD)`;
const B = `B · ${BWI_HUB} (Hanover, MD)`;
const C = 'C · Residence – E2E Light St (Baltimore, MD)';

const east = async (page: Page): Promise<Tenant> => {
  const tenant = (await myTenants(page.request)).find((item) => item.name === 'Legwork East');
  if (!tenant) throw new Error('admin@ is not in Legwork East');
  return tenant;
};

type StoredLeg = {
  sequence: number;
  transportMethod: string;
  status: string;
  requestedDelivery: { mode: string; date: string | null };
  vehicle: { vin: string | null; year: number | null; make: string | null; model: string | null };
  origin: { name: string };
  destination: { name: string };
};

type Stored = {
  order: { number: string; referenceNumbers: string[]; legs: StoredLeg[] };
  orders: { paginatorInfo: { total: number } };
};

test('an order with two vehicles and a three-leg chain: VIN decoded, priced live, created and submitted once', async ({ page }) => {
  // A long form filled field by field, as a person would.
  test.setTimeout(90_000);
  const tenant = await east(page);
  const create = new CreateOrderPage(page);
  await create.goto(tenant.id);
  await expect(page).toHaveTitle('Create Order | Orders | Legwork');

  await create.client.selectOption({ label: 'Northwind Motors (NWM)' });
  const reference = `E2E-${Date.now().toString(36)}`;
  await create.form.getByRole('button', { name: 'Add reference number' }).click();
  await create.form.getByRole('textbox', { name: 'Reference number 1' }).fill(reference);

  await create.decodeVin(1, '1HGCM82633A004352');
  await expect(create.vehicle(1).getByRole('status')).toHaveText(/^Decoded: 2003 Honda/);
  await expect(create.vehicle(1).getByRole('textbox', { name: 'Year' })).toHaveValue('2003');
  await expect(create.vehicle(1).getByRole('textbox', { name: 'Make' })).toHaveValue('Honda');
  await create.addVehicle();
  await create.vehicleByHand(2, { year: '2021', make: 'Ford', model: 'F-150' });

  await create.addSavedPlace('Dundalk', DUNDALK);
  await create.addSavedPlace('Hub – BWI', BWI_HUB);
  await create.addNewAddress();
  const home = create.newAddress('C');
  await home.getByRole('textbox', { name: 'Name' }).fill('Residence – E2E Light St');
  await home.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Residence' });
  await home.getByRole('textbox', { name: 'Address' }).fill('10 Light St');
  await home.getByRole('textbox', { name: 'Postal code' }).fill('21202');
  await home.getByRole('textbox', { name: 'Postal code' }).blur();
  await expect(home.getByText('Located from the postal code.')).toBeVisible();
  await expect(home.getByRole('textbox', { name: 'City' })).toHaveValue('Baltimore');
  await expect(home.getByRole('textbox', { name: 'State or province' })).toHaveValue('MD');

  // Vehicle 1: A → B → C; vehicle 2: A → C. The second leg starts where the first ends, and says so.
  await create.addLeg(1, { origin: A, method: 'Trucked', destination: B });
  await create.addLeg(1, { method: 'Driven', destination: C, delivery: { mode: 'Before', date: '2030-06-30' } });
  await expect(create.leg(1, 2).getByRole('textbox', { name: 'Origin' })).toHaveValue(B);
  await create.addLeg(2, { origin: A, method: 'Trucked', destination: C });

  await expect(create.priceRows().first()).toBeVisible();
  expect(await create.priceRows().count()).toBeGreaterThanOrEqual(3);
  await expect(create.priceLines.getByRole('row', { name: /^Total \$[\d,]+\.\d\d$/ })).toBeVisible();

  // A double click still makes one order: one idempotency key per form, and one confirmation to answer.
  await create.submitButton('Create and submit').dblclick();
  const confirm = page.getByRole('dialog', { name: 'Create and submit this order?' });
  await expect(confirm.getByText('Leg 2: Pickup as soon as possible, delivery before Jun 30, 2030 (America/New_York)')).toBeVisible();
  await confirm.getByRole('button', { name: 'Create and submit' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByText(/^Order O-\d+ created and submitted\.$/)).toBeVisible();
  const legsTable = page.getByRole('table', { name: 'Legs of this order' });
  await expect(legsTable.getByRole('row')).toHaveCount(4);

  const orderId = new URL(page.url()).pathname.split('/').at(-1);
  const stored = await graphqlRead<Stored>(
    page.request,
    `{ order(id: "${orderId}") { number referenceNumbers legs { sequence transportMethod status requestedDelivery { mode date }
       vehicle { vin year make model } origin { name } destination { name } } }
       orders(search: "${reference}") { paginatorInfo { total } } }`,
    tenant.id,
  );
  expect(stored.orders.paginatorInfo.total).toBe(1);
  expect(stored.order.referenceNumbers).toEqual([reference]);
  const legs = stored.order.legs.map((leg) => ({
    vehicle: leg.vehicle.vin ?? `${leg.vehicle.year} ${leg.vehicle.make} ${leg.vehicle.model}`,
    sequence: leg.sequence,
    from: leg.origin.name,
    to: leg.destination.name,
    method: leg.transportMethod,
    status: leg.status,
  }));
  expect(legs).toEqual([
    { vehicle: '1HGCM82633A004352', sequence: 1, from: DUNDALK, to: BWI_HUB, method: 'TRUCKED', status: 'PROCESSING' },
    { vehicle: '1HGCM82633A004352', sequence: 2, from: BWI_HUB, to: 'Residence – E2E Light St', method: 'DRIVEN', status: 'PROCESSING' },
    { vehicle: '2021 Ford F-150', sequence: 1, from: DUNDALK, to: 'Residence – E2E Light St', method: 'TRUCKED', status: 'PROCESSING' },
  ]);
  expect(stored.order.legs[1].requestedDelivery).toEqual({ mode: 'BEFORE', date: '2030-06-30' });
  expect(stored.order.legs[0].vehicle).toMatchObject({ year: 2003, make: 'Honda' });
});

test('the form checks itself with the shared schema: errors beside their fields, the VIN check digit', async ({ page }) => {
  const tenant = await east(page);
  const create = new CreateOrderPage(page);
  await create.goto(tenant.id);

  await create.submitButton('Save draft').click();
  await expect(create.formAlert).toContainText('Check the highlighted fields');
  await expect(create.client).toBeFocused();
  await expect(create.client).toHaveAccessibleDescription('The client field is required.');
  await expect(page.getByRole('region', { name: 'Legs' }).getByRole('alert')).toHaveText('Add at least one leg.');
  await expect(create.vehicle(1).getByRole('textbox', { name: 'Make' })).toHaveAccessibleDescription(
    'The make field is required when there is no VIN.',
  );

  await create.decodeVin(1, '1HGCM82633A004353');
  await expect(create.vehicle(1).getByRole('textbox', { name: 'VIN' })).toHaveAccessibleDescription(/check digit \(position 9\) should be/);

  // Without places a leg cannot be placed; the chain says so at its origin.
  await create.legChain(1).getByRole('button', { name: 'Add leg', exact: true }).click();
  const origin = create.leg(1, 1).getByRole('combobox', { name: 'Origin' });
  await expect(origin).toHaveAccessibleDescription(/Add locations above first\..*The origin field is required\./);
  await expect(create.pricePreview).toContainText('The price appears once the form is complete');
  await expect(page).toHaveURL(/\/orders\/create/);

  // With its errors showing and a new address open, the form still passes axe's WCAG 2.1 A/AA rules.
  await create.addNewAddress();
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
