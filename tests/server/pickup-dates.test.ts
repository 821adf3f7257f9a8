import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../src/domain/dates';
import { signedIn, type TestClient } from './support/client';
import { count, expectError, one, tenantIdOf } from './support/helpers';
import { legInput } from './support/orderInputs';
import { CREATE_ORDER, CREATE_QUOTE, portalRequest, portalSession, portalWorld, type PortalWorld } from './support/portal';
import { startTestServer, type TestServer } from './support/testServer';

/**
 * Issue 13, dates: a new order's or request's pickup before today in the tenant's time zone is refused by the shared
 * schema on the server, through the staff form's createOrder and the portal's placement, with the field error and
 * nothing stored. A converted quote keeps its agreed date (checked elsewhere); the tenant says which day is today.
 */
let server: TestServer;
let admin: TestClient;
let client: TestClient;
let world: PortalWorld;
let east: string;
let northwind: string;

const PAST = ["Pickup can't be in the past"];
const CREATE = `mutation($input: OrderInput!, $key: String) { createOrder(input: $input, idempotencyKey: $key, submit: true) { id number } }`;
const TENANT = `{ me { tenants { name timeZone } } }`;

beforeAll(async () => {
  server = await startTestServer();
  east = await tenantIdOf(server.db, 'Legwork East');
  admin = await signedIn(server.url, 'admin@legwork.test', 'Legwork East');
  client = await portalSession(server.url, 'client@legwork.test');
  world = await portalWorld(server.db);
  northwind = world.northwind;
}, 120_000);
afterAll(() => server?.close());

const setZone = (zone: string) => server.db.query('UPDATE tenants SET time_zone = $1 WHERE id = $2', [zone, east]);

/** Every table a refused order could have touched. */
const footprint = () =>
  Promise.all(
    ['orders', 'order_legs', 'vehicles', 'locations', 'order_notes', 'quotes', 'audit_logs', 'notifications'].map((table) =>
      count(server.db, table),
    ),
  );

const staffInput = (pickupDate: string) => ({
  clientId: northwind,
  vehicles: [{ year: 2021, make: 'Toyota', model: 'Camry' }],
  locations: [
    { name: 'Dates Lot', type: 'COMMERCIAL', address1: '1 Main St', city: 'Boston', stateProvince: 'MA', postalCode: '02110' },
    { name: 'Dates Shop', type: 'REPAIR', address1: '2 Main St', city: 'Hartford', stateProvince: 'CT', postalCode: '06103' },
  ],
  legs: [legInput(0, 0, 1, 'DRIVEN', { requestedPickup: { mode: 'ON', date: pickupDate } })],
});

const portalInput = (pickupDate: string) =>
  portalRequest(northwind, {
    legs: [
      {
        vehicleRef: 0,
        originRef: { index: 0 },
        destinationRef: { index: 1 },
        transportMethod: 'DRIVEN',
        requestedPickup: { mode: 'ON', date: pickupDate },
        requestedDelivery: { mode: 'ASAP' },
      },
    ],
  });

const fieldErrors = (result: Parameters<typeof expectError>[0]) =>
  expectError(result, 'BAD_USER_INPUT').extensions.errors as Record<string, string[]>;

describe('the tenant time zone', () => {
  it('is part of the tenant record every signed-in user reads', async () => {
    const result = await admin.gql<{ me: { tenants: { name: string; timeZone: string }[] } }>(TENANT);
    expect(result.data?.me.tenants).toContainEqual({ name: 'Legwork East', timeZone: 'America/New_York' });
  });
});

describe('past pickups', () => {
  it('staff createOrder: refused with the field error, nothing stored', async () => {
    const yesterday = addDays(todayIn('America/New_York'), -1);
    const before = await footprint();
    const result = await admin.gql(CREATE, { input: staffInput(yesterday), key: crypto.randomUUID() });
    expect(result.status).toBe(200);
    expect(fieldErrors(result)).toEqual({ 'input.legs.0.requestedPickup.date': PAST });
    expect(await footprint()).toEqual(before);
  });

  it('staff createOrder: today and later are taken and stored as asked', async () => {
    const today = todayIn('America/New_York');
    const result = await admin.gql<{ createOrder: { id: string } }>(CREATE, { input: staffInput(today), key: crypto.randomUUID() });
    const id = result.data?.createOrder.id;
    expect(id, JSON.stringify(result.errors)).toBeTruthy();
    const leg = await one<{ date: string }>(
      server.db,
      `SELECT to_char(requested_pickup_date, 'YYYY-MM-DD') AS date FROM order_legs WHERE order_id = $1`,
      [id],
    );
    expect(leg).toEqual({ date: today });
  });

  it('portal order placement: refused with the field error, nothing stored', async () => {
    const before = await footprint();
    const result = await client.gql(CREATE_ORDER, { input: portalInput('2020-01-01'), key: crypto.randomUUID() });
    expect(result.status).toBe(200);
    expect(fieldErrors(result)).toEqual({ 'input.legs.0.requestedPickup.date': PAST });
    expect(await footprint()).toEqual(before);
  });

  it('portal quote request: the same rule as the wizard shows it', async () => {
    const before = await footprint();
    const result = await client.gql(CREATE_QUOTE, {
      input: portalInput(addDays(todayIn('America/New_York'), -3)),
      key: crypto.randomUUID(),
    });
    expect(fieldErrors(result)).toEqual({ 'input.legs.0.requestedPickup.date': PAST });
    expect(await footprint()).toEqual(before);
  });

  it("today is the tenant's: a day that is still today east of the date line is taken there, refused west of it", async () => {
    // Kiritimati (UTC+14) and Pago Pago (UTC−11) are a day apart or more at every hour.
    const kiritimati = todayIn('Pacific/Kiritimati');
    const pagoPago = todayIn('Pacific/Pago_Pago');
    expect(kiritimati > pagoPago).toBe(true);
    try {
      await setZone('Pacific/Kiritimati');
      const refused = await client.gql(CREATE_ORDER, { input: portalInput(pagoPago), key: crypto.randomUUID() });
      expect(fieldErrors(refused)).toEqual({ 'input.legs.0.requestedPickup.date': PAST });
      await setZone('Pacific/Pago_Pago');
      const placed = await client.gql<{ portalCreateOrder: { id: string } }>(CREATE_ORDER, {
        input: portalInput(pagoPago),
        key: crypto.randomUUID(),
      });
      expect(placed.data?.portalCreateOrder.id, JSON.stringify(placed.errors)).toBeTruthy();
    } finally {
      await setZone('America/New_York');
    }
  });
});
