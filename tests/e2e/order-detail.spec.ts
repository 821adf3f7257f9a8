/**
 * Order and leg pages (issue 3): an order made through the API, one CLIENT_IN leg walked CREATED → DELIVERED
 * through the action bar (hold and release returns to the prior status), a second browser seeing each change
 * live, comments, alerts, replay, and the order's tabs.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page, WebSocket } from '@playwright/test';
import { OrderLegPage } from './pages/OrderLegPage';
import { OrderPage } from './pages/OrderPage';
import { graphqlRead, graphqlWrite, myTenants } from './support/api';
import { solidPng } from './support/png';
import { type AuthStates, expect, test } from './support/fixtures';

// Each test makes its own order through the API and walks several pages: more than the default 30 s on a busy box.
test.describe.configure({ timeout: 120_000 });

type Leg = { id: string; number: string; position: number; transportMethod: string };
type CreatedOrder = { id: string; number: string; legs: Leg[] };

const location = (name: string, city: string, postalCode: string) => ({
  name,
  type: 'COMMERCIAL',
  address1: `1 ${name} Way`,
  city,
  stateProvince: 'MA',
  postalCode,
});

const ASAP = { mode: 'ASAP' };

/** Two vehicles: the first on a three-leg chain (driven, trucked, client in), the second on one client-in leg. */
const createOrder = async (request: APIRequestContext, tenantId: string): Promise<CreatedOrder> => {
  const { clients } = await graphqlRead<{ clients: { data: { id: string }[] } }>(
    request,
    '{ clients(first: 1) { data { id } } }',
    tenantId,
  );
  const leg = (vehicleRef: number, from: number, to: number, transportMethod: string) => ({
    vehicleRef,
    originRef: { index: from },
    destinationRef: { index: to },
    transportMethod,
    requestedPickup: ASAP,
    requestedDelivery: ASAP,
  });
  const input = {
    clientId: clients.data[0].id,
    referenceNumbers: [`E2E-${Date.now().toString(36)}`],
    vehicles: [
      { make: 'Toyota', model: 'Camry', year: 2021 },
      { make: 'Ford', model: 'Transit', year: 2020 },
    ],
    locations: [
      location('Boston Yard', 'Boston', '02110'),
      location('Worcester Hub', 'Worcester', '01608'),
      location('Springfield Port', 'Springfield', '01103'),
      location('Lowell Dealer', 'Lowell', '01852'),
    ],
    legs: [leg(0, 0, 1, 'DRIVEN'), leg(0, 1, 2, 'TRUCKED'), leg(0, 2, 3, 'CLIENT_IN'), leg(1, 0, 3, 'CLIENT_IN')],
  };
  const data = await graphqlWrite<{ createOrder: CreatedOrder }>(
    request,
    `mutation ($input: OrderInput!) { createOrder(input: $input) { id number legs { id number position transportMethod } } }`,
    { input },
    tenantId,
  );
  return data.createOrder;
};

const eastOf = async (request: APIRequestContext) => {
  const east = (await myTenants(request)).find((tenant) => tenant.name === 'Legwork East');
  if (!east) throw new Error('The admin is not in Legwork East');
  return east;
};

/** The admin's own browser context and page, Legwork East, and a fresh order there (each test works on its own). */
const adminWithOrder = async (browser: Browser, authStates: AuthStates) => {
  const context = await authStates.contextFor(browser, 'admin');
  const page = await context.newPage();
  const east = await eastOf(page.request);
  const order = await createOrder(page.request, east.id);
  return { context, page, east, order };
};

