/**
 * Issue 13, forms: the create-order banner goes once its errors are fixed; each leg's pickup and delivery contact
 * (form, confirmation, order and leg pages); the order's places each once in route order; several files uploaded
 * at once with a bar each, by picker, keyboard and drag and drop, a forged one refused with Retry; @mention
 * suggestions in the comment box.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { CreateOrderPage } from './pages/CreateOrderPage';
import { OrderLegPage } from './pages/OrderLegPage';
import { PortalWizard } from './pages/PortalWizard';
import { graphqlRead, graphqlWrite, myTenants } from './support/api';
import { expect, test } from './support/fixtures';
import { solidPng } from './support/png';

test.use({ signedInAs: 'admin' });
test.describe.configure({ timeout: 120_000 });

const DUNDALK = 'Port of Baltimore – Dundalk Marine Terminal';
const BWI_HUB = 'Legwork East Hub – BWI';
const A = `A · ${DUNDALK} (Baltimore, MD)`;
const B = `B · ${BWI_HUB} (Hanover, MD)`;

const eastOf = async (request: APIRequestContext) => {
  const east = (await myTenants(request)).find((tenant) => tenant.name === 'Legwork East');
  if (!east) throw new Error('The admin is not in Legwork East');
  return east.id;
};

type CreatedOrder = { id: string; legs: { id: string }[] };

/** One car from a yard through a hub to a dealer: two legs, three places. */
const createOrder = async (request: APIRequestContext, tenantId: string): Promise<CreatedOrder> => {
  const { clients } = await graphqlRead<{ clients: { data: { id: string }[] } }>(
    request,
    '{ clients(first: 1) { data { id } } }',
    tenantId,
  );
  const place = (name: string, city: string, postalCode: string) => ({
    name,
    type: 'COMMERCIAL',
    address1: `1 ${name} Way`,
    city,
    stateProvince: 'MA',
    postalCode,
  });
  const leg = (from: number, to: number) => ({
    vehicleRef: 0,
    originRef: { index: from },
    destinationRef: { index: to },
    transportMethod: 'DRIVEN',
    requestedPickup: { mode: 'ASAP' },
    requestedDelivery: { mode: 'ASAP' },
  });
  const input = {
    clientId: clients.data[0].id,
    vehicles: [{ make: 'Toyota', model: 'Camry', year: 2021 }],
    locations: [place('Forms Yard', 'Boston', '02110'), place('Forms Hub', 'Worcester', '01608'), place('Forms Dealer', 'Lowell', '01852')],
    legs: [leg(0, 1), leg(1, 2)],
  };
  const data = await graphqlWrite<{ createOrder: CreatedOrder }>(
    request,
    'mutation ($input: OrderInput!) { createOrder(input: $input) { id legs { id } } }',
    { input },
    tenantId,
  );
  return data.createOrder;
};

const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

const banner = (create: CreateOrderPage) => create.form.getByRole('alert').filter({ hasText: 'Check the highlighted fields' });

