/**
 * The staff's side of condition reports: Dale submits a pickup report over the API (photos first, as the capture page
 * does), a dispatcher finds it in /dispatch/condition-reports, reads it (the failed item, the damage with its photo,
 * the signature, the customer's absence) and rejects it with a reason; the leg's tab and the help desk show it
 * rejected. A second report submitted while the queue is open appears without a reload.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { InspectionItemCodeValues } from '../../src/generated/enums/InspectionItemCode';
import { apiLogin, csrfHeaders, graphqlRead, graphqlWrite, myTenants } from './support/api';
import { expect, test } from './support/fixtures';
import { solidPng } from './support/png';
import { DEMO_PASSWORD, DEMO_USERS } from './support/users';

test.describe.configure({ mode: 'serial' });

const REASON = 'The odometer photo is blurred.';
/** A well-formed VIN that is no seeded vehicle's. */
const SCANNED = '1HGCM82633A004352';

const UPLOAD = `mutation($file: File!, $leg: ID!, $clientId: ID!, $kind: ConditionPhotoKind!, $at: DateTime!) {
  uploadConditionPhoto(orderLegId: $leg, clientId: $clientId, kind: $kind, file: $file, capturedAt: $at, latitude: 32.7767, longitude: -96.797) { id } }`;
const SUBMIT = `mutation($input: ConditionReportInput!) { submitConditionReport(input: $input) { id number status damages { description } } }`;

type Leg = { id: string; number: string; pickupReportSubmitted: boolean; transportMethod: string };
type Submitted = { id: string; number: string; status: string; damages: { description: string }[] };

const east = async (request: APIRequestContext) => {
  const tenant = (await myTenants(request)).find((candidate) => candidate.name === 'Legwork East');
  if (!tenant) throw new Error('No Legwork East tenant');
  return tenant.id;
};

/** Dale's pending pickups without a report, the last by number first (the other specs take the first ones). */
const dalesPendingLegs = async (request: APIRequestContext, tenantId: string): Promise<Leg[]> =>
  (
    await graphqlRead<{ orderLegs: { data: Leg[] } }>(
      request,
      '{ orderLegs(first: 100, status: [PENDING_PICKUP]) { data { id number pickupReportSubmitted transportMethod } } }',
      tenantId,
    )
  ).orderLegs.data
    .filter((leg) => !leg.pickupReportSubmitted && leg.transportMethod !== 'CLIENT_IN')
    .sort((a, b) => b.number.localeCompare(a.number));

