/**
 * Storage (issue 16): the yard takes a check-in report on a leg in transit and checks it into storage (the leg and its
 * storage record move in one transaction), the record shows the days it bills, then a check-out report and the leg
 * moves on, in transit again.
 */
import type { APIRequestContext, Browser } from '@playwright/test';
import { CapturePage } from './pages/CapturePage';
import { OrderLegPage } from './pages/OrderLegPage';
import { apiLogin, graphqlRead, myTenants } from './support/api';
import { solidPng } from './support/png';
import { DEMO_PASSWORD } from './support/users';
import { expect, test } from './support/fixtures';

const YARD = 'storage@legwork.test';

const signedIn = async (browser: Browser, baseURL: string | undefined, email: string) => {
  const context = await browser.newContext({ baseURL });
  await apiLogin(context.request, email, DEMO_PASSWORD);
  return context;
};

type Leg = { id: string; number: string; transportMethod: string; vehicle: { vin: string | null } | null };

/** A seeded East leg in transit with a vehicle: the middle one by number (other specs take the first or the last). */
const legInTransit = async (request: APIRequestContext) => {
  const tenant = (await myTenants(request)).find((row) => row.name === 'Legwork East')?.id;
  const { orderLegs } = await graphqlRead<{ orderLegs: { data: Leg[] } }>(
    request,
    '{ orderLegs(first: 100, status: [IN_TRANSIT]) { data { id number transportMethod vehicle { vin } } } }',
    tenant,
  );
  const legs = orderLegs.data
    .filter((leg) => leg.vehicle?.vin && leg.transportMethod === 'DRIVEN')
    .sort((a, b) => a.number.localeCompare(b.number));
  const leg = legs[Math.floor(legs.length / 2)];
  if (!leg) throw new Error('The demo seed has no driven leg in transit');
  return { leg, tenant };
};

const legOf = async (request: APIRequestContext, tenant: string | undefined, id: string) =>
  (
    await graphqlRead<{ orderLeg: { status: string; conditionReports: { direction: string }[] } }>(
      request,
      `{ orderLeg(id: "${id}") { status conditionReports { direction } } }`,
      tenant,
    )
  ).orderLeg;

/** The directions of the leg's reports on the server. */
const directions = async (request: APIRequestContext, tenant: string | undefined, id: string) =>
  (await legOf(request, tenant, id)).conditionReports.map((report) => report.direction);

/** A check-in or check-out report taken on the leg's condition-reports tab, with nothing remarkable on it. */
const takeReport = async (page: import('@playwright/test').Page, take: string, vin: string, odometer: string) => {
  const capture = new CapturePage(page);
  await page.getByRole('button', { name: take }).click();
  await expect(capture.step('Vehicle')).toBeVisible();
  await page.getByLabel('VIN on the vehicle').fill(vin);
  await capture.photo('Add a photo of the vehicle', solidPng(64, 48, [90, 120, 160]), 'yard.png');
  await capture.next('Damage');
  await capture.fillTheRest({ odometer, signers: { taker: 'Yard attendant', other: 'driver or client' } });
  await page.getByRole('button', { name: 'Send the report' }).click();
};

test('a leg is checked into storage with its report, bills its days, and checks out to move on', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const yard = await signedIn(browser, baseURL, YARD);
  const page = await yard.newPage();
  const { leg, tenant } = await legInTransit(page.request);
  const vin = leg.vehicle?.vin ?? '';
  const legPage = new OrderLegPage(page);

  await legPage.goto(leg.id, { tab: 'files/condition-reports' });
  await takeReport(page, 'Take check-in report', vin, '51200');
  // The report is in (the capture page's outbox sends it) before the leg moves.
  await expect.poll(async () => (await directions(page.request, tenant, leg.id)).includes('CHECK_IN'), { timeout: 20_000 }).toBe(true);

  await legPage.goto(leg.id);
  await legPage.action('To storage').click();
  await legPage.dialog.getByLabel('Find a storage facility').fill('Jessup');
  await legPage.dialog.getByRole('combobox', { name: 'Storage facility' }).selectOption({ label: 'Legwork Storage – Jessup (Jessup, MD)' });
  await legPage.dialog.getByRole('button', { name: 'Check into storage' }).click();
  await legPage.statusIs('In storage');

  // The record the move opened: on site, one started day, billed by the facility's card.
  await page.goto(`/storage/records?q=${vin}`);
  const records = page.getByRole('table', { name: 'Storage records' });
  await expect(records.getByRole('row')).toHaveCount(2);
  await records.getByRole('link').first().click();
  const charge = page.getByRole('region', { name: 'Running charge' });
  await expect(charge).toContainText('Days on site');
  await expect(charge).toContainText('1 day');
  await expect(charge).toContainText("The facility's card: $35.00 a day");

  await legPage.goto(leg.id, { tab: 'files/condition-reports' });
  await takeReport(page, 'Take check-out report', vin, '51200');
  await expect.poll(async () => (await directions(page.request, tenant, leg.id)).includes('CHECK_OUT'), { timeout: 20_000 }).toBe(true);
  await legPage.goto(leg.id);
  await legPage.action('From storage').click();
  await expect.poll(async () => (await legOf(page.request, tenant, leg.id)).status, { timeout: 10_000 }).toBe('IN_TRANSIT');
  await legPage.statusIs('In transit');
  await yard.close();
});
