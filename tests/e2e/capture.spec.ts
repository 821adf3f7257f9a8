/**
 * The driver's capture page on a phone (issue 15): a pickup report with two damages, photos and signatures taken
 * while offline, kept on the phone, sent once the network is back (one report, however the outbox retried); the leg
 * goes in transit on the dispatcher's board without a reload; the delivery report flags a damage new since the pickup, the help
 * desk's queue shows it, and the bill of lading downloads as a PDF naming the VIN.
 */
import type { APIRequestContext } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { CapturePage } from './pages/CapturePage';
import { apiLogin, graphqlRead, myTenants } from './support/api';
import { expect, test } from './support/fixtures';
import { captureStorage, goOffline, goOnline } from './support/offline';
import { solidPng } from './support/png';
import { DEMO_PASSWORD } from './support/users';

test.describe.configure({ mode: 'serial' });

type Leg = {
  id: string;
  number: string;
  status: string;
  transportMethod: string;
  pickupReportSubmitted: boolean;
  vehicle: { id: string; vin: string } | null;
};
type Report = {
  id: string;
  number: string;
  status: string;
  direction: string;
  newDamageCount: number;
  damages: { newSinceLastCustody: boolean }[];
};

const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** One of Dale's legs waiting for pickup with a scannable VIN: the last by number (other specs take the first). */
const dalesLeg = async (request: APIRequestContext, tenant: string): Promise<Leg> => {
  const { orderLegs } = await graphqlRead<{ orderLegs: { data: Leg[] } }>(
    request,
    '{ orderLegs(first: 100, status: [PENDING_PICKUP]) { data { id number status transportMethod pickupReportSubmitted vehicle { id vin } } } }',
    tenant,
  );
  const legs = orderLegs.data
    .filter((leg) => leg.transportMethod !== 'CLIENT_IN' && !leg.pickupReportSubmitted && VIN.test(leg.vehicle?.vin ?? ''))
    .sort((a, b) => b.number.localeCompare(a.number));
  if (!legs[0]) throw new Error('The demo seed gives Dale no leg waiting for pickup');
  return legs[0];
};

const reportsOf = async (request: APIRequestContext, tenant: string, legId: string) =>
  (
    await graphqlRead<{ orderLeg: { status: string; conditionReports: Report[] } }>(
      request,
      `{ orderLeg(id: "${legId}") { status conditionReports { id number status direction newDamageCount damages { newSinceLastCustody } } } }`,
      tenant,
    )
  ).orderLeg;

