/**
 * The driver's phone at 390 × 844 (issue 34): /dashboard groups the legs Today / Next / Later with overdue said in
 * words and every label whole; the capture stops at what it warns about (a VIN that is not the leg's vehicle, a
 * "not available" with no reason); Pick up asks for the actual time, refuses one before the report, and stores it.
 */
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { CapturePage } from './pages/CapturePage';
import { apiLogin, graphqlRead, myTenants } from './support/api';
import { expect, test } from './support/fixtures';
import { solidPng } from './support/png';
import { DEMO_PASSWORD } from './support/users';

test.describe.configure({ mode: 'serial' });

type Leg = {
  id: string;
  number: string;
  status: string;
  transportMethod: string;
  pickupReportSubmitted: boolean;
  confirmedPickupAt: string | null;
  confirmedDeliveryAt: string | null;
  pickedUpAt: string | null;
  requestedPickup: { date: string | null };
  requestedDelivery: { date: string | null };
  vehicle: { vin: string | null } | null;
};

const LEGS = `{ orderLegs(first: 50, status: [PENDING_PICKUP, IN_TRANSIT, PORT_TRANSIT]) { data {
  id number status transportMethod pickupReportSubmitted confirmedPickupAt confirmedDeliveryAt pickedUpAt
  requestedPickup { date } requestedDelivery { date } vehicle { vin } } } }`;

const phone = async (browser: Browser, baseURL: string | undefined) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true });
  await apiLogin(context.request, 'driver@legwork.test', DEMO_PASSWORD);
  const tenant = (await myTenants(context.request))[0].id;
  return { context, tenant };
};

const dalesLegs = async (request: APIRequestContext, tenant: string) =>
  (await graphqlRead<{ orderLegs: { data: Leg[] } }>(request, LEGS, tenant)).orderLegs.data;

/** The labels of the links and buttons in `scope` whose text does not fit their box (cut, or running past it). */
const cutLabels = async (scope: Locator) => {
  const cut = (elements: Element[]) =>
    elements
      .filter((element) => element.getClientRects().length > 0 && element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent ?? '');
  return [...(await scope.getByRole('link').evaluateAll(cut)), ...(await scope.getByRole('button').evaluateAll(cut))];
};

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('the driver’s legs are grouped Today / Next / Later, overdue ones say so, every label is whole', async ({ browser, baseURL }) => {
  const { context, tenant } = await phone(browser, baseURL);
  const legs = await dalesLegs(context.request, tenant);
  expect(legs.length).toBeGreaterThan(0);
  const page = await context.newPage();
  await page.goto('/dashboard');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'My legs' })).toBeVisible();

  // Every leg once, in one of the three groups, Today first.
  const groups = main.getByRole('region', { name: /^(Today|Next|Later) \(\d+\)$/ });
  await expect(groups.first()).toBeVisible();
  const names = await groups.evaluateAll((sections) => sections.map((section) => section.querySelector('h2')?.textContent ?? ''));
  const order = names.map((name) => ['Today', 'Next', 'Later'].indexOf(name.split(' ')[0]));
  expect(order).toEqual([...order].sort());
  await expect(groups.getByRole('listitem', { name: /^Leg / })).toHaveCount(legs.length);

  // Overdue in words: a step whose confirmed time has passed, or whose requested day is over on the tenant's clock.
  const { me } = await graphqlRead<{ me: { tenants: { id: string; timeZone: string }[] } }>(
    context.request,
    '{ me { tenants { id timeZone } } }',
  );
  const timeZone = me.tenants.find((t) => t.id === tenant)?.timeZone;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const late = legs.filter((leg) => {
    const pickup = leg.status === 'PENDING_PICKUP';
    const instant = pickup ? leg.confirmedPickupAt : leg.confirmedDeliveryAt;
    const day = pickup ? leg.requestedPickup.date : leg.requestedDelivery.date;
    return instant ? Date.parse(instant) < Date.now() : day !== null && day < today;
  });
  await expect(main.getByText(/^Overdue: the (pickup|delivery) was due /)).toHaveCount(late.length);

  // The next stop: its street address, a call, and navigation (the maps app and a web map).
  const first = groups.first().getByRole('listitem').first();
  const stop = first.getByRole('region', { name: /^(Pickup|Delivery) stop$/ });
  await expect(stop.getByRole('link', { name: 'Navigate in the maps app' })).toHaveAttribute('href', /^geo:/);
  await expect(stop.getByRole('link', { name: 'Directions in Google Maps' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
  );
  await expect(first.getByRole('link', { name: /^(Take the|Pick the|Mark it|See the)/ })).toBeVisible();

  expect(await cutLabels(main)).toEqual([]);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await context.close();
});