test('the create-order banner follows the errors: gone once fixed, back while a contact phone is wrong; the contacts reach the order', async ({
  page,
}) => {
  const tenant = await eastOf(page.request);
  const create = new CreateOrderPage(page);
  await create.goto(tenant);
  await create.submitButton('Save draft').click();
  await expect(banner(create)).toContainText(/Check the highlighted fields: .*\(and \d+ more errors?\)/);

  await create.client.selectOption({ label: 'Northwind Motors (NWM)' });
  await create.vehicleByHand(1, { year: '2021', make: 'Toyota', model: 'Camry' });
  await create.addSavedPlace('Dundalk', DUNDALK);
  await create.addSavedPlace('Hub – BWI', BWI_HUB);
  await create.addLeg(1, { origin: A, method: 'Driven', destination: B });
  await expect(create.priceRows().first()).toBeVisible();
  // A complete form with a price under no banner.
  await expect(banner(create)).toHaveCount(0);

  const leg = create.leg(1, 1);
  expect(await axeViolations(page)).toEqual([]);
  await leg.getByRole('textbox', { name: 'Pickup contact name' }).fill('Dana Whitfield');
  await leg.getByRole('textbox', { name: 'Pickup contact phone' }).fill('call the desk');
  const phoneError = 'The pickup contact phone must be a phone number, like +1 404 555 0100.';
  await expect(leg.getByRole('textbox', { name: 'Pickup contact phone' })).toHaveAccessibleDescription(phoneError);
  await expect(banner(create)).toHaveText(`Check the highlighted fields: ${phoneError}`);
  await leg.getByRole('textbox', { name: 'Pickup contact phone' }).fill('+1 404 555 0142');
  await expect(banner(create)).toHaveCount(0);
  await leg.getByRole('textbox', { name: 'Delivery contact name' }).fill('Luis Ortega');
  await leg.getByRole('textbox', { name: 'Delivery contact phone' }).fill('(410) 555-0199');
  await leg.getByRole('textbox', { name: 'Delivery contact email' }).fill('luis@example.com');

  // The confirmation names the leg's contacts, not the places' front desks.
  await create.submitButton('Create and submit').click();
  const confirm = page.getByRole('dialog', { name: 'Create and submit this order?' });
  await expect(confirm.getByRole('definition').filter({ hasText: 'Dana Whitfield, +1 404 555 0142' })).toBeVisible();
  await expect(confirm.getByRole('definition').filter({ hasText: 'Luis Ortega, (410) 555-0199' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Create and submit' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);

  const legs = page.getByRole('table', { name: 'Legs of this order' });
  await expect(legs).toContainText('Dana Whitfield · +1 404 555 0142');
  await expect(legs).toContainText('Luis Ortega · (410) 555-0199 · luis@example.com');
  const places = page.getByRole('list', { name: 'Locations' }).getByRole('listitem');
  await expect(places).toHaveCount(2);
  await expect(places.nth(0)).toContainText(`Origin ${DUNDALK}`);
  await expect(places.nth(1)).toContainText(`Destination ${BWI_HUB}`);

  await legs.getByRole('link').first().click();
  const contacts = page.getByRole('region', { name: 'Contacts' });
  await expect(contacts.getByRole('link', { name: '+1 404 555 0142' })).toHaveAttribute('href', 'tel:+14045550142');
  await expect(contacts.getByRole('link', { name: 'luis@example.com' })).toHaveAttribute('href', 'mailto:luis@example.com');
});

test("an order's places: each once, the hub as a stop between the ends, in route order", async ({ page }) => {
  const tenant = await eastOf(page.request);
  const order = await createOrder(page.request, tenant);
  await page.goto(`/orders/${order.id}?tenant=${tenant}`);
  const places = page.getByRole('list', { name: 'Locations' }).getByRole('listitem');
  await expect(places).toHaveCount(3);
  await expect(places.nth(0)).toContainText('Origin Forms Yard');
  await expect(places.nth(1)).toContainText('Stop Forms Hub');
  await expect(places.nth(2)).toContainText('Destination Forms Dealer');
});

const uploadRow = (page: Page, name: string) => page.getByRole('list', { name: 'Uploads' }).getByRole('listitem', { name, exact: true });

test('several files at once, each with its bar: the good ones done, a forged one refused with Retry and not stored', async ({ page }) => {
  const tenant = await eastOf(page.request);
  const order = await createOrder(page.request, tenant);
  const legPage = new OrderLegPage(page);
  await legPage.goto(order.legs[0].id, { tab: 'files/photos', tenantId: tenant });
  await expect(page.getByText('No photos yet')).toBeVisible();
  await legPage.chooseFile.setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: solidPng(12, 12, [30, 90, 200]) },
    { name: 'rear.png', mimeType: 'image/png', buffer: solidPng(16, 16, [200, 90, 30]) },
    { name: 'forged.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') },
  ]);
  for (const name of ['front.png', 'rear.png']) {
    await expect(uploadRow(page, name).getByRole('status')).toHaveText('Done');
    await expect(uploadRow(page, name).getByRole('progressbar', { name: `Upload of ${name}` })).toBeVisible();
    await expect(page.getByRole('img', { name })).toBeVisible();
  }
  const forged = uploadRow(page, 'forged.png');
  await expect(forged.getByRole('alert')).toHaveText('Not uploaded: The file must be a JPEG, PNG, WebP, GIF or HEIC image, or a PDF.');
  await expect(forged.getByRole('button', { name: 'Retry forged.png' })).toBeVisible();
  const stored = await graphqlRead<{ orderLeg: { media: { fileName: string }[] } }>(
    page.request,
    `{ orderLeg(id: "${order.legs[0].id}") { media(category: PHOTOS) { fileName } } }`,
    tenant,
  );
  expect(stored.orderLeg.media.map((item) => item.fileName).sort()).toEqual(['front.png', 'rear.png']);
  // The drop zone, the bars and a refused row pass axe's WCAG 2.1 A/AA rules.
  expect(await axeViolations(page)).toEqual([]);
  await forged.getByRole('button', { name: 'Dismiss forged.png' }).click();
  await expect(forged).toHaveCount(0);
});