test('a driver takes the pickup report offline, it arrives once, the leg moves on live, and the delivery report flags new damage', async ({
  browser,
  authStates,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const driver = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, hasTouch: true });
  await apiLogin(driver.request, 'driver@legwork.test', DEMO_PASSWORD);
  const tenant = (await myTenants(driver.request))[0].id;
  const leg = await dalesLeg(driver.request, tenant);
  const vin = leg.vehicle?.vin ?? '';
  const page = await driver.newPage();
  const capture = new CapturePage(page);

  // The driver's dashboard is their legs, each with its next step.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'My legs' })).toBeVisible();
  await page.getByRole('link', { name: `Take the pickup report (${leg.number})` }).click();
  await expect(capture.step('Vehicle')).toBeVisible();

  // A dispatcher has the leg on the dispatch board on another screen.
  const dispatcher = await authStates.contextFor(browser, 'dispatch');
  const watching = await dispatcher.newPage();
  await watching.goto(`/dispatch?q=${encodeURIComponent(leg.number)}`);
  const boardRow = watching.getByRole('row').filter({ has: watching.getByRole('checkbox', { name: `Select leg ${leg.number}` }) });
  await expect(boardRow).toContainText('Pending pickup');

  // No network from here: everything is kept on the phone.
  await goOffline(driver);
  await page.getByLabel('VIN on the vehicle').fill(vin);
  await expect(page.getByText('The VIN matches this leg’s vehicle.')).toBeVisible();
  await capture.photo('Add a photo of the vehicle', solidPng(64, 48, [40, 90, 160]), 'front.png');
  await expect(page.getByRole('img', { name: 'Vehicle photo 1' })).toBeVisible();
  await capture.next('Damage');
  await capture.damage(1, 'Front bumper', 'Scratched (12)', '2: 1–3″', solidPng(40, 30, [200, 40, 40]));
  await capture.damage(2, 'Left front door', 'Dented, paint not damaged (14)', '1: Under 1″', null);
  await expect(page.getByRole('list', { name: 'Damages' }).getByRole('listitem')).toHaveCount(2);
  await capture.fillTheRest({ odometer: '48210' });
  await page.getByRole('button', { name: 'Send the report' }).click();
  await expect(page.getByText(/Saved on this phone/)).toBeVisible();
  // Kept on the phone, not on the server.
  const kept = await captureStorage(page);
  expect(kept.queue).toHaveLength(1);
  expect(kept.photos.map((photo) => photo.kind).sort()).toEqual(['DAMAGE', 'DRIVER_SIGNATURE', 'VEHICLE']);
  expect((await reportsOf(dispatcher.request, tenant, leg.id)).conditionReports).toEqual([]);

  // The network is back: the outbox sends it by itself.
  await goOnline(driver);
  await expect(page.getByText(/^Report CR-\d+ is in\./)).toBeVisible({ timeout: 20_000 });
  const afterPickup = await reportsOf(dispatcher.request, tenant, leg.id);
  expect(afterPickup.conditionReports).toHaveLength(1);
  expect(afterPickup.conditionReports[0]).toMatchObject({ direction: 'PICKUP', status: 'SUBMITTED', newDamageCount: 0 });
  expect(afterPickup.conditionReports[0].damages).toHaveLength(2);
  expect((await captureStorage(page)).queue).toEqual([]);

  // The report lets the driver pick up; the dispatcher's screen follows without a reload.
  await page.getByRole('button', { name: 'Picked up: start the trip' }).click();
  await page
    .getByRole('dialog', { name: `Pick up leg ${leg.number}?` })
    .getByRole('button', { name: 'Confirm the pick up' })
    .click();
  await expect(boardRow).toContainText('In transit', { timeout: 10_000 });

  // At delivery: the same scratch, a dent on the hood that was not there at pickup.
  await page.getByRole('button', { name: 'Take the delivery report' }).click();
  await expect(capture.step('Vehicle')).toBeVisible();
  await page.getByLabel('VIN on the vehicle').fill(vin);
  await capture.photo('Add a photo of the vehicle', solidPng(64, 48, [40, 160, 90]), 'delivered.png');
  await capture.next('Damage');
  await capture.damage(1, 'Front bumper', 'Scratched (12)', '2: 1–3″', null);
  await capture.damage(2, 'Left front door', 'Dented, paint not damaged (14)', '1: Under 1″', null);
  await capture.damage(3, 'Hood', 'Dented, paint damaged (04)', '3: 3–6″', solidPng(40, 30, [90, 40, 200]));
  await capture.fillTheRest({ odometer: '48390' });
  await page.getByRole('button', { name: 'Send the report' }).click();
  // The server has it (the outbox may still be answering), then the page says so, naming the delivery report.
  await expect
    .poll(
      async () => (await reportsOf(dispatcher.request, tenant, leg.id)).conditionReports.some((report) => report.direction === 'DELIVERY'),
      { timeout: 20_000 },
    )
    .toBe(true);
  const delivery = (await reportsOf(dispatcher.request, tenant, leg.id)).conditionReports.find((report) => report.direction === 'DELIVERY');
  await expect(page.getByText(`Report ${delivery?.number} is in.`)).toBeVisible({ timeout: 10_000 });
  expect(delivery).toMatchObject({ status: 'SUBMITTED', newDamageCount: 1 });
  expect(delivery?.damages.map((damage) => damage.newSinceLastCustody)).toEqual([false, false, true]);

  // The help desk's queue shows it, new damage first.
  const helpDesk = await browser.newContext({ baseURL });
  await apiLogin(helpDesk.request, 'help-desk@legwork.test', DEMO_PASSWORD);
  const desk = await helpDesk.newPage();
  await desk.goto('/help-desk/condition-reports');
  await expect(desk.getByRole('link', { name: leg.number }).first()).toBeVisible();
  await expect(desk.getByText(delivery?.number ?? 'missing').first()).toBeVisible();

  // Staff see the vehicle's chain of custody across orders: both reports, the new damage on the second.
  await watching.goto(`/admin/vehicles/${leg.vehicle?.id}`);
  const chain = watching.getByRole('table', { name: 'Chain of custody of this vehicle' });
  await expect(chain.getByRole('row')).toHaveCount(3);
  await expect(chain.getByRole('row', { name: new RegExp(delivery?.number ?? 'missing') })).toContainText('1 new since the last custody');

  // The driver delivers; the bill of lading downloads, a PDF that names the VIN.
  await page.getByRole('button', { name: 'Delivered' }).click();
  await page
    .getByRole('dialog', { name: `Deliver leg ${leg.number}?` })
    .getByRole('button', { name: 'Confirm the delivery' })
    .click();
  await expect(page.getByRole('link', { name: /Download the bill of lading/ })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /Download the bill of lading/ }).click();
  const pdf = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of pdf) chunks.push(chunk as Buffer);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(Buffer.concat(chunks))), { mergePages: true });
  expect(text).toContain(vin);
  await driver.close();
  await dispatcher.close();
  await helpDesk.close();
});