/** A photo uploaded as the capture page sends it: multipart, with the device's id. */
const uploadPhoto = async (request: APIRequestContext, tenantId: string, leg: string, kind: string, colour: [number, number, number]) => {
  const response = await request.post('/graphql', {
    headers: { ...(await csrfHeaders(request)), 'X-TENANT': tenantId },
    multipart: {
      operations: JSON.stringify({
        query: UPLOAD,
        variables: { file: null, leg, clientId: randomUUID(), kind, at: new Date().toISOString() },
      }),
      map: JSON.stringify({ 0: ['variables.file'] }),
      0: { name: 'photo.png', mimeType: 'image/png', buffer: solidPng(32, 24, colour) },
    },
  });
  const body = (await response.json()) as { data?: { uploadConditionPhoto: { id: string } }; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return (body.data as { uploadConditionPhoto: { id: string } }).uploadConditionPhoto.id;
};

const SCRATCH = { area: '03', type: '12', severity: 2, x: 0.5, y: 0.1, preExisting: true };

/** A report of Dale's with a failed windshield, a pre-existing scratch with a photo, and no customer to sign. */
const submitReport = async (
  request: APIRequestContext,
  tenantId: string,
  leg: string,
  direction: 'PICKUP' | 'DELIVERY',
  extra: Record<string, unknown> = {},
): Promise<Submitted> => {
  const vehicle = await uploadPhoto(request, tenantId, leg, 'VEHICLE', [40, 90, 160]);
  const damage = await uploadPhoto(request, tenantId, leg, 'DAMAGE', [160, 40, 40]);
  const signature = await uploadPhoto(request, tenantId, leg, 'DRIVER_SIGNATURE', [250, 250, 250]);
  const now = new Date().toISOString();
  const input = {
    clientId: randomUUID(),
    orderLegId: leg,
    direction,
    items: InspectionItemCodeValues.map((code) =>
      code === 'GLASS_WS' ? { code, result: 'FAIL', note: 'Chip on the driver side' } : { code, result: 'PASS' },
    ),
    damages: [{ ...SCRATCH, photoIds: [damage] }],
    photoIds: [vehicle],
    odometer: 48_213,
    fuelLevel: 'HALF',
    keysCount: 2,
    fobsCount: 1,
    interiorConditions: ['CLEAN'],
    looseItems: [{ spot: 'GLOVE_BOX', description: 'Owner’s manual' }],
    washType: 'NONE',
    obstructions: ['DARK'],
    capturedAt: now,
    latitude: 32.7767,
    longitude: -96.797,
    driverSignature: { name: 'Dale Driver', signedAt: now, latitude: 32.7767, longitude: -96.797, imageId: signature },
    customerNotAvailableReason: 'Lot closed; keys in the lock box.',
    ...extra,
  };
  return (await graphqlWrite<{ submitConditionReport: Submitted }>(request, SUBMIT, { input }, tenantId)).submitConditionReport;
};

const LEG_VERSION = (id: string) => `{ orderLeg(id: "${id}") { id version } }`;
const PICK_UP = 'mutation($id: ID!, $version: Int!) { transitionOrderLeg(id: $id, event: PICK_UP, version: $version) { id status } }';

const signedIn = async (browser: Browser, baseURL: string | undefined, email: string) => {
  const context = await browser.newContext({ baseURL });
  await apiLogin(context.request, email, DEMO_PASSWORD);
  return context;
};

const noAxeViolations = async (page: Page) => {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
};

let tenantId = '';
let legs: Leg[] = [];
let report: Submitted;
let second: Submitted;

test.beforeAll(async ({ playwright, baseURL }) => {
  const driver = await playwright.request.newContext({ baseURL });
  await apiLogin(driver, DEMO_USERS.driver.email, DEMO_PASSWORD);
  tenantId = await east(driver);
  legs = await dalesPendingLegs(driver, tenantId);
  if (legs.length < 2) throw new Error('The demo seed has fewer than two pending pickups of Dale’s');
  report = await submitReport(driver, tenantId, legs[0].id, 'PICKUP');
  expect(report.status).toBe('SUBMITTED');
  await driver.dispose();
});

test('a dispatcher reads a submitted report in the queue and rejects it with a reason; the leg’s tab shows it rejected', async ({
  browser,
  authStates,
}) => {
  test.setTimeout(60_000);
  const context = await authStates.contextFor(browser, 'dispatch');
  const page = await context.newPage();
  await page.goto('/dispatch/condition-reports');
  await expect(page).toHaveTitle(/Condition Reports/);
  const queue = page.getByRole('table', { name: 'Condition reports' });
  const row = queue.getByRole('row', { name: new RegExp(report.number) });
  await expect(row).toContainText(legs[0].number);
  await expect(row).toContainText('Pickup');
  await expect(row).toContainText('Dale Driver');
  await expect(row).toContainText('Submitted');

  await row.getByRole('link', { name: report.number, exact: true }).click();
  const opened = page.getByRole('complementary', { name: 'Opened report' });
  const view = opened.getByRole('region', { name: `${report.number} · Pickup report` });
  await expect(view).toBeVisible();
  await expect(view.getByRole('link', { name: '32.78, -96.80' })).toBeVisible();
  await expect(view.getByRole('status').filter({ hasText: /^1 item failed:/ })).toContainText(
    'Windshield (glass) — Chip on the driver side',
  );
  await expect(view.getByText(`1. ${report.damages[0].description}`)).toBeVisible();
  await expect(view.getByText('Pre-existing')).toBeVisible();
  await expect(view.getByRole('img', { name: `Damage 1, photo 1: ${report.damages[0].description}` })).toBeVisible();
  await expect(view.getByRole('img', { name: /^Vehicle diagram, 1 damage marked/ })).toBeVisible();
  await expect(view.getByRole('img', { name: 'Driver’s signature: Dale Driver' })).toBeVisible();
  await expect(view.getByText('Customer not available: Lot closed; keys in the lock box.')).toBeVisible();
  await expect(view.getByRole('link', { name: /^Download the bill of lading/ })).toHaveAttribute('href', /[?&]download=1$/);
  await noAxeViolations(page);

  const review = view.getByRole('group', { name: `Review of ${report.number}` });
  await expect(review.getByRole('button', { name: 'Accept' })).toBeEnabled();
  await review.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: `Reject ${report.number}` });
  await dialog.getByRole('button', { name: 'Reject report' }).click();
  await expect(dialog.getByText('Say why the report is rejected.')).toBeVisible();
  await dialog.getByLabel('Reason').fill(REASON);
  await dialog.getByRole('button', { name: 'Reject report' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(view.getByText(`Rejected: ${REASON}`)).toBeVisible();
  await expect(view.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(review).toHaveCount(0);
  // The queue shows submitted reports: the rejected one leaves it.
  await expect(queue.getByRole('row', { name: new RegExp(report.number) })).toHaveCount(0);

  const stored = await graphqlRead<{ conditionReport: { status: string; rejectReason: string } }>(
    page.request,
    `{ conditionReport(id: "${report.id}") { status rejectReason } }`,
    tenantId,
  );
  expect(stored.conditionReport).toEqual({ status: 'REJECTED', rejectReason: REASON });

  await page.goto(`/order-legs/${legs[0].id}/files/condition-reports`);
  const onLeg = page.getByRole('region', { name: `${report.number} · Pickup report` });
  await expect(onLeg.getByText(`Rejected: ${REASON}`)).toBeVisible();
  // Below the reports, their photos as the leg's files (three photos and the signature of this report).
  await expect(page.getByRole('region', { name: 'Condition reports', exact: true }).getByRole('listitem')).not.toHaveCount(0);
  await noAxeViolations(page);
  await context.close();
});

test('a report submitted while the queue is open appears without a reload, its VIN mismatch shown', async ({
  browser,
  authStates,
  playwright,
  baseURL,
}) => {
  const context = await authStates.contextFor(browser, 'dispatch');
  const page = await context.newPage();
  await page.goto('/dispatch/condition-reports');
  const queue = page.getByRole('table', { name: 'Condition reports' }).or(page.getByText('No report waits for review'));
  await expect(queue).toBeVisible();

  const driver = await playwright.request.newContext({ baseURL });
  await apiLogin(driver, DEMO_USERS.driver.email, DEMO_PASSWORD);
  second = await submitReport(driver, tenantId, legs[1].id, 'PICKUP', { vinScanned: SCANNED, acceptVinMismatch: true });
  await driver.dispose();
  const row = page.getByRole('table', { name: 'Condition reports' }).getByRole('row', { name: new RegExp(second.number) });
  await expect(row).toBeVisible();
  // The export names the queue's reports with their driver and the VIN the leg's vehicle has.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const csv = await fs.readFile(await download.path(), 'utf8');
  expect(csv.split('\n')[0]).toContain('Number,Leg,Direction,Status,Vehicle,VIN,Driver');
  expect(csv).toContain(`${second.number},${legs[1].number},Pickup,Submitted,`);

  await row.getByRole('link', { name: second.number, exact: true }).click();
  const view = page.getByRole('region', { name: `${second.number} · Pickup report` });
  await expect(view.getByRole('alert').filter({ hasText: /^VIN mismatch/ })).toContainText(`the driver scanned ${SCANNED}`);
  await expect(view.getByText('Does not match')).toBeVisible();
  await context.close();
});

test('the help desk sees the rejected report and new damage at delivery, each saying why, the damage beside the pickup’s', async ({
  browser,
  baseURL,
  playwright,
}) => {
  // Dale picks the second leg up and delivers it with a dent the pickup report did not have.
  const driver = await playwright.request.newContext({ baseURL });
  await apiLogin(driver, DEMO_USERS.driver.email, DEMO_PASSWORD);
  const { orderLeg } = await graphqlRead<{ orderLeg: { version: number } }>(driver, LEG_VERSION(legs[1].id), tenantId);
  await graphqlWrite(driver, PICK_UP, { id: legs[1].id, version: orderLeg.version }, tenantId);
  const dent = { area: '27', type: '04', severity: 3, x: 0.5, y: 0.25, preExisting: false, photoIds: [] };
  const delivery = await submitReport(driver, tenantId, legs[1].id, 'DELIVERY', { damages: [{ ...SCRATCH, photoIds: [] }, dent] });
  await driver.dispose();

  const context = await signedIn(browser, baseURL, 'help-desk@legwork.test');
  const page = await context.newPage();
  await page.goto('/help-desk/condition-reports');
  const rejected = page.getByRole('table', { name: 'Rejected reports' });
  await expect(rejected.getByRole('row', { name: new RegExp(report.number) })).toContainText(`Rejected: ${REASON}`);
  const newDamage = page.getByRole('table', { name: 'New damage since the last custody' });
  const row = newDamage.getByRole('row', { name: new RegExp(delivery.number) });
  await expect(row).toContainText(`1 new damage since ${second.number}`);
  // The pickup it is compared with has no new damage: it is not on this list.
  await expect(newDamage.getByRole('link', { name: second.number, exact: true })).toHaveCount(0);

  await row.getByRole('link', { name: delivery.number, exact: true }).click();
  const view = page.getByRole('region', { name: `${delivery.number} · Delivery report` });
  await expect(view.getByRole('heading', { name: `1 new damage since ${second.number}` })).toBeVisible();
  await expect(view.getByRole('heading', { name: `At pickup (${second.number})` })).toBeVisible();
  await expect(view.getByRole('heading', { name: `At delivery (${delivery.number})` })).toBeVisible();
  await expect(view.getByText('New since last custody')).toHaveCount(1);
  await expect(view.getByRole('img', { name: /^Vehicle diagram, 2 damages marked: .*new since last custody/ })).toBeVisible();
  await noAxeViolations(page);
  await context.close();
});
