import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './support/client';
import { auditRows, count, expectError, one, userIdOf } from './support/helpers';
import {
  CREATE_ORDER,
  ok,
  type PortalOrderView,
  type PortalWorld,
  portalOrder,
  portalRequest,
  portalSession,
  portalWorld,
} from './support/portal';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let world: PortalWorld;
let client: TestClient;
let customer: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  world = await portalWorld(server.db);
  client = await portalSession(server.url, 'client@legwork.test');
  customer = await portalSession(server.url, 'customer@legwork.test');
});
afterAll(() => server?.close());

const errorsOf = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
  expectError(result as never, 'BAD_USER_INPUT').extensions.errors as Record<string, string[]>;

describe('portalCreateOrder', () => {
  it('creates a PORTAL order in the call center with UNACKNOWLEDGED legs, audited, and tells the call center once', async () => {
    const key = crypto.randomUUID();
    const input = portalRequest(world.northwind, { extras: { tagAndTitle: true, storageDays: 4 } }, 2);
    const before = await count(server.db, "notifications WHERE type = 'ORDER_CREATED'");
    const order = await portalOrder(client, input, key);
    expect(order).toMatchObject({
      state: 'CALL_CENTER',
      source: 'PORTAL',
      legCount: 2,
      client: { id: world.northwind, displayName: 'Northwind Motors' },
      customer: null,
      instructions: ['Call the lot manager on arrival.\n\nStorage requested: 4 day(s).'],
    });
    expect(order.legs.map((leg) => [leg.status, leg.needsTagAndTitle, leg.eta])).toEqual([
      // A requested delivery day is no ETA: nothing is confirmed yet.
      ['UNACKNOWLEDGED', true, null],
      ['UNACKNOWLEDGED', true, null],
    ]);
    const clientId = await userIdOf(server.db, 'client@legwork.test');
    expect(
      await one(server.db, 'SELECT source, state, created_by AS "createdBy", idempotency_key AS key FROM orders WHERE id = $1', [order.id]),
    ).toEqual({
      source: 'PORTAL',
      state: 'CALL_CENTER',
      createdBy: clientId,
      key: `portal:${clientId}:${key}`,
    });
    expect((await auditRows(server.db, 'order.create', clientId)).filter((row) => row.entityId === order.id)).toHaveLength(1);
    expect((await auditRows(server.db, 'order.submit', clientId)).filter((row) => row.entityId === order.id)).toEqual([
      expect.objectContaining({ before: { state: 'DRAFT' }, after: { state: 'CALL_CENTER' } }),
    ]);
    // The call center and client relations desks (one demo user each role) hear of it, in the same transaction.
    const notices = await server.db.query<{ email: string; title: string }>(
      `SELECT u.email, n.title FROM notifications n JOIN users u ON u.id = n.user_id
       WHERE n.type = 'ORDER_CREATED' AND n.data->>'orderId' = $1 ORDER BY u.email`,
      [order.id],
    );
    expect(notices.rows).toEqual(
      ['call-center-lead@legwork.test', 'call-center@legwork.test', 'client-relations-lead@legwork.test', 'client-relations@legwork.test']
        .sort()
        .map((email) => ({ email, title: `Portal order ${order.number}` })),
    );

    // A retry (double click, lost answer) with the same key answers the same order and writes nothing.
    const writes = await Promise.all(
      ['orders', 'order_legs', 'vehicles', 'locations', 'audit_logs', 'notifications'].map((t) => count(server.db, t)),
    );
    const again = await portalOrder(client, input, key);
    expect(again.id).toBe(order.id);
    expect(
      await Promise.all(['orders', 'order_legs', 'vehicles', 'locations', 'audit_logs', 'notifications'].map((t) => count(server.db, t))),
    ).toEqual(writes);
    expect(await count(server.db, "notifications WHERE type = 'ORDER_CREATED'")).toBe(before + 4);

    // The same key from another user is another user's request.
    const rival = await portalSession(server.url, world.rivalEmail);
    const theirs = await portalOrder(rival, portalRequest(world.rival), key);
    expect(theirs.id).not.toBe(order.id);
  });

  it('lets staff see the portal order as UNACKNOWLEDGED', async () => {
    const order = await portalOrder(client, portalRequest(world.northwind));
    const dispatch = await portalSession(server.url, 'dispatch@legwork.test');
    const staff = ok(
      await dispatch.gql<{ order: { source: string; state: string; legs: { status: string }[]; createdByName: string } }>(
        `query($id: ID!) { order(id: $id) { source state createdByName legs { status } } }`,
        { id: order.id },
      ),
    );
    expect(staff.order).toEqual({
      source: 'PORTAL',
      state: 'CALL_CENTER',
      createdByName: 'Clara Client',
      legs: [{ status: 'UNACKNOWLEDGED' }],
    });
  });

  it("orders for a customer user's own customer only", async () => {
    const order = await portalOrder(customer, portalRequest(world.northwind, { customerId: world.downtown }));
    expect(order.customer).toEqual({ id: world.downtown, displayName: 'Northwind Motors Downtown' });
    expect(await one(server.db, 'SELECT customer_id AS "customerId" FROM locations WHERE id = $1', [order.legs[0].origin?.id])).toEqual({
      customerId: world.downtown,
    });
    const key = crypto.randomUUID();
    expect(errorsOf(await customer.gql(CREATE_ORDER, { input: portalRequest(world.northwind), key }))).toEqual({
      'input.customerId': ['The customer field is required.'],
    });
    expect(
      errorsOf(await customer.gql(CREATE_ORDER, { input: portalRequest(world.northwind, { customerId: world.airport }), key })),
    ).toEqual({
      'input.customerId': ['The selected customer is invalid.'],
    });
    expect(errorsOf(await customer.gql(CREATE_ORDER, { input: portalRequest(world.rival), key }))).toEqual({
      'input.clientId': ['The selected client is invalid.'],
    });
  });

  it('refuses another client, towing, prices of its own and foreign saved places, writing nothing', async () => {
    const rivalOrder = await portalOrder(await portalSession(server.url, world.rivalEmail), portalRequest(world.rival));
    const rivalPlace = rivalOrder.legs[0].origin?.id as string;
    const writes = await Promise.all(['orders', 'order_legs', 'vehicles', 'locations', 'audit_logs'].map((t) => count(server.db, t)));
    const key = crypto.randomUUID();
    expect(errorsOf(await client.gql(CREATE_ORDER, { input: portalRequest(world.rival), key }))).toEqual({
      'input.clientId': ['The selected client is invalid.'],
    });
    const towed = portalRequest(world.northwind, { extras: { discountPercent: 50 } });
    (towed.legs[0] as { transportMethod: string }).transportMethod = 'TOW';
    expect(errorsOf(await client.gql(CREATE_ORDER, { input: towed, key }))).toEqual({
      'input.legs.0.transportMethod': ['The selected transport method is not offered in the portal.'],
      'input.extras.discountPercent': ['Discounts are set by the operator.'],
    });
    const foreignPlace = portalRequest(world.northwind);
    foreignPlace.legs[0].originRef = { locationId: rivalPlace } as never;
    expect(errorsOf(await client.gql(CREATE_ORDER, { input: foreignPlace, key }))).toEqual({
      'input.legs.0.originRef.locationId': ['The selected location is invalid.'],
    });
    const foreignVehicle = portalRequest(world.northwind, {
      vehicles: [
        {
          id: (await one<{ id: string }>(server.db, 'SELECT vehicle_id AS id FROM order_legs WHERE id = $1', [rivalOrder.legs[0].id]))?.id,
        },
      ],
    });
    expect(errorsOf(await client.gql(CREATE_ORDER, { input: foreignVehicle, key }))).toEqual({
      'input.vehicles.0.id': ['The selected vehicle is invalid.'],
    });
    expect(errorsOf(await client.gql(CREATE_ORDER, { input: portalRequest(world.northwind), key: ' ' }))).toEqual({
      idempotencyKey: ['The idempotency key field is required.'],
    });
    expect(await Promise.all(['orders', 'order_legs', 'vehicles', 'locations', 'audit_logs'].map((t) => count(server.db, t)))).toEqual(
      writes,
    );
  });

  it('reuses a saved location of its own', async () => {
    const first = await portalOrder(client, portalRequest(world.northwind));
    const saved = first.legs[0].origin?.id as string;
    const input = portalRequest(world.northwind);
    input.legs[0].originRef = { locationId: saved } as never;
    const order: PortalOrderView = await portalOrder(client, input);
    expect(order.legs[0].origin?.id).toBe(saved);
  });
});

describe("the wizards' helpers", () => {
  it('decode a VIN and look up a postal code for portal users, not for drivers', async () => {
    const DECODE = 'query($vin: String!) { decodeVin(vin: $vin) { valid make model } }';
    const GEOCODE = 'query($postalCode: String!) { geocodePostalCode(country: "US", postalCode: $postalCode) { city stateProvince } }';
    expect(ok(await customer.gql(DECODE, { vin: '1HGCM82633A004352' }))).toEqual({
      decodeVin: { valid: true, make: 'Honda', model: 'Accord' },
    });
    expect(ok(await client.gql(GEOCODE, { postalCode: '02108' }))).toEqual({ geocodePostalCode: { city: 'Boston', stateProvince: 'MA' } });
    const driver = await portalSession(server.url, 'driver@legwork.test');
    expectError(await driver.gql(DECODE, { vin: '1HGCM82633A004352' }), 'FORBIDDEN');
  });
});
