/**
 * Delivery surveys (issue 31): dispatch delivers a seeded leg, its delivery contact's mail links the survey, answered
 * in a fresh browser with no session; the low score notifies client relations, and the delivery survey report shows
 * the answer with a link to the leg. Also the bill of lading's code page and a forged link's clear page.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { InspectionItemCodeValues } from '../../src/generated/enums/InspectionItemCode';
import { apiLogin, csrfHeaders, graphqlRead, graphqlWrite, type Mail, myTenants } from './support/api';
import { expect, test } from './support/fixtures';
import { solidPng } from './support/png';
import { DEMO_PASSWORD } from './support/users';

test.describe.configure({ mode: 'serial' });

const ZONE = 'America/New_York';
type Leg = {
  id: string;
  number: string;
  version: number;
  deliveryReportSubmitted: boolean;
  driver: { id: string } | null;
  deliveryContact: { email: string | null } | null;
};

const east = async (request: APIRequestContext) => {
  const tenant = (await myTenants(request)).find((candidate) => candidate.name === 'Legwork East');
  if (!tenant) throw new Error('No Legwork East tenant');
  return tenant.id;
};

/** Dale's seeded legs in transit without a delivery report, with a delivery contact email: the last by number. */
const dalesLegInTransit = async (request: APIRequestContext): Promise<Leg> => {
  const { orderLegs } = await graphqlRead<{ orderLegs: { data: Leg[] } }>(
    request,
    `{ orderLegs(first: 100, status: [IN_TRANSIT]) { data { id number version deliveryReportSubmitted driver { id }
       deliveryContact { email } } } }`,
    await east(request),
  );
  const legs = orderLegs.data
    .filter((leg) => !leg.deliveryReportSubmitted && leg.driver && leg.deliveryContact?.email)
    .sort((a, b) => b.number.localeCompare(a.number));
  if (!legs[0]) throw new Error('The demo seed has no leg of Dale’s in transit with a delivery contact email');
  return legs[0];
};

const UPLOAD = `mutation($file: File!, $leg: ID!, $clientId: ID!, $kind: ConditionPhotoKind!, $at: DateTime!) {
  uploadConditionPhoto(orderLegId: $leg, clientId: $clientId, kind: $kind, file: $file, capturedAt: $at, latitude: 32.7767, longitude: -96.797) { id } }`;

/** A photo uploaded as the capture page sends it (condition-reports-review.spec.ts does the same). */
const uploadPhoto = async (request: APIRequestContext, tenantId: string, leg: string, kind: string) => {
  const response = await request.post('/graphql', {
    headers: { ...(await csrfHeaders(request)), 'X-TENANT': tenantId },
    multipart: {
      operations: JSON.stringify({
        query: UPLOAD,
        variables: { file: null, leg, clientId: randomUUID(), kind, at: new Date().toISOString() },
      }),
      map: JSON.stringify({ 0: ['variables.file'] }),
      0: { name: 'photo.png', mimeType: 'image/png', buffer: solidPng(32, 24, [40, 90, 160]) },
    },
  });
  const body = (await response.json()) as { data?: { uploadConditionPhoto: { id: string } }; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return (body.data as { uploadConditionPhoto: { id: string } }).uploadConditionPhoto.id;
};

/** Dale's delivery condition report of the leg, all items passed, the customer not there to sign. */
const submitDeliveryReport = async (request: APIRequestContext, leg: string) => {
  const tenantId = await east(request);
  const vehicle = await uploadPhoto(request, tenantId, leg, 'VEHICLE');
  const signature = await uploadPhoto(request, tenantId, leg, 'DRIVER_SIGNATURE');
  const now = new Date().toISOString();
  await graphqlWrite(
    request,
    'mutation($input: ConditionReportInput!) { submitConditionReport(input: $input) { id } }',
    {
      input: {
        clientId: randomUUID(),
        orderLegId: leg,
        direction: 'DELIVERY',
        items: InspectionItemCodeValues.map((code) => ({ code, result: 'PASS' })),
        damages: [],
        photoIds: [vehicle],
        odometer: 48_313,
        fuelLevel: 'HALF',
        keysCount: 2,
        fobsCount: 1,
        interiorConditions: ['CLEAN'],
        looseItems: [],
        washType: 'NONE',
        obstructions: [],
        capturedAt: now,
        latitude: 32.7767,
        longitude: -96.797,
        driverSignature: { name: 'Dale Driver', signedAt: now, latitude: 32.7767, longitude: -96.797, imageId: signature },
        customerNotAvailableReason: 'Receiver away; keys in the lock box.',
      },
    },
    tenantId,
  );
};

/** The survey mail of this leg (its text names the leg), polled from the dev mailbox. */
const surveyLink = async (request: APIRequestContext, to: string, legNumber: string): Promise<string> => {
  let link = '';
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(`/dev/mail?to=${encodeURIComponent(to)}`)).json()) as Mail[];
        const mail = mails.find((candidate) => candidate.text.includes(`Reference: leg ${legNumber}`));
        link = mail?.text.match(/https?:\/\/\S+\/delivery-survey\/\S+/)?.[0] ?? '';
        return link !== '';
      },
      { message: `a delivery survey mail to ${to} for leg ${legNumber}` },
    )
    .toBe(true);
  const url = new URL(link);
  return url.pathname;
};

