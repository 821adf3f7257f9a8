/**
 * The one communication log (issue 32): a call logged on a leg's Comments tab appears live in a second browser on the
 * same leg, with the contact's number as a tel: link.
 */
import type { APIRequestContext, Page, WebSocket } from '@playwright/test';
import { CommunicationLog } from './pages/CommunicationLog';
import { OrderLegPage } from './pages/OrderLegPage';
import { graphqlRead, graphqlWrite, myTenants } from './support/api';
import { expect, test } from './support/fixtures';

test.describe.configure({ timeout: 120_000 });

const place = (name: string, city: string, postalCode: string) => ({
  name,
  type: 'COMMERCIAL',
  address1: `1 ${name} Way`,
  city,
  stateProvince: 'MA',
  postalCode,
});

/** One leg, Boston to Lowell, made through the API. */
const createLeg = async (request: APIRequestContext, tenantId: string): Promise<string> => {
  const { clients } = await graphqlRead<{ clients: { data: { id: string }[] } }>(
    request,
    '{ clients(first: 1) { data { id } } }',
    tenantId,
  );
  const input = {
    clientId: clients.data[0].id,
    referenceNumbers: [`LOG-${Date.now().toString(36)}`],
    vehicles: [{ make: 'Toyota', model: 'Camry', year: 2021 }],
    locations: [place('Boston Yard', 'Boston', '02110'), place('Lowell Dealer', 'Lowell', '01852')],
    legs: [
      {
        vehicleRef: 0,
        originRef: { index: 0 },
        destinationRef: { index: 1 },
        transportMethod: 'DRIVEN',
        requestedPickup: { mode: 'ASAP' },
        requestedDelivery: { mode: 'ASAP' },
      },
    ],
  };
  const data = await graphqlWrite<{ createOrder: { legs: { id: string }[] } }>(
    request,
    'mutation ($input: OrderInput!) { createOrder(input: $input) { legs { id } } }',
    { input },
    tenantId,
  );
  return data.createOrder.legs[0].id;
};

/** Resolves once the page's socket has subscribed to the log's entries. */
const subscribed = (page: Page): Promise<void> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('No communicationEntryChanged subscription was sent')), 15_000);
    page.on('websocket', (socket: WebSocket) => {
      socket.on('framesent', ({ payload }) => {
        const text = typeof payload === 'string' ? payload : payload.toString('utf8');
        if (text.includes('"subscribe"') && text.includes('communicationEntryChanged')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  });

test('a call logged on a leg shows in a second browser on the leg, live, with a tel: link', async ({ browser, authStates }) => {
  const adminPage = await (await authStates.contextFor(browser, 'admin')).newPage();
  const watcherPage = await (await authStates.contextFor(browser, 'dispatch')).newPage();
  const east = (await myTenants(adminPage.request)).find((tenant) => tenant.name === 'Legwork East');
  if (!east) throw new Error('The admin is not in Legwork East');
  const legId = await createLeg(adminPage.request, east.id);

  const live = subscribed(watcherPage);
  live.catch(() => undefined); // awaited below
  await new OrderLegPage(adminPage).goto(legId, { tab: 'activity/comments', tenantId: east.id });
  await new OrderLegPage(watcherPage).goto(legId, { tab: 'activity/comments' });
  const log = new CommunicationLog(adminPage);
  const watched = new CommunicationLog(watcherPage);
  await expect(log.panel.getByText('No contact logged yet')).toBeVisible();
  await expect(watched.panel.getByText('No contact logged yet')).toBeVisible();
  await live;

  await log.logTyped({ name: 'Dana Reyes', phone: '+1 404 555 0142', outcome: 'Reached', notes: 'Pickup window agreed for Tuesday.' });
  await expect(log.entry('Pickup window agreed for Tuesday.')).toBeVisible();
  const seen = watched.entry('Pickup window agreed for Tuesday.');
  await expect(seen).toContainText('Outbound call');
  await expect(seen).toContainText('Reached');
  await expect(seen).toContainText('Ada Admin');
  await expect(seen.getByRole('link', { name: '+1 404 555 0142' })).toHaveAttribute('href', 'tel:+14045550142');
  await expect(log.form.getByLabel('Notes')).toHaveValue('');
});
