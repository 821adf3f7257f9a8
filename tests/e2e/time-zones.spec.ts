/**
 * Times are shown in the tenant's time zone: a dispatcher whose browser is in Tokyo reads a confirmed pickup and the
 * activity of a Legwork East leg (America/New_York) on New York's clock, the one the times were typed in.
 */
import type { APIRequestContext } from '@playwright/test';
import { OrderLegPage } from './pages/OrderLegPage';
import { OrderPage } from './pages/OrderPage';
import { OrdersPage } from './pages/OrdersPage';
import { graphqlRead, graphqlWrite } from './support/api';
import { expect, test } from './support/fixtures';

const YEAR = new Date().getFullYear() + 1;
const TENANT_ZONE = 'America/New_York';
// 15:00Z is 10:00 AM in New York and already the next day (12:00 AM) in Tokyo: the two readings cannot be confused.
const PICKUP_AT = `${YEAR}-01-15T15:00:00.000Z`;
const DELIVERY_AT = `${YEAR}-01-16T22:00:00.000Z`;

const inZone = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));

type Seeded = { tenantId: string; orderId: string; orderNumber: string; legId: string; reference: string };

/** A Legwork East order whose one leg is confirmed through the API for PICKUP_AT and DELIVERY_AT. */
const confirmedLeg = async (request: APIRequestContext): Promise<Seeded> => {
  const { me } = await graphqlRead<{ me: { tenants: { id: string; name: string; timeZone: string }[] } }>(
    request,
    '{ me { tenants { id name timeZone } } }',
  );
  const east = me.tenants.find((tenant) => tenant.name === 'Legwork East');
  if (!east) throw new Error('The admin is not in Legwork East');
  expect(east.timeZone).toBe(TENANT_ZONE);
  const { clients } = await graphqlRead<{ clients: { data: { id: string }[] } }>(request, '{ clients(first: 1) { data { id } } }', east.id);
  const place = (name: string, postalCode: string) => ({
    name,
    type: 'COMMERCIAL',
    address1: `1 ${name} Way`,
    city: 'Boston',
    stateProvince: 'MA',
    postalCode,
  });
  const reference = `E2E-TZ-${Date.now().toString(36)}`;
  const input = {
    clientId: clients.data[0].id,
    referenceNumbers: [reference],
    vehicles: [{ make: 'Toyota', model: 'Camry', year: 2021 }],
    locations: [place('Zone Yard', '02110'), place('Zone Dealer', '02118')],
    legs: [
      {
        vehicleRef: 0,
        originRef: { index: 0 },
        destinationRef: { index: 1 },
        transportMethod: 'CLIENT_IN',
        requestedPickup: { mode: 'ASAP' },
        requestedDelivery: { mode: 'ASAP' },
      },
    ],
  };
  const { createOrder } = await graphqlWrite<{ createOrder: { id: string; number: string; legs: { id: string; version: number }[] } }>(
    request,
    'mutation ($input: OrderInput!) { createOrder(input: $input) { id number legs { id version } } }',
    { input },
    east.id,
  );
  const [{ id: legId }] = createOrder.legs;
  let { version } = createOrder.legs[0];
  const steps: [string, object | null][] = [
    ['PROCESS', null],
    ['REQUEST_CONFIRMATION', null],
    ['CONFIRM', { confirmedPickupAt: PICKUP_AT, confirmedDeliveryAt: DELIVERY_AT }],
  ];
  for (const [event, transitionInput] of steps) {
    const data = await graphqlWrite<{ transitionOrderLeg: { version: number } }>(
      request,
      `mutation ($id: ID!, $version: Int!, $input: LegTransitionInput) { transitionOrderLeg(id: $id, event: ${event}, version: $version, input: $input) { version } }`,
      { id: legId, version, input: transitionInput },
      east.id,
    );
    version = data.transitionOrderLeg.version;
  }
  return { tenantId: east.id, orderId: createOrder.id, orderNumber: createOrder.number, legId, reference };
};

test.describe('a browser far from the tenant', () => {
  test.use({ signedInAs: 'admin', timezoneId: 'Asia/Tokyo' });

  test('reads a confirmed pickup and the activity of a leg on the tenant clock, not its own', async ({ page }) => {
    const seeded = await confirmedLeg(page.request);
    const stored = await graphqlRead<{
      orderLeg: { confirmedPickupAt: string; activity: { after: { status?: string } | null; createdAt: string }[] };
    }>(page.request, `{ orderLeg(id: "${seeded.legId}") { confirmedPickupAt activity { after createdAt } } }`, seeded.tenantId);
    expect(new Date(stored.orderLeg.confirmedPickupAt).toISOString()).toBe(PICKUP_AT);
    const confirmedAt = stored.orderLeg.activity.find((row) => row.after?.status === 'CALL_CENTER_CONFIRMED')?.createdAt;
    if (!confirmedAt) throw new Error('the CONFIRM transition left no audit row');

    const pickup = inZone(PICKUP_AT, TENANT_ZONE);
    expect(pickup).toBe(`Jan 15, ${YEAR}, 10:00 AM`);
    // The browser really is in Tokyo, where the same instant is another day and hour.
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Tokyo');
    const tokyoPickup = inZone(PICKUP_AT, 'Asia/Tokyo');
    expect(tokyoPickup).toBe(`Jan 16, ${YEAR}, 12:00 AM`);

    // The leg's own page: the confirmed times and, in its status history, when it was confirmed.
    const leg = new OrderLegPage(page);
    await leg.goto(seeded.legId, { tenantId: seeded.tenantId });
    await leg.statusIs('Call center confirmed');
    await expect(page.getByText(pickup, { exact: true })).toBeVisible();
    await expect(page.getByText(inZone(DELIVERY_AT, TENANT_ZONE), { exact: true })).toBeVisible();
    await expect(page.getByText(tokyoPickup)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Dates' })).toContainText(`Time zone: ${TENANT_ZONE}`);
    const confirmedRow = leg.history.getByRole('listitem').filter({ hasText: 'Pending confirmation → Call center confirmed' });
    await expect(confirmedRow).toContainText(inZone(confirmedAt, TENANT_ZONE));

    // The activity log: the change of the confirmed pickup, and the row's own time.
    await leg.tab('Activity log').click();
    const log = page.getByRole('region', { name: 'Activity log' });
    const confirmEntry = log.getByRole('listitem').filter({ hasText: /^Confirm by / });
    await expect(confirmEntry).toContainText(inZone(confirmedAt, TENANT_ZONE));
    await expect(confirmEntry.getByRole('listitem').filter({ hasText: /^Confirmed pickup at: / })).toHaveText(
      `Confirmed pickup at: — → ${pickup}`,
    );
    await expect(log.getByText(tokyoPickup)).toHaveCount(0);

    // The order's legs table says the same.
    const order = new OrderPage(page);
    await order.goto(seeded.orderId, { tenantId: seeded.tenantId });
    await expect(page.getByRole('table', { name: 'Legs of this order' }).getByText(`Confirmed ${pickup}`)).toBeVisible();

    // And the orders list's next pickup.
    const orders = new OrdersPage(page);
    await orders.goto(`?q=${seeded.reference}&tenant=${seeded.tenantId}`);
    const row = orders.table.getByRole('row').filter({ has: page.getByRole('link', { name: seeded.orderNumber, exact: true }) });
    await expect(row.getByRole('cell', { name: pickup, exact: true })).toBeVisible();
  });
});
