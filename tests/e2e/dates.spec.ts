/**
 * Dates (issue 13): one date input for the portal wizard and the staff form, typed in the tenant's locale (MM/DD/YYYY
 * for Legwork East, en-US), read strictly, with a calendar whose weeks start on Monday; a past pickup refused; the
 * review and the order page write "Nov 20, 2027"; confirmations name the time zone and the phone to call.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CreateOrderPage } from './pages/CreateOrderPage';
import { OrderLegPage } from './pages/OrderLegPage';
import { PortalWizard } from './pages/PortalWizard';
import { graphqlRead, graphqlWrite, myTenants } from './support/api';
import { expect, test } from './support/fixtures';

test.describe.configure({ timeout: 120_000 });

const NEXT_YEAR = new Date().getFullYear() + 1;
const LAST_YEAR = new Date().getFullYear() - 1;

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map((v) => v.id);

test.describe('the portal wizard', () => {
  test.use({ signedInAs: 'client' });

  test('a US client types 11/20/<next year>: the review says Nov 20; a past or two-digit-year date is refused', async ({ page }) => {
    await page.goto('/portal/orders/create');
    const wizard = new PortalWizard(page);
    await wizard.vehicle(1, { year: '2021', make: 'Toyota', model: 'Camry' });
    await wizard.goNext('Pickup');
    await wizard.newAddress('Pickup', { name: 'Dates Back Lot', street: '100 Main Street', postalCode: '02139', contact: 'Pat Pickup' });
    await wizard.step('Pickup').getByRole('textbox', { name: 'Contact phone', exact: true }).fill('617-555-0142');
    await wizard.goNext('Delivery');
    await wizard.newAddress('Delivery', { name: 'Dates Body Shop', street: '5 Pier Road', postalCode: '10001' });
    await wizard.goNext('Dates');

    const dates = wizard.step('Dates');
    await dates.getByRole('combobox', { name: 'Pickup timing' }).selectOption({ label: 'On' });
    const day = dates.getByRole('textbox', { name: 'Pickup day' });
    // The locale's format is asked for, not YYYY-MM-DD.
    await expect(day).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    await expect(day).toHaveAccessibleDescription(/^MM\/DD\/YYYY, for example 11\/20\/2026/);

    // On a phone the calendar fits the screen; Escape closes it and gives the focus back to its button.
    await page.setViewportSize({ width: 390, height: 844 });
    await dates.getByRole('button', { name: 'Calendar for pickup day' }).click();
    await expect(dates.getByRole('group', { name: 'Pickup day calendar' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.keyboard.press('Escape');
    await expect(dates.getByRole('group', { name: 'Pickup day calendar' })).toHaveCount(0);
    await expect(dates.getByRole('button', { name: 'Calendar for pickup day' })).toBeFocused();
    await page.setViewportSize({ width: 1280, height: 800 });

    // A two-digit year is ambiguous: an error once the field is left, never a guess.
    await day.fill('11/20/27');
    await day.blur();
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(dates.getByText('Enter the date as MM/DD/YYYY, for example 11/20/2026.')).toBeVisible();

    // A past day: Next is refused with the shared schema's words, so the order cannot be placed.
    await day.fill(`11/20/${LAST_YEAR}`);
    await wizard.next.click();
    await expect(dates).toBeVisible();
    await expect(day).toHaveAccessibleDescription(/Pickup can't be in the past/);
    await expect(page.getByRole('button', { name: 'Place order' })).toHaveCount(0);

    await day.fill(`11/20/${NEXT_YEAR}`);
    await expect(day).not.toHaveAttribute('aria-invalid', 'true');
    await wizard.goNext('Service');
    await page.getByRole('radio', { name: 'Trucked' }).check();
    await wizard.goNext('Review');
    const review = wizard.step('Review');
    await expect(review.getByText(`On Nov 20, ${NEXT_YEAR}`)).toBeVisible();
    await expect(review.getByText(/\d\d\/\d\d\/\d\d/)).toHaveCount(0);
    await expect(wizard.priceLines().getByRole('row').nth(1)).toBeVisible();

    // The confirmation: the requested window in the tenant's time zone, and the phones to call.
    await page.getByRole('button', { name: 'Place order' }).click();
    const confirm = wizard.confirmation();
    await expect(confirm.getByText(`Pickup on Nov 20, ${NEXT_YEAR}, delivery as soon as possible (America/New_York)`)).toBeVisible();
    await expect(confirm.getByText('Pat Pickup, 617-555-0142')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Place order' }).click();

    await expect(page).toHaveURL(/\/portal\/orders\/[0-9a-f-]{36}$/);
    const moves = page.getByRole('table', { name: 'Vehicle moves of this order' });
    await expect(moves.getByText(`Requested on Nov 20, ${NEXT_YEAR}`)).toBeVisible();
    // Nothing is confirmed yet: no ETA is made up from the request.
    await expect(moves.getByText(/ETA/)).toHaveCount(0);
  });
});

test.describe('the staff order form', () => {
  test.use({ signedInAs: 'admin' });

  test('uses the same input: typed, or picked from a keyboard-opened calendar whose weeks start on Monday', async ({ page }) => {
    const tenant = (await myTenants(page.request)).find((item) => item.name === 'Legwork East');
    if (!tenant) throw new Error('admin@ is not in Legwork East');
    const create = new CreateOrderPage(page);
    await create.goto(tenant.id);
    await create.client.selectOption({ label: 'Northwind Motors (NWM)' });
    await create.vehicleByHand(1, { year: '2021', make: 'Toyota', model: 'Camry' });
    await create.addSavedPlace('Dundalk', 'Port of Baltimore – Dundalk Marine Terminal');
    await create.addSavedPlace('Hub – BWI', 'Legwork East Hub – BWI');
    await create.addLeg(1, {
      origin: 'A · Port of Baltimore – Dundalk Marine Terminal (Baltimore, MD)',
      method: 'Driven',
      destination: 'B · Legwork East Hub – BWI (Hanover, MD)',
    });
    const leg = create.leg(1, 1);
    await leg.getByRole('combobox', { name: 'Pickup', exact: true }).selectOption({ label: 'On' });
    const pickup = leg.getByRole('textbox', { name: 'Pickup date' });
    await expect(pickup).toHaveAttribute('placeholder', 'MM/DD/YYYY');

    // A past day typed: the same shared rule as the portal's.
    await pickup.fill(`01/15/${LAST_YEAR}`);
    await create.submitButton('Save draft').click();
    await expect(pickup).toHaveAccessibleDescription(/Pickup can't be in the past/);

    // The keyboard: type a day, Tab to the calendar button, open it, move a week on, pick that day.
    await pickup.fill(`11/18/${NEXT_YEAR}`);
    await pickup.press('Tab');
    const toggle = leg.getByRole('button', { name: 'Calendar for pickup date' });
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    const calendar = leg.getByRole('group', { name: 'Pickup date calendar' });
    const grid = calendar.getByRole('table', { name: `November ${NEXT_YEAR}` });
    await expect(grid.getByRole('columnheader').first()).toHaveAccessibleName('Monday');
    await expect(grid.getByRole('columnheader').last()).toHaveAccessibleName('Sunday');
    await expect(calendar.getByRole('combobox', { name: 'Year' }).locator('option').first()).toHaveText('1900');
    await expect(calendar.getByRole('combobox', { name: 'Year' }).locator('option').last()).toHaveText('2100');
    const chosen = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(Date.UTC(NEXT_YEAR, 10, 18));
    await expect(grid.getByRole('button', { name: chosen })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(calendar).toHaveCount(0);
    await expect(pickup).toHaveValue(`11/25/${NEXT_YEAR}`);
    await expect(pickup).toBeFocused();

    // The confirmation names the window and its time zone, and whom to call at each place.
    await create.submitButton('Create and submit').click();
    const confirm = page.getByRole('dialog', { name: 'Create and submit this order?' });
    await expect(confirm.getByText(`Pickup on Nov 25, ${NEXT_YEAR}, delivery as soon as possible (America/New_York)`)).toBeVisible();
    await expect(confirm.getByText('Front desk, 215-555-0100')).toHaveCount(2);
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Create and submit' }).click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('table', { name: 'Legs of this order' }).getByText(`On Nov 25, ${NEXT_YEAR}`)).toBeVisible();
  });
});

test.describe('the leg confirmation', () => {
  test.use({ signedInAs: 'admin' });

  test('repeats the requested window, its time zone and the pickup phone; times are typed on the tenant clock', async ({ page }) => {
    const tenant = (await myTenants(page.request)).find((item) => item.name === 'Legwork East');
    if (!tenant) throw new Error('admin@ is not in Legwork East');
    const { clients } = await graphqlRead<{ clients: { data: { id: string }[] } }>(
      page.request,
      '{ clients(first: 1) { data { id } } }',
      tenant.id,
    );
    const place = (name: string, postalCode: string, contactPhone?: string) => ({
      name,
      type: 'COMMERCIAL',
      address1: `1 ${name} Way`,
      city: 'Boston',
      stateProvince: 'MA',
      postalCode,
      contactName: 'Lot manager',
      contactPhone,
    });
    const input = {
      clientId: clients.data[0].id,
      vehicles: [{ make: 'Toyota', model: 'Camry', year: 2021 }],
      locations: [place('Dates Yard', '02110', '617-555-0199'), place('Dates Dealer', '02118')],
      legs: [
        {
          vehicleRef: 0,
          originRef: { index: 0 },
          destinationRef: { index: 1 },
          transportMethod: 'CLIENT_IN',
          requestedPickup: { mode: 'ON', date: `${NEXT_YEAR}-11-20` },
          requestedDelivery: { mode: 'BEFORE', date: `${NEXT_YEAR}-11-22` },
          pickupContact: { name: 'Ana Ruiz', phone: '617-555-0142' },
        },
      ],
    };
    const { createOrder } = await graphqlWrite<{ createOrder: { legs: { id: string }[] } }>(
      page.request,
      'mutation ($input: OrderInput!) { createOrder(input: $input) { legs { id } } }',
      { input },
      tenant.id,
    );
    const id = createOrder.legs[0].id;
    for (const [event, version] of [
      ['PROCESS', 1],
      ['REQUEST_CONFIRMATION', 2],
    ] as const)
      await graphqlWrite(
        page.request,
        `mutation ($id: ID!) { transitionOrderLeg(id: $id, event: ${event}, version: ${version}) { id } }`,
        { id },
        tenant.id,
      );

    const leg = new OrderLegPage(page);
    await leg.goto(id, { tenantId: tenant.id });
    await leg.statusIs('Pending confirmation');
    await leg.action('Confirm').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(`Pickup on Nov 20, ${NEXT_YEAR}, delivery before Nov 22, ${NEXT_YEAR} (America/New_York)`)).toBeVisible();
    // The leg's own contact, not the yard's front desk (issue 32); a leg that names nobody says so.
    await expect(dialog.getByText('Pickup contact: Ana Ruiz, 617-555-0142')).toBeVisible();
    await expect(dialog.getByRole('link', { name: '617-555-0142' })).toHaveAttribute('href', 'tel:6175550142');
    await expect(dialog.getByText('Delivery contact: none given on this leg')).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Confirmed pickup time' })).toHaveAccessibleDescription(
      'Time zone: America/New_York',
    );
    // Minutes come in steps of 5: 9:05 is offered, 9:07 is not.
    await expect(dialog.getByRole('option', { name: '9:05 AM' }).first()).toBeAttached();
    await expect(dialog.getByRole('option', { name: '9:07 AM' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Back' }).click();

    await leg.confirm(`${NEXT_YEAR}-11-20T09:05`, `${NEXT_YEAR}-11-21T16:30`);
    await leg.statusIs('Call center confirmed');
    // Stored as the instant 9:05 New York time (14:05 UTC in November), shown again on the tenant clock.
    const stored = await graphqlRead<{ orderLeg: { confirmedPickupAt: string } }>(
      page.request,
      `{ orderLeg(id: "${id}") { confirmedPickupAt } }`,
      tenant.id,
    );
    expect(new Date(stored.orderLeg.confirmedPickupAt).toISOString()).toBe(`${NEXT_YEAR}-11-20T14:05:00.000Z`);
    await expect(page.getByText(`Nov 20, ${NEXT_YEAR}, 9:05 AM`)).toBeVisible();
  });
});
