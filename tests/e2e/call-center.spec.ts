/**
 * /call-center: a leg a client made on the portal is acknowledged and confirmed from the call center's queue with the
 * keys, the confirming call is in the leg's log, and the client's portal page shows the confirmed window live; a
 * callback logged for a leg comes to its author's bell once the callback sweep has run.
 */
import type { APIRequestContext, Browser } from '@playwright/test';
import { apiLogin, graphqlRead, graphqlWrite, myTenants } from './support/api';
import { AppShell } from './pages/AppShell';
import { expect, test } from './support/fixtures';
import { DEMO_PASSWORD } from './support/users';

const CALL_CENTER = 'call-center@legwork.test';

const signedIn = async (browser: Browser, baseURL: string | undefined) => {
  const context = await browser.newContext({ baseURL });
  await apiLogin(context.request, CALL_CENTER, DEMO_PASSWORD);
  return context;
};

/** Which page of a queue holds the leg, and its row there (the queue is oldest promise first, so it may be deep). */
const placeIn = async (request: APIRequestContext, tenant: string, queue: string, legId: string) => {
  for (let page = 1; page <= 40; page += 1) {
    const { callCenterLegs } = await graphqlRead<{
      callCenterLegs: { data: { leg: { id: string } }[]; paginatorInfo: { hasMorePages: boolean } };
    }>(
      request,
      `{ callCenterLegs(queue: ${queue}, first: 25, page: ${page}) { data { leg { id } } paginatorInfo { hasMorePages } } }`,
      tenant,
    );
    const row = callCenterLegs.data.findIndex((item) => item.leg.id === legId);
    if (row >= 0) return { page, row };
    if (!callCenterLegs.paginatorInfo.hasMorePages) break;
  }
  throw new Error(`leg ${legId} is not in the ${queue} queue`);
};

/** The next day in New York (the demo tenant's zone) as YYYY-MM-DD, and its MM/DD/YYYY for the date field. */
const dayAhead = (days: number) => {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(Date.now() + days * 86_400_000));
  const [year, month, date] = day.split('-');
  return { day, typed: `${month}/${date}/${year}` };
};