test('the capture stops at a VIN mismatch and a missing reason; Pick up asks for the time and stores it', async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const { context, tenant } = await phone(browser, baseURL);
  // A leg waiting for its pickup report with a scannable VIN; the second from last (capture.spec takes the last).
  const leg = (await dalesLegs(context.request, tenant))
    .filter((l) => l.status === 'PENDING_PICKUP' && l.transportMethod !== 'CLIENT_IN' && !l.pickupReportSubmitted)
    .filter((l) => /^[A-HJ-NPR-Z0-9]{17}$/.test(l.vehicle?.vin ?? ''))
    .sort((a, b) => b.number.localeCompare(a.number))[1];
  expect(leg, 'the demo seed gives Dale two legs waiting for pickup').toBeDefined();
  const page = await context.newPage();
  const capture = new CapturePage(page);
  await page.goto(`/order-legs/${leg.id}/files/condition-reports`);
  await expect(capture.step('Vehicle')).toBeVisible();

  // A VIN that is not the leg's vehicle: Next stays on the step until the driver ticks that it is the right vehicle.
  const wrong = leg.vehicle?.vin === '1HGCM82633A004352' ? '5YJ3E1EA7KF317000' : '1HGCM82633A004352';
  await page.getByLabel('VIN on the vehicle').fill(wrong);
  await page.getByRole('button', { name: 'Next: Damage' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'correct it, or tick the box' })).toBeVisible();
  await expect(capture.step('Vehicle')).toBeVisible();
  await page.getByLabel(/^This is the vehicle I was sent for/).check();
  await capture.photo('Add a photo of the vehicle', solidPng(64, 48, [40, 90, 160]), 'front.png');
  await capture.next('Damage');
  await capture.next('Inspection');
  await page.getByRole('button', { name: /^Mark the other \d+ as pass$/ }).click();
  await capture.next('Condition');
  await page.getByLabel('Odometer reading').fill('31200');
  await page.getByLabel('Fuel level').selectOption({ label: '½' });
  await page.getByLabel('Keys', { exact: true }).fill('1');
  await page.getByLabel('Fobs', { exact: true }).fill('1');
  await capture.next('Signatures');
  await capture.drawSignature('Driver’s signature');

  // "Not available" needs a reason, and the box's own words are none.
  await page.getByLabel('The customer is not available to sign').check();
  const reason = page.getByLabel('Why the customer is not available');
  await expect(reason).toHaveValue('');
  for (const words of ['', 'Customer not available']) {
    await reason.fill(words);
    await page.getByRole('button', { name: 'Next: Send' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The customer signs, or say why they were not available.' })).toBeVisible();
    await expect(capture.step('Signatures')).toBeVisible();
  }
  await reason.fill('Dealer lot closed; keys in the drop box.');
  await capture.next('Send');
  await page.getByRole('button', { name: 'Send the report' }).click();
  await expect(page.getByText(/^Report CR-\d+ is in\. Next: once the vehicle is on your truck/)).toBeVisible({ timeout: 20_000 });

  // Pick up asks first: the time, now by default, not before the report.
  await page.getByRole('button', { name: 'Picked up: start the trip' }).click();
  const dialog = page.getByRole('dialog', { name: `Pick up leg ${leg.number}?` });
  const day = dialog.getByLabel('Picked up on');
  const time = dialog.getByLabel('Picked up at');
  const today = await day.inputValue();
  const nowTime = await time.inputValue();
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(nowTime).toMatch(/^\d{2}:\d{2}$/);
  await day.fill('2020-01-01');
  await dialog.getByRole('button', { name: 'Confirm the pick up' }).click();
  await expect(dialog.getByText('The time cannot be earlier than the pickup report.')).toBeVisible();
  await day.fill(today);
  expect(await cutLabels(dialog)).toEqual([]);
  await dialog.getByRole('button', { name: 'Confirm the pick up' }).click();

  // What comes next is said, and the delivery report waits behind its button (no bare step 1).
  await expect(page.getByText(/^Picked up .+\. Next: drive to .+\. When you arrive, take the delivery report\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Take the delivery report' })).toBeVisible();
  await expect(capture.step('Vehicle')).toBeHidden();
  expect(await cutLabels(page.getByRole('main'))).toEqual([]);
  const stored = (await dalesLegs(context.request, tenant)).find((l) => l.id === leg.id);
  expect(stored?.status).toBe('IN_TRANSIT');
  // Stored to the minute the dialog showed (the tenant's clock: compare the minute past the hour).
  expect(new Date(stored?.pickedUpAt ?? 0).getUTCMinutes()).toBe(Number(nowTime.slice(3)));
  await context.close();
});

test('a leg on the way records its route from the phone for the IFTA trip record', async ({ browser, baseURL }) => {
  // The leg the test above picked up (or another of Dale's on the way): its route, seven positions 2.2 km apart
  // as the phone reports them (Chromium's location emulation), goes to the leg; stopping sends what waits.
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    permissions: ['geolocation'],
    geolocation: { latitude: 41.88, longitude: -87.63 },
  });
  await apiLogin(context.request, 'driver@legwork.test', DEMO_PASSWORD);
  const tenant = (await myTenants(context.request))[0].id;
  const moving = (await dalesLegs(context.request, tenant)).filter((l) => l.status === 'IN_TRANSIT' && l.pickedUpAt);
  expect(moving.length, 'Dale has a leg on the way').toBeGreaterThan(0);
  const leg = moving[0];
  const count = async () =>
    (await graphqlRead<{ orderLeg: { positionCount: number } }>(context.request, `{ orderLeg(id: "${leg.id}") { positionCount } }`, tenant))
      .orderLeg.positionCount;
  const before = await count();

  const page = await context.newPage();
  await page.goto('/dashboard');
  const card = page.getByRole('listitem', { name: `Leg ${leg.number}` });
  await card.getByRole('button', { name: `Record the route (${leg.number})` }).click();
  await expect(card.getByRole('button', { name: `Stop recording the route (${leg.number})` })).toHaveAttribute('aria-pressed', 'true');
  for (let step = 1; step <= 6; step++) {
    await context.setGeolocation({ latitude: 41.88 - step * 0.02, longitude: -87.63 + step * 0.005 });
    await page.waitForTimeout(300);
  }
  await expect(card.getByRole('status')).toHaveText(/Recording the route while this page is open · [5-7] positions sent/, {
    timeout: 10_000,
  });
  await card.getByRole('button', { name: `Stop recording the route (${leg.number})` }).click();
  await expect(card.getByRole('status')).toHaveText(/^7 positions sent for the trip record\.$/, { timeout: 10_000 });
  expect(await count()).toBe(before + 7);
  expect(await cutLabels(card)).toEqual([]);
  await context.close();
});