/** Resolves once the page's socket has sent its orderLegChanged subscription. */
const subscribed = (page: Page, timeout = 15_000): Promise<void> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('No orderLegChanged subscription was sent on /graphql')), timeout);
    page.on('websocket', (socket: WebSocket) => {
      socket.on('framesent', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : payload.toString('utf8');
        if (text.includes('"subscribe"') && text.includes('orderLegChanged')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  });

test('a client-in leg walks CREATED → DELIVERED through the action bar, and a second browser sees it live', async ({
  browser,
  authStates,
}) => {
  test.setTimeout(150_000);
  const adminContext = await authStates.contextFor(browser, 'admin');
  const dispatchContext = await authStates.contextFor(browser, 'dispatch');
  const adminPage = await adminContext.newPage();
  const watcherPage = await dispatchContext.newPage();
  const east = await eastOf(adminPage.request);
  const order = await createOrder(adminPage.request, east.id);
  expect(order.legs).toHaveLength(4);
  const walked = order.legs.find((leg) => leg.position === 4);
  if (!walked) throw new Error('No fourth leg');

  const admin = new OrderLegPage(adminPage);
  const watcher = new OrderLegPage(watcherPage);
  const live = subscribed(watcherPage);
  live.catch(() => undefined); // awaited below
  await admin.goto(walked.id, { tenantId: east.id });
  await watcher.goto(walked.id);
  await admin.statusIs('Created');
  await watcher.statusIs('Created');
  await live;
  let reloaded = false;
  watcherPage.on('load', () => {
    reloaded = true;
  });
  await admin.action('Process').click();
  await admin.statusIs('Processing');
  await watcher.statusIs('Processing');

  await admin.hold('Client request', 'Client asked to wait a week');
  await admin.statusIs('On hold');
  await expect(admin.holdNote).toContainText('Client request');
  await expect(admin.holdNote).toContainText('held from processing');
  await watcher.statusIs('On hold');
  await expect(admin.actions.getByRole('button')).toHaveText(['Release hold', 'Cancel leg']);

  await admin.action('Release hold').click();
  await admin.statusIs('Processing');
  await watcher.statusIs('Processing');

  await admin.action('Request confirmation').click();
  await admin.statusIs('Pending confirmation');
  // Each bar shows what the machine allows its user: confirming is the call center's (and the admin's), not dispatch's.
  await watcher.statusIs('Pending confirmation');
  await expect(admin.action('Confirm')).toBeVisible();
  await expect(watcher.action('Hold')).toBeVisible();
  await expect(watcher.action('Confirm')).toHaveCount(0);

  await admin.confirm('2030-01-02T09:00', '2030-01-03T17:05');
  await admin.statusIs('Call center confirmed');
  await watcher.statusIs('Call center confirmed');

  await admin.action('Clear for dispatch').click();
  await admin.statusIs('Cleared for dispatch');
  await admin.assign();
  await admin.statusIs('Pending pickup');
  // Pick up and Deliver ask the actual time first (now by default), as the driver's phone does.
  await admin.custodyMove('Pick up');
  await admin.statusIs('In transit');
  await watcher.statusIs('In transit');
  await admin.custodyMove('Deliver');
  await admin.statusIs('Delivered');
  await watcher.statusIs('Delivered');
  expect(reloaded).toBe(false);

  // The history lists every status change, newest first.
  await expect(admin.history.getByRole('listitem').first()).toContainText('In transit → Delivered');
  await expect(admin.history).toContainText('Processing → On hold');
  await expect(admin.history).toContainText('On hold → Processing');

  // Replay: the recorded events through a fresh machine, step by step.
  await admin.tab('Activity log').click();
  await expect(admin.tab('Activity log')).toHaveAttribute('aria-current', 'page');
  await adminPage.getByRole('button', { name: 'Replay' }).click();
  await expect(admin.replay).toContainText('Step 0 of 9: Created');
  await admin.replay.getByRole('button', { name: 'Next' }).click();
  await admin.replay.getByRole('button', { name: 'Next' }).click();
  await expect(admin.replay).toContainText('Step 2 of 9: On hold');
  await admin.replay.getByRole('button', { name: 'Back' }).click();
  await expect(admin.replay).toContainText('Step 1 of 9: Processing');
  for (let i = 1; i < 9; i++) await admin.replay.getByRole('button', { name: 'Next' }).click();
  await expect(admin.replay).toContainText('Step 9 of 9: Delivered');
  await expect(admin.replay.getByText('refused by the machine')).toHaveCount(0);

  await adminContext.close();
  await dispatchContext.close();
});

test('a stale version is a conflict: the page says so and reloads the leg', async ({ browser, authStates }) => {
  const context = await authStates.contextFor(browser, 'admin');
  const page = await context.newPage();
  // No live updates on this page (a socket that never reaches the server), so it keeps the old version.
  await page.routeWebSocket('**/graphql', () => {});
  const east = await eastOf(page.request);
  const order = await createOrder(page.request, east.id);
  const leg = order.legs[3];
  const legPage = new OrderLegPage(page);
  await legPage.goto(leg.id, { tenantId: east.id });
  await legPage.statusIs('Created');
  // Someone else processes the leg meanwhile.
  await graphqlWrite(
    page.request,
    'mutation ($id: ID!) { transitionOrderLeg(id: $id, event: PROCESS, version: 1) { id } }',
    { id: leg.id },
    east.id,
  );
  await legPage.action('Process').click();
  await expect(page.getByText('Someone changed this leg — reloaded.')).toBeVisible();
  await legPage.statusIs('Processing');
  await context.close();
});

test('comments and alerts of a leg', async ({ browser, authStates }) => {
  const { context, page, east, order } = await adminWithOrder(browser, authStates);
  const legPage = new OrderLegPage(page);
  await legPage.goto(order.legs[0].id, { tab: 'activity/comments', tenantId: east.id });
  await expect(legPage.tab('Comments')).toHaveAttribute('aria-current', 'page');
  await expect(legPage.comments).toContainText('No comments yet');
  await legPage.commentBox.fill('Keys are with @dispatch@legwork.test at the front desk.');
  await legPage.addComment.click();
  await expect(legPage.comments).toContainText('Keys are with @dispatch@legwork.test at the front desk.');
  await expect(legPage.comments).toContainText('Internal');
  await expect(legPage.comments).toContainText('Mentioned: Dispatch Demo');
  await expect(legPage.commentBox).toHaveValue('');

  await legPage.tab('Alerts').click();
  await expect(legPage.alerts).toContainText('No alerts');
  await legPage.alertPriority.selectOption({ label: 'Call — urgent' });
  await legPage.alertMessage.fill('Client called twice about the pickup window.');
  await legPage.raiseAlert.click();
  const alert = legPage.alerts.getByRole('listitem').filter({ hasText: 'Client called twice about the pickup window.' });
  await expect(alert).toContainText('Call — urgent');
  await alert.getByRole('button', { name: /^Acknowledge alert/ }).click();
  await expect(alert).toContainText('Acknowledged by Ada Admin');
  await context.close();
});

test('the order page: header, legs, tabs, notes, raw data and its invoices (none yet)', async ({ browser, authStates }) => {
  const { context, page, east, order } = await adminWithOrder(browser, authStates);
  const orderPage = new OrderPage(page);
  await orderPage.goto(order.id, { tenantId: east.id });
  await expect(page).toHaveTitle('View Order | Orders | Legwork');
  await expect(orderPage.header).toContainText(`Order ${order.number}`);
  await expect(orderPage.header).toContainText('Draft');
  await expect(orderPage.tab('Overview')).toHaveAttribute('aria-current', 'page');
  await expect(orderPage.legs.getByRole('row')).toHaveCount(5); // a header row and four legs
  await expect(orderPage.legRow(order.legs[1].number)).toContainText('Trucked');
  await expect(orderPage.legRow(order.legs[1].number)).toContainText('Worcester Hub (Worcester, MA) → Springfield Port (Springfield, MA)');
  await expect(orderPage.actions.getByRole('button', { name: 'Submit to call center' })).toBeVisible();

  await orderPage.notes.getByLabel('Note', { exact: true }).fill('Gate code 4411.');
  await orderPage.notes.getByRole('button', { name: 'Add note' }).click();
  await expect(orderPage.notes).toContainText('Gate code 4411.');

  await orderPage.actions.getByRole('button', { name: 'Submit to call center' }).click();
  await expect(orderPage.header).toContainText('Call center');
  await expect(orderPage.legRow(order.legs[0].number)).toContainText('Processing');

  await orderPage.tab('Activity log').click();
  await page.getByRole('button', { name: 'Replay' }).click();
  const replay = page.getByRole('region', { name: 'Replay' });
  await expect(replay).toContainText('Step 0 of 1: Draft');
  await replay.getByRole('button', { name: 'Next' }).click();
  await expect(replay).toContainText('Step 1 of 1: Call center');

  await orderPage.tab('Raw data').click();
  await expect(page).toHaveTitle('Order Raw Data | Orders | Legwork');
  await expect(page.getByRole('region', { name: 'Raw data' })).toContainText(`"number": "${order.number}"`);
  await orderPage.tab('Quote').click();
  await expect(page.getByText('No quote for this order')).toBeVisible();
  await orderPage.tab('Invoices').click();
  await expect(page.getByText('No invoice bills this order yet')).toBeVisible();

  await orderPage.tab('Overview').click();
  await orderPage.legRow(order.legs[3].number).getByRole('link', { name: order.legs[3].number }).click();
  await expect(page).toHaveURL(`/order-legs/${order.legs[3].id}`);
  await expect(page).toHaveTitle('View Order Leg | Order Legs | Legwork');

  // Cancelling asks why, and cancels the open legs with the order.
  await orderPage.goto(order.id);
  await orderPage.actions.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${order.number}` });
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Say why the order is cancelled.');
  await dialog.getByLabel('Reason').fill('The client sold both cars.');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(orderPage.header).toContainText('Cancelled');
  await expect(orderPage.legRow(order.legs[0].number)).toContainText('Cancelled');
  await expect(orderPage.actions).toHaveCount(0);
  await context.close();
});

test('a photo uploaded on a leg shows as a thumbnail there and under the order’s files', async ({ browser, authStates }) => {
  const { context, page, east, order } = await adminWithOrder(browser, authStates);
  const legPage = new OrderLegPage(page);
  await legPage.goto(order.legs[0].id, { tab: 'files/photos', tenantId: east.id });
  await expect(page.getByText('No photos yet')).toBeVisible();
  await legPage.chooseFile.setInputFiles({ name: 'damage-front.png', mimeType: 'image/png', buffer: solidPng(12, 12, [30, 90, 200]) });
  await expect(legPage.uploadRow('damage-front.png').getByRole('status')).toHaveText('Done');
  await expect(page.getByRole('img', { name: 'damage-front.png' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'damage-front.png' })).toHaveAttribute('href', /^\/media\//);

  const orderPage = new OrderPage(page);
  await orderPage.goto(order.id, { tab: 'files' });
  await expect(page.getByRole('region', { name: 'Photos' }).getByRole('link', { name: 'damage-front.png' })).toBeVisible();
  await context.close();
});

// The preview is the server-made thumbnail (GET /media/:id/:name?thumb=1): a 12 px image stays 12 px wide.
test('an uploaded photo’s thumbnail loads', async ({ browser, authStates }) => {
  const { context, page, east, order } = await adminWithOrder(browser, authStates);
  const legPage = new OrderLegPage(page);
  await legPage.goto(order.legs[0].id, { tab: 'files/photos', tenantId: east.id });
  await legPage.chooseFile.setInputFiles({ name: 'loaded.png', mimeType: 'image/png', buffer: solidPng(12, 12, [30, 90, 200]) });
  await expect(legPage.uploadRow('loaded.png').getByRole('status')).toHaveText('Done');
  const thumbnail = page.getByRole('img', { name: 'loaded.png' });
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(12);
  await context.close();
});

const violationsOf = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

test('the order and leg pages, a tab, the replay and an event dialog have no axe violations', async ({ browser, authStates }) => {
  const { context, page, east, order } = await adminWithOrder(browser, authStates);
  const orderPage = new OrderPage(page);
  await orderPage.goto(order.id, { tenantId: east.id });
  await expect(orderPage.legs).toBeVisible();
  expect(await violationsOf(page), 'order overview').toEqual([]);

  const legPage = new OrderLegPage(page);
  await legPage.goto(order.legs[3].id);
  await legPage.statusIs('Created');
  await legPage.action('Process').click();
  await legPage.statusIs('Processing');
  expect(await violationsOf(page), 'leg overview').toEqual([]);

  await legPage.action('Hold').click();
  await expect(legPage.dialog.getByLabel('Hold reason')).toBeVisible();
  expect(await violationsOf(page), 'hold dialog').toEqual([]);
  await legPage.dialog.getByRole('button', { name: 'Back' }).click();
  await expect(legPage.dialog).toHaveCount(0);

  await legPage.tab('Activity log').click();
  await page.getByRole('button', { name: 'Replay' }).click();
  await legPage.replay.getByRole('button', { name: 'Next' }).click();
  expect(await violationsOf(page), 'activity log with replay').toEqual([]);

  await legPage.tab('Comments').click();
  await expect(legPage.commentBox).toBeVisible();
  expect(await violationsOf(page), 'comments').toEqual([]);
  await context.close();
});