test('a portal leg is acknowledged and confirmed from the queue with the keys, the call logged, and the portal shows it live', async ({
  browser,
  baseURL,
  authStates,
}) => {
  const client = await authStates.contextFor(browser, 'client');
  const portal = await client.newPage();
  const east = (await myTenants(portal.request)).find((tenant) => tenant.name === 'Legwork East');
  if (!east) throw new Error('client@ is not in Legwork East');
  const { me } = await graphqlRead<{ me: { clients: { id: string }[] } }>(portal.request, '{ me { clients { id } } }');
  const place = (name: string, postalCode: string, city: string, stateProvince: string) => ({
    name,
    type: 'COMMERCIAL',
    address1: `1 ${name} Way`,
    city,
    stateProvince,
    postalCode,
  });
  const { portalCreateOrder } = await graphqlWrite<{ portalCreateOrder: { legs: { id: string; number: string }[] } }>(
    portal.request,
    'mutation ($input: QuoteInput!, $key: String!) { portalCreateOrder(input: $input, idempotencyKey: $key) { legs { id number } } }',
    {
      key: `e2e-call-center-${Date.now()}`,
      input: {
        clientId: me.clients[0].id,
        vehicles: [{ year: 2023, make: 'Ford', model: 'Bronco' }],
        locations: [place('Call Origin', '02139', 'Cambridge', 'MA'), place('Call Destination', '10001', 'New York', 'NY')],
        legs: [
          {
            vehicleRef: 0,
            originRef: { index: 0 },
            destinationRef: { index: 1 },
            transportMethod: 'DRIVEN',
            requestedPickup: { mode: 'ASAP' },
            requestedDelivery: { mode: 'ASAP' },
            pickupContact: { name: 'Pat Pickup', phone: '617-555-0177' },
          },
        ],
      },
    },
    east.id,
  );
  const leg = portalCreateOrder.legs[0];
  await portal.goto(`/portal/order-legs/${leg.id}`);
  await expect(portal.getByRole('region', { name: 'Live status' }).getByText('Awaiting acknowledgement').first()).toBeVisible();

  const staff = await signedIn(browser, baseURL);
  const page = await staff.newPage();
  // Acknowledge with the keys: down to the leg's row, then "a".
  const toAcknowledge = await placeIn(page.request, east.id, 'ACKNOWLEDGE', leg.id);
  await page.goto(`/call-center/order-legs?queue=ACKNOWLEDGE&page=${toAcknowledge.page}`);
  const queue = page.getByRole('table', { name: /Legs of the queue/ });
  await expect(queue.getByRole('link', { name: leg.number })).toBeVisible();
  for (let i = 0; i < toAcknowledge.row; i += 1) await page.keyboard.press('j');
  await expect(queue.getByRole('row', { name: new RegExp(leg.number) })).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('a');
  await expect(page.getByText(`Leg ${leg.number} acknowledged: it waits for its confirmation.`)).toBeVisible();

  // Confirm with the keys: "c" opens the dialog with the leg's own contact; the windows are typed on the tenant clock.
  const toConfirm = await placeIn(page.request, east.id, 'CONFIRM', leg.id);
  await page.goto(`/call-center/order-legs?queue=CONFIRM&page=${toConfirm.page}`);
  await expect(queue.getByRole('link', { name: leg.number })).toBeVisible();
  for (let i = 0; i < toConfirm.row; i += 1) await page.keyboard.press('j');
  await page.keyboard.press('c');
  const dialog = page.getByRole('dialog', { name: `Confirm leg ${leg.number} with the call` });
  await expect(dialog.getByRole('link', { name: '617-555-0177' })).toHaveAttribute('href', 'tel:6175550177');
  await expect(dialog.getByRole('textbox', { name: 'Spoke to' })).toHaveValue('Pat Pickup');
  const pickup = dayAhead(2);
  const delivery = dayAhead(4);
  await dialog.getByRole('textbox', { name: 'Confirmed pickup date' }).fill(pickup.typed);
  await dialog.getByRole('combobox', { name: 'Confirmed pickup time' }).selectOption('09:00');
  await dialog.getByRole('textbox', { name: 'Confirmed delivery date' }).fill(delivery.typed);
  await dialog.getByRole('combobox', { name: 'Confirmed delivery time' }).selectOption('16:30');
  await dialog.getByRole('textbox', { name: 'Call notes' }).fill('Gate code 4411');
  await dialog.getByRole('button', { name: 'Confirm and log the call' }).click();
  await expect(page.getByText(`Leg ${leg.number} confirmed, and the call logged.`)).toBeVisible();

  // The call that confirmed it is the leg's log entry.
  const { communicationLog } = await graphqlRead<{
    communicationLog: { data: { channel: string; outcome: string; contactName: string; notes: string }[] };
  }>(page.request, `{ communicationLog(subject: { kind: LEG, id: "${leg.id}" }) { data { channel outcome contactName notes } } }`, east.id);
  expect(communicationLog.data).toEqual([{ channel: 'CALL', outcome: 'REACHED', contactName: 'Pat Pickup', notes: 'Gate code 4411' }]);

  // The client's page, never reloaded, shows the confirmed pickup.
  const [, month, date] = pickup.day.split('-').map(Number);
  const monthName = new Date(Date.UTC(2000, month - 1, 1)).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  await expect(portal.getByText(new RegExp(`${monthName} ${date}, \\d{4}, 9:00 AM`)).first()).toBeVisible();
  await client.close();
  await staff.close();
});

/**
 * The callback sweep is a server timer (server/communications/communications.area.ts: once at start, then every minute)
 * that e2e cannot run on demand, and a callback in the past is refused; so the callback is logged a few seconds ahead
 * and the bell is given one sweep's interval and a margin to show it.
 */
test('a callback logged for a leg arrives in the bell after the callback sweep', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const staff = await signedIn(browser, baseURL);
  const page = await staff.newPage();
  const east = (await myTenants(page.request)).find((tenant) => tenant.name === 'Legwork East');
  if (!east) throw new Error('call-center@ is not in Legwork East');
  const { callCenterLegs } = await graphqlRead<{ callCenterLegs: { data: { leg: { id: string; number: string } }[] } }>(
    page.request,
    '{ callCenterLegs(first: 1) { data { leg { id number } } } }',
    east.id,
  );
  const leg = callCenterLegs.data[0].leg;

  const shell = new AppShell(page);
  await page.goto('/call-center');
  await expect(shell.bell).toBeVisible();
  const contact = `Cal Back ${Date.now().toString(36)}`;
  await graphqlWrite(
    page.request,
    'mutation ($input: CommunicationInput!) { logCommunication(input: $input) { id } }',
    {
      input: {
        subject: { kind: 'LEG', id: leg.id },
        direction: 'OUTBOUND',
        channel: 'CALL',
        contactName: contact,
        outcome: 'NO_ANSWER',
        callbackAt: new Date(Date.now() + 5_000).toISOString(),
      },
    },
    east.id,
  );

  // Within one sweep (a minute) and a margin, the bell's list names the contact and the leg (reopened until it does).
  await expect(async () => {
    if (await shell.notificationsPopup.isVisible()) await page.keyboard.press('Escape');
    await shell.openNotifications();
    await expect(shell.notificationsPopup.getByText(`Call back ${contact} about leg ${leg.number}`, { exact: false })).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 75_000 });
  await expect(shell.notificationsPopup.getByText('Callback due').first()).toBeVisible();
  await staff.close();
});