const thisMonth = () => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
  const [year, month] = today.split('-').map(Number);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${today.slice(0, 7)}-01`, to: `${today.slice(0, 7)}-${String(last).padStart(2, '0')}` };
};

let leg: Leg;
let path = '';
const comment = `Scratched the bumper (e2e ${Date.now().toString(36)})`;

test('a delivered leg’s survey link, opened in a fresh browser with no session, is answered once', async ({ browser, authStates }) => {
  const driver = await authStates.contextFor(browser, 'driver');
  leg = await dalesLegInTransit(driver.request);
  await submitDeliveryReport(driver.request, leg.id);
  await driver.close();
  const dispatch = await authStates.contextFor(browser, 'dispatch');
  const { orderLeg } = await graphqlRead<{ orderLeg: { version: number } }>(
    dispatch.request,
    `{ orderLeg(id: "${leg.id}") { version } }`,
    await east(dispatch.request),
  );
  await graphqlWrite(
    dispatch.request,
    'mutation($id: ID!, $version: Int!) { transitionOrderLeg(id: $id, event: DELIVER, version: $version) { id status } }',
    { id: leg.id, version: orderLeg.version },
    await east(dispatch.request),
  );
  path = await surveyLink(dispatch.request, leg.deliveryContact?.email ?? '', leg.number);
  await dispatch.close();

  const fresh = await browser.newContext();
  const page = await fresh.newPage();
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Rate Your Delivery' })).toBeVisible();
  const move = page.getByRole('region', { name: 'Your delivery' });
  await expect(move.getByText('Vehicle')).toBeVisible();
  await expect(move.getByText('Driver')).toBeVisible();
  await page.getByRole('button', { name: 'Send my answer' }).click();
  await expect(page.getByText('Choose a rating from 1 to 5.')).toBeVisible();
  await page.getByRole('radio', { name: '1 – Poor' }).check();
  await page.getByRole('checkbox', { name: 'On time' }).check();
  await page.getByLabel('Comment').fill(comment);
  await page.getByRole('button', { name: 'Send my answer' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

  // Used: the same link again says so, never an error page.
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'This survey is answered' })).toBeVisible();
  // Forged: a clear page too.
  await page.goto(`${path.slice(0, -4)}0000`);
  await expect(page.getByRole('heading', { name: 'This link or code is not valid' })).toBeVisible();
  await fresh.close();
});

test('the low score notifies client relations, and the report shows the answer with its leg', async ({ browser, authStates }) => {
  const relations = await browser.newContext();
  await apiLogin(relations.request, 'client-relations@legwork.test', DEMO_PASSWORD);
  const { notifications } = await graphqlRead<{ notifications: { data: { type: string; title: string; link: string }[] } }>(
    relations.request,
    '{ notifications(first: 50) { data { type title link } } }',
    await east(relations.request),
  );
  expect(notifications.data).toContainEqual({
    type: 'DELIVERY_SURVEY',
    title: `Leg ${leg.number} rated 1 of 5`,
    link: `/order-legs/${leg.id}`,
  });
  await relations.close();

  const admin = await authStates.contextFor(browser, 'admin');
  const page = await admin.newPage();
  const { from, to } = thisMonth();
  await page.goto(`/admin/reports/delivery-survey?period=MONTH&from=${from}&to=${to}`);
  const answers = page.getByRole('region', { name: 'Answers' });
  const row = answers.getByRole('row').filter({ hasText: comment });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: leg.number })).toHaveAttribute('href', `/order-legs/${leg.id}`);
  await expect(page.getByRole('region', { name: 'By tag' }).getByRole('link', { name: 'On time' })).toBeVisible();
  // The leg page shows the answer.
  await row.getByRole('link', { name: leg.number }).click();
  await expect(page.getByRole('heading', { name: 'Delivery survey' })).toBeVisible();
  await expect(page.getByText(comment)).toBeVisible();
  await admin.close();
});

test('the bill of lading’s code page takes a code and refuses a malformed one', async ({ browser }) => {
  const fresh = await browser.newContext();
  const page = await fresh.newPage();
  await page.goto('/delivery-survey');
  await page.getByLabel('Survey code').fill('12');
  await page.getByRole('button', { name: 'Open the survey' }).click();
  await expect(page.getByText('Type the 8 characters printed on the bill of lading, like K7MX-4QPD.')).toBeVisible();
  await page.getByLabel('Survey code').fill('zzzz zzzz');
  await page.getByRole('button', { name: 'Open the survey' }).click();
  await expect(page.getByRole('heading', { name: 'This link or code is not valid' })).toBeVisible();
  await fresh.close();
});