test('the drop zone: a button the keyboard opens the picker with, and files dropped on it upload', async ({ page }) => {
  const tenant = await eastOf(page.request);
  const order = await createOrder(page.request, tenant);
  const legPage = new OrderLegPage(page);
  await legPage.goto(order.legs[1].id, { tab: 'files/photos', tenantId: tenant });
  const zone = page.getByRole('button', { name: 'Upload photos: choose files or drop them here' });
  await expect(zone).toHaveAccessibleDescription(/up to 20 MB each/);

  await zone.focus();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  const picker = await chooser;
  expect(picker.isMultiple()).toBe(true);
  await picker.setFiles({ name: 'keyboard.png', mimeType: 'image/png', buffer: solidPng(8, 8, [10, 200, 10]) });
  await expect(uploadRow(page, 'keyboard.png').getByRole('status')).toHaveText('Done');

  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    // A 1×1 PNG, so the server's byte check takes it.
    const bytes = Uint8Array.from(
      atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
      (c) => c.charCodeAt(0),
    );
    transfer.items.add(new File([bytes], 'dropped.png', { type: 'image/png' }));
    return transfer;
  });
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(uploadRow(page, 'dropped.png').getByRole('status')).toHaveText('Done');
  await expect(page.getByRole('img', { name: 'dropped.png' })).toBeVisible();
});

test('@ and a few letters suggest colleagues; arrows and Enter pick one, who is mentioned', async ({ page }) => {
  const tenant = await eastOf(page.request);
  const order = await createOrder(page.request, tenant);
  const legPage = new OrderLegPage(page);
  await legPage.goto(order.legs[0].id, { tab: 'activity/comments', tenantId: tenant });
  const box = page.getByRole('combobox', { name: 'Comment' });
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.pressSequentially('Please check the keys @disp');
  const people = page.getByRole('listbox', { name: 'People to mention' });
  await expect(people.getByRole('option').first()).toHaveText('Dispatch Demodispatch@legwork.test');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(people.getByRole('option', { name: /client@/ })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('ArrowDown');
  await expect(people.getByRole('option', { selected: true })).toContainText('Dispatch Lead Demo');
  await expect(box).toHaveAttribute(
    'aria-activedescendant',
    (await people.getByRole('option', { selected: true }).getAttribute('id')) ?? '',
  );
  await page.keyboard.press('Enter');
  await expect(people).toBeHidden();
  await expect(box).toHaveValue('Please check the keys @dispatch-lead@legwork.test ');
  await box.pressSequentially('today');
  await legPage.addComment.click();
  const comment = legPage.comments.getByRole('listitem').filter({ hasText: 'Please check the keys' });
  await expect(comment).toContainText('Mentioned: Dispatch Lead Demo');
});

test('the portal wizard asks who hands over and who receives; the client sees them on its move', async ({ browser, authStates }) => {
  const context = await authStates.contextFor(browser, 'client');
  const page = await context.newPage();
  await page.goto('/portal/orders/create');
  const wizard = new PortalWizard(page);
  await wizard.vehicle(1, { year: '2021', make: 'Ford', model: 'F-150' });
  await wizard.goNext('Pickup');
  await wizard.newAddress('Pickup', { name: 'Forms Back Lot', street: '100 Main Street', postalCode: '02139' });
  const pickup = wizard.step('Pickup').getByRole('group', { name: 'Who hands the vehicles over?' });
  await pickup.getByRole('textbox', { name: 'Pickup contact name' }).fill('Pat Pickup');
  await pickup.getByRole('textbox', { name: 'Pickup contact phone' }).fill('soon');
  await wizard.next.click();
  await expect(pickup.getByRole('textbox', { name: 'Pickup contact phone' })).toHaveAccessibleDescription(
    'The pickup contact phone must be a phone number, like +1 404 555 0100.',
  );
  await pickup.getByRole('textbox', { name: 'Pickup contact phone' }).fill('617 555 0142');
  await wizard.goNext('Delivery');
  await wizard.newAddress('Delivery', { name: 'Forms Body Shop', street: '5 Pier Road', postalCode: '10001' });
  await wizard.goNext('Dates');
  await wizard.goNext('Service');
  await page.getByRole('radio', { name: 'Trucked' }).check();
  await wizard.goNext('Review');
  await expect(wizard.priceLines().getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(wizard.confirmation().getByRole('definition').filter({ hasText: 'Pat Pickup, 617 555 0142' })).toBeVisible();
  await wizard.confirmation().getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/portal\/orders\/[0-9a-f-]{36}$/);
  await page.getByRole('table', { name: 'Vehicle moves of this order' }).getByRole('link').first().click();
  const contacts = page.getByRole('region', { name: 'Contacts' });
  await expect(contacts).toContainText('Pat Pickup · 617 555 0142');
  await expect(contacts).toContainText('Delivery contactNobody named');
  await context.close();
});
