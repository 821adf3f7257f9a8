import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from './support/client';
import { count, expectError, one } from './support/helpers';
import { legInput } from './support/orderInputs';
import { CREATE_ORDER, type PortalWorld, portalRequest, portalSession, portalWorld } from './support/portal';
import { startTestServer, type TestServer } from './support/testServer';

/**
 * Issue 13, forms: each leg's pickup and delivery contact (checked by the shared schema, stored on the leg, read
 * by staff and by the client on its own order), and an order's places (each stop once, in route order).
 */
let server: TestServer;
let admin: TestClient;
let client: TestClient;
let world: PortalWorld;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.url, 'admin@legwork.test', 'Legwork East');
  client = await portalSession(server.url, 'client@legwork.test');
  world = await portalWorld(server.db);
}, 120_000);
afterAll(() => server?.close());

const CREATE = `mutation($input: OrderInput!, $key: String) { createOrder(input: $input, idempotencyKey: $key) { id } }`;
const ORDER = `query($id: ID!) { order(id: $id) {
  locations { role location { name } }
  legs { position pickupContact { name phone email } deliveryContact { name phone email } } } }`;
const PORTAL_ORDER = `query($id: ID!) { portalOrder(id: $id) { legs { pickupContact { name phone email } deliveryContact { name phone email } } } }`;

const place = (name: string, city: string, stateProvince: string, postalCode: string) => ({
  name,
  type: 'COMMERCIAL',
  address1: `1 ${name} Way`,
  city,
  stateProvince,
  postalCode,
});

const DANA = { name: 'Dana Whitfield', phone: '+1 (404) 555-0142', email: null };
const LUIS = { name: 'Luis Ortega', phone: '404.555.0199 ext 12', email: 'luis@example.com' };

/** A car from the dealer to the Atlanta hub and on to the client: three places, the hub in the middle. */
const hubChain = (contacts: Record<string, unknown> = {}) => ({
  clientId: world.northwind,
  vehicles: [{ year: 2022, make: 'Toyota', model: 'Camry' }],
  locations: [
    place('Dealer', 'Boston', 'MA', '02110'),
    place('Atlanta Hub', 'Atlanta', 'GA', '30303'),
    place('Client Lot', 'Miami', 'FL', '33101'),
  ],
  legs: [legInput(0, 0, 1, 'DRIVEN', contacts), legInput(0, 1, 2, 'DRIVEN')],
});

const errorsOf = (result: Parameters<typeof expectError>[0]) =>
  expectError(result, 'BAD_USER_INPUT').extensions.errors as Record<string, string[]>;

describe('leg contacts', () => {
  it('refuses a contact without a name or with a phone that is no phone number, field by field, nothing stored', async () => {
    const before = await count(server.db, 'orders');
    const result = await admin.gql(CREATE, {
      input: hubChain({
        pickupContact: { phone: '0142' },
        deliveryContact: { name: 'Luis', phone: 'call the front desk', email: 'not-an-email' },
      }),
      key: crypto.randomUUID(),
    });
    expect(result.status).toBe(200);
    expect(errorsOf(result)).toEqual({
      'input.legs.0.pickupContact.name': ['The pickup contact name is required.'],
      'input.legs.0.pickupContact.phone': ['The pickup contact phone must be a phone number, like +1 404 555 0100.'],
      'input.legs.0.deliveryContact.phone': ['The delivery contact phone must be a phone number, like +1 404 555 0100.'],
      'input.legs.0.deliveryContact.email': ['The delivery contact email must be a valid email address.'],
    });
    expect(await count(server.db, 'orders')).toBe(before);
  });

  it('stores the contacts on the leg and shows them to staff; an empty contact is none', async () => {
    const result = await admin.gql<{ createOrder: { id: string } }>(CREATE, {
      input: hubChain({ pickupContact: DANA, deliveryContact: { ...LUIS, email: ' luis@example.com ' } }),
      key: crypto.randomUUID(),
    });
    const id = result.data?.createOrder.id;
    expect(id, JSON.stringify(result.errors)).toBeTruthy();
    const stored = await one<{ pickup: unknown; delivery: unknown }>(
      server.db,
      'SELECT pickup_contact AS pickup, delivery_contact AS delivery FROM order_legs WHERE order_id = $1 AND position = 1',
      [id],
    );
    expect(stored).toEqual({ pickup: DANA, delivery: LUIS });
    const order = await admin.gql<{ order: { legs: { pickupContact: unknown; deliveryContact: unknown }[] } }>(ORDER, { id });
    expect(order.data?.order.legs.map((leg) => [leg.pickupContact, leg.deliveryContact])).toEqual([
      [DANA, LUIS],
      [null, null],
    ]);
  });

  it("the client reads the contacts it gave on its own order's legs", async () => {
    const input = portalRequest(world.northwind);
    input.legs = input.legs.map((leg) => ({ ...leg, pickupContact: DANA, deliveryContact: { name: '', phone: '', email: '' } }));
    const placed = await client.gql<{ portalCreateOrder: { id: string } }>(CREATE_ORDER, { input, key: crypto.randomUUID() });
    const id = placed.data?.portalCreateOrder.id;
    expect(id, JSON.stringify(placed.errors)).toBeTruthy();
    const read = await client.gql<{ portalOrder: { legs: unknown[] } }>(PORTAL_ORDER, { id });
    expect(read.data?.portalOrder.legs).toEqual([{ pickupContact: DANA, deliveryContact: null }]);
  });

  it('the portal is refused a bad contact phone with the field error', async () => {
    const input = portalRequest(world.northwind);
    input.legs = input.legs.map((leg) => ({ ...leg, deliveryContact: { name: 'Front desk', phone: '12' } }));
    const result = await client.gql(CREATE_ORDER, { input, key: crypto.randomUUID() });
    expect(errorsOf(result)).toEqual({
      'input.legs.0.deliveryContact.phone': ['The delivery contact phone must be a phone number, like +1 404 555 0100.'],
    });
  });
});

describe('order locations', () => {
  it('a new order lists each place once, every stop, in route order (the hub as a stop)', async () => {
    const result = await admin.gql<{ createOrder: { id: string } }>(CREATE, { input: hubChain(), key: crypto.randomUUID() });
    const id = result.data?.createOrder.id;
    expect(id, JSON.stringify(result.errors)).toBeTruthy();
    const order = await admin.gql<{ order: { locations: { role: string; location: { name: string } }[] } }>(ORDER, { id });
    expect(order.data?.order.locations.map(({ role, location }) => [role, location.name])).toEqual([
      ['ORIGIN', 'Dealer'],
      ['STOP', 'Atlanta Hub'],
      ['DESTINATION', 'Client Lot'],
    ]);
  });

  it('two vehicles through the same places still list each place once', async () => {
    const input = {
      ...hubChain(),
      vehicles: [
        { year: 2022, make: 'Toyota', model: 'Camry' },
        { year: 2020, make: 'Honda', model: 'Accord' },
      ],
    };
    input.legs = [...input.legs, legInput(1, 0, 1, 'DRIVEN'), legInput(1, 1, 2, 'DRIVEN')];
    const result = await admin.gql<{ createOrder: { id: string } }>(CREATE, { input, key: crypto.randomUUID() });
    const id = result.data?.createOrder.id;
    expect(id, JSON.stringify(result.errors)).toBeTruthy();
    const order = await admin.gql<{ order: { locations: { role: string; location: { name: string } }[] } }>(ORDER, { id });
    expect(order.data?.order.locations.map(({ role, location }) => `${role} ${location.name}`)).toEqual([
      'ORIGIN Dealer',
      'STOP Atlanta Hub',
      'DESTINATION Client Lot',
    ]);
  });

  it('every seeded order lists every stop of its legs once (middle stops included)', async () => {
    const missing = await count(
      server.db,
      `(SELECT l.order_id, p.id FROM order_legs l JOIN locations p ON p.id IN (l.origin_id, l.destination_id) WHERE l.deleted_at IS NULL
        EXCEPT SELECT order_id, location_id FROM order_locations WHERE role IN ('ORIGIN', 'STOP', 'DESTINATION')) x`,
    );
    expect(missing).toBe(0);
    const twice = await count(
      server.db,
      `(SELECT order_id, location_id FROM order_locations WHERE role IN ('ORIGIN', 'STOP', 'DESTINATION') GROUP BY 1, 2 HAVING count(*) > 1) x`,
    );
    expect(twice).toBe(0);
    const stops = await count(server.db, "order_locations WHERE role = 'STOP'");
    expect(stops).toBeGreaterThan(0);
  });
});
