import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roadDistance } from '../../src/domain/geo';
import { vinCheckDigit } from '../../src/domain/vin';
import { signedIn, type TestClient } from './support/client';
import { count, expectError, one, PNG, tenantIdOf, uploadFile, userIdOf } from './support/helpers';
import { driverIdOfUser, freshDriverId } from './support/drivers';
import { startTestServer, type TestServer } from './support/testServer';
import { subscribeTenantTopic } from './support/ws';
import { legInput } from './support/orderInputs';

/** A VIN with its check digit put right, so the tests can use readable ones. */
const vin = (raw: string) => raw.slice(0, 8) + vinCheckDigit(raw) + raw.slice(9);
const HONDA = vin('1HGCM82633A004352');
const FORD = vin('1FTFW1ET5DFC10312');

let server: TestServer;
let admin: TestClient;
let callCenter: TestClient;
let dispatch: TestClient;
let member: TestClient;
let northDispatch: TestClient;
const ids: Record<string, string> = {};
const sockets: { dispose(): void | Promise<void> }[] = [];

const idOf = async (sql: string, params: unknown[]) => {
  const row = await one<{ id: string }>(server.db, sql, params);
  if (!row) throw new Error(`nothing for ${sql}`);
  return row.id;
};

beforeAll(async () => {
  server = await startTestServer();
  ids.east = await tenantIdOf(server.db, 'Legwork East');
  ids.north = await tenantIdOf(server.db, 'Legwork North');
  ids.northwind = await idOf("SELECT id FROM clients WHERE display_name = 'Northwind Motors'", []);
  ids.downtown = await idOf("SELECT id FROM customers WHERE display_name = 'Northwind Motors Downtown'", []);
  ids.harborLogan = await idOf("SELECT id FROM customers WHERE display_name = 'Harbor Rentals Logan'", []);
  ids.maple = await idOf("SELECT id FROM clients WHERE display_name = 'Maple Fleet Leasing'", []);
  ids.admin = await userIdOf(server.db, 'admin@legwork.test');
  ids.dispatch = await userIdOf(server.db, 'dispatch@legwork.test');
  admin = await signedIn(server.url, 'admin@legwork.test', 'Legwork East');
  callCenter = await signedIn(server.url, 'call-center@legwork.test');
  dispatch = await signedIn(server.url, 'dispatch@legwork.test');
  member = await signedIn(server.url, 'member@legwork.test');
  northDispatch = await signedIn(server.url, 'north-dispatch@legwork.test');
}, 120_000);
afterAll(async () => {
  for (const socket of sockets) await socket.dispose();
  await server?.close();
});

const ORDER = 'id number state version legCount legStatuses source referenceNumbers';
const CREATE = `mutation($input: OrderInput!, $submit: Boolean, $key: String) {
  createOrder(input: $input, submit: $submit, idempotencyKey: $key) { ${ORDER} } }`;

type Order = { id: string; number: string; state: string; version: number; legCount: number; legStatuses: string[]; source: string };

const location = (name: string, postalCode: string, extra: Record<string, unknown> = {}) => ({
  name,
  type: 'COMMERCIAL',
  address1: '1 Main St',
  city: name,
  stateProvince: 'MA',
  postalCode,
  ...extra,
});

/** Two vehicles: the Honda goes Boston → Providence → Hartford → Toronto (three legs), the Ford Boston → Toronto. */
const chainInput = (overrides: Record<string, unknown> = {}) => ({
  clientId: ids.northwind,
  customerId: ids.downtown,
  referenceNumbers: ['PO-7781', 'RA-2'],
  vehicles: [{ vin: HONDA }, { vin: FORD, year: 2013, make: 'Ford', model: 'F-150', colour: 'BLUE' }],
  locations: [
    location('Boston', '02110'),
    location('Providence', '02905', { type: 'PORT', stateProvince: 'RI', lat: 41.79, lng: -71.39 }),
    location('Hartford', '06103', { type: 'REPAIR', stateProvince: 'CT' }),
    location('Toronto', 'M5V 2T6', { stateProvince: 'ON', country: 'CA' }),
  ],
  legs: [
    legInput(0, 0, 1, 'DRIVEN', { requestedDelivery: { mode: 'BEFORE', date: '2030-05-10' } }),
    legInput(0, 1, 2, 'TRUCKED'),
    legInput(0, 2, 3, 'CLIENT_IN'),
    legInput(1, 0, 3, 'TOW', { notes: 'Low clearance' }),
  ],
  notes: { general: 'Keys at the front desk', specialInstructions: 'Call an hour before' },
  ...overrides,
});

const create = async (client: TestClient, input: Record<string, unknown>, variables: Record<string, unknown> = {}) =>
  client.gql<{ createOrder: Order }>(CREATE, { input, ...variables });

const created = async (client: TestClient, input: Record<string, unknown>, variables: Record<string, unknown> = {}) => {
  const result = await create(client, input, variables);
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.createOrder;
};

type StoredLeg = {
  id: string;
  number: string;
  position: number;
  sequence: number;
  vehicleId: string;
  originId: string;
  destinationId: string;
  status: string;
  distance: number | null;
  version: number;
};

const legsOf = async (orderId: string) =>
  (
    await server.db.query<StoredLeg>(
      `SELECT id, number, position, sequence, vehicle_id AS "vehicleId", origin_id AS "originId",
         destination_id AS "destinationId", status, distance::float8 AS distance, version
       FROM order_legs WHERE order_id = $1 ORDER BY position`,
      [orderId],
    )
  ).rows;

const auditOf = async (entityId: string) =>
  (
    await server.db.query<{ entityKind: string; action: string; event: string }>(
      `SELECT entity_kind AS "entityKind", action, event FROM audit_logs WHERE entity_id = $1 ORDER BY created_at, id`,
      [entityId],
    )
  ).rows;

/** Row counts of everything an order write touches: a refused write leaves all of them as they were. */
const footprint = () =>
  Promise.all(
    ['orders', 'order_legs', 'vehicles', 'locations', 'order_notes', 'order_locations', 'audit_logs', 'notifications'].map((table) =>
      count(server.db, table),
    ),
  );

describe('createOrder', () => {
  it('stores the order, its vehicles, new locations and a three-leg chain, with audit rows', async () => {
    const order = await created(admin, chainInput());
    expect(order).toMatchObject({ state: 'DRAFT', version: expect.any(Number), legCount: 4, source: 'STAFF' });
    expect(order.number).toMatch(/^O-\d{6,}$/);
    expect(order.legStatuses).toEqual(['CREATED', 'CREATED', 'CREATED', 'CREATED']);

    const legs = await legsOf(order.id);
    expect(legs.map((l) => [l.number, l.position, l.sequence, l.status])).toEqual([
      [`${order.number}-1`, 1, 1, 'CREATED'],
      [`${order.number}-2`, 2, 2, 'CREATED'],
      [`${order.number}-3`, 3, 3, 'CREATED'],
      [`${order.number}-4`, 4, 1, 'CREATED'],
    ]);
    const [honda, ford] = [legs[0].vehicleId, legs[3].vehicleId];
    expect(legs.map((l) => l.vehicleId)).toEqual([honda, honda, honda, ford]);
    expect(legs[1].originId).toBe(legs[0].destinationId);
    expect(legs[2].originId).toBe(legs[1].destinationId);
    expect(legs[3].originId).toBe(legs[0].originId);

    const vehicles = await server.db.query(
      'SELECT id, vin, year, make, model, vehicle_class AS "vehicleClass", client_id AS "clientId" FROM vehicles WHERE id = ANY($1) ORDER BY vin DESC',
      [[honda, ford]],
    );
    expect(vehicles.rows).toEqual([
      { id: honda, vin: HONDA, year: 2003, make: 'Honda', model: null, vehicleClass: 'SEDAN', clientId: ids.northwind },
      { id: ford, vin: FORD, year: 2013, make: 'Ford', model: 'F-150', vehicleClass: null, clientId: ids.northwind },
    ]);

    type Place = { id: string; name: string; lat: number | null; lng: number | null; source: string };
    const places = await server.db.query<Place>('SELECT id, name, lat, lng, geocode_source AS source FROM locations WHERE id = ANY($1)', [
      [legs[0].originId, legs[0].destinationId, legs[1].destinationId, legs[2].destinationId],
    ]);
    const byName = Object.fromEntries(places.rows.map((p) => [p.name, p]));
    expect(byName.Boston).toMatchObject({ source: 'POSTAL_CODE', lat: expect.closeTo(42.36, 1), lng: expect.closeTo(-71.05, 1) });
    expect(byName.Providence).toMatchObject({ source: 'FORM', lat: 41.79, lng: -71.39 });
    expect(byName.Hartford).toMatchObject({ source: 'POSTAL_CODE' });
    expect(byName.Toronto).toMatchObject({ source: 'NONE', lat: null, lng: null });

    const point = (name: string) => ({ lat: byName[name].lat as number, lng: byName[name].lng as number });
    expect(legs.map((l) => l.distance)).toEqual([
      roadDistance(point('Boston'), point('Providence'), 'mi'),
      roadDistance(point('Providence'), point('Hartford'), 'mi'),
      null,
      null,
    ]);
    expect(legs[0].distance).toBeGreaterThan(40);

    // Each place once, in route order (issue 13): the two hubs between Boston and Toronto are stops.
    const roles = await server.db.query<{ role: string; name: string }>(
      'SELECT ol.role, p.name FROM order_locations ol JOIN locations p ON p.id = ol.location_id WHERE ol.order_id = $1 ORDER BY ol.position',
      [order.id],
    );
    expect(roles.rows).toEqual([
      { role: 'ORIGIN', name: 'Boston' },
      { role: 'STOP', name: 'Providence' },
      { role: 'STOP', name: 'Hartford' },
      { role: 'DESTINATION', name: 'Toronto' },
    ]);
    const notes = await server.db.query('SELECT kind, body FROM order_notes WHERE order_id = $1 ORDER BY kind', [order.id]);
    expect(notes.rows).toEqual([
      { kind: 'GENERAL', body: 'Keys at the front desk' },
      { kind: 'SPECIAL_INSTRUCTIONS', body: 'Call an hour before' },
    ]);
    const stored = await one<{ searchText: string; createdBy: string; customerId: string }>(
      server.db,
      'SELECT search_text AS "searchText", created_by AS "createdBy", customer_id AS "customerId" FROM orders WHERE id = $1',
      [order.id],
    );
    expect(stored?.createdBy).toBe(ids.admin);
    expect(stored?.customerId).toBe(ids.downtown);
    for (const part of [order.number, 'PO-7781', 'RA-2', 'Northwind Motors', HONDA, FORD]) expect(stored?.searchText).toContain(part);

    expect(await auditOf(order.id)).toEqual([{ entityKind: 'Orders', action: 'CREATED', event: 'order.create' }]);
    for (const l of legs) expect(await auditOf(l.id)).toEqual([{ entityKind: 'Order legs', action: 'CREATED', event: 'leg.create' }]);
    expect(await auditOf(honda)).toEqual([{ entityKind: 'Vehicles', action: 'CREATED', event: 'vehicle.create' }]);

    const next = await created(admin, chainInput());
    expect(Number(next.number.slice(2))).toBe(Number(order.number.slice(2)) + 1);
  });

  it('submits at once: the order goes to the call center and its legs to PROCESSING', async () => {
    const order = await created(callCenter, chainInput(), { submit: true });
    expect(order).toMatchObject({ state: 'CALL_CENTER', legStatuses: ['PROCESSING', 'PROCESSING', 'PROCESSING', 'PROCESSING'] });
    const legs = await legsOf(order.id);
    expect(legs.map((l) => l.status)).toEqual(['PROCESSING', 'PROCESSING', 'PROCESSING', 'PROCESSING']);
    // One transaction, one now(): the rows of a request share their created_at, so compare them as sets.
    expect((await auditOf(order.id)).map((a) => a.event).sort()).toEqual(['order.create', 'order.submit']);
    expect((await auditOf(legs[0].id)).map((a) => a.event).sort()).toEqual(['leg.create', 'leg.process']);
  });

  it('returns the same order for a repeated idempotency key and writes nothing the second time', async () => {
    const first = await created(admin, chainInput(), { key: 'order-form-42' });
    const before = await footprint();
    const again = await created(admin, chainInput({ referenceNumbers: ['OTHER'] }), { key: 'order-form-42' });
    expect(again).toEqual(first);
    expect(await footprint()).toEqual(before);
    const other = await created(admin, chainInput(), { key: 'order-form-43' });
    expect(other.id).not.toBe(first.id);
  });

  it('answers bad input with field errors and writes nothing', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const cases: [string, Record<string, unknown>, string][] = [
      ['a chain break', { legs: [legInput(0, 0, 1, 'DRIVEN'), legInput(0, 2, 3, 'DRIVEN')] }, 'input.legs.1.originRef'],
      ['a bad VIN', { vehicles: [{ vin: '1HGCM82633A004353' }, { vin: FORD }] }, 'input.vehicles.0.vin'],
      ['an unknown client', { clientId: unknown, customerId: null }, 'input.clientId'],
      ['a client of another tenant', { clientId: ids.maple, customerId: null }, 'input.clientId'],
      ['a customer of another client', { customerId: ids.harborLogan }, 'input.customerId'],
      ['an unknown vehicle id', { vehicles: [{ id: unknown }, { vin: FORD }] }, 'input.vehicles.0.id'],
      [
        'an unknown location id',
        { legs: [{ ...legInput(0, 0, 1, 'DRIVEN'), originRef: { locationId: unknown } }] },
        'input.legs.0.originRef.locationId',
      ],
      ['a location index out of range', { legs: [legInput(0, 0, 9, 'DRIVEN')] }, 'input.legs.0.destinationRef'],
      [
        'a dated request without its date',
        { legs: [legInput(0, 0, 1, 'DRIVEN', { requestedPickup: { mode: 'ON' } })] },
        'input.legs.0.requestedPickup.date',
      ],
      ['no legs', { legs: [] }, 'input.legs'],
    ];
    const before = await footprint();
    for (const [name, overrides, field] of cases) {
      const result = await create(admin, chainInput(overrides));
      expect(result.status, name).toBe(200);
      const error = expectError(result, 'BAD_USER_INPUT');
      expect(Object.keys(error.extensions.errors as object), name).toContain(field);
    }
    expect(await footprint()).toEqual(before);
  });

  it('lets only editors create orders', async () => {
    expectError(await create(member, chainInput()), 'FORBIDDEN');
    const client = await signedIn(server.url, 'client@legwork.test');
    expectError(await create(client, chainInput()), 'FORBIDDEN');
  });
});

const TRANSITION = `mutation($id: ID!, $event: OrderLegEvent!, $input: LegTransitionInput, $version: Int!) {
  transitionOrderLeg(id: $id, event: $event, input: $input, version: $version) {
    id status version heldFrom holdReason statusReason driverId confirmedPickupAt } }`;
type LegResult = {
  id: string;
  status: string;
  version: number;
  heldFrom: string | null;
  holdReason: string | null;
  driverId: string | null;
};

const storedLeg = async (id: string) =>
  (await one<{ status: string; version: number; heldFrom: string | null }>(
    server.db,
    'SELECT status, version, held_from AS "heldFrom" FROM order_legs WHERE id = $1',
    [id],
  )) as { status: string; version: number; heldFrom: string | null };

/** Sends a leg event with the stored version (or the one given). */
const send = async (client: TestClient, id: string, event: string, input: Record<string, unknown> | null = null, version?: number) =>
  client.gql<{ transitionOrderLeg: LegResult }>(TRANSITION, { id, event, input, version: version ?? (await storedLeg(id)).version });

const step = async (client: TestClient, id: string, event: string, input: Record<string, unknown> | null = null) => {
  const result = await send(client, id, event, input);
  if (!result.data) throw new Error(`${event}: ${JSON.stringify(result.errors)}`);
  return result.data.transitionOrderLeg;
};

const orderState = async (id: string) =>
  one<{ state: string; legStatuses: string[] }>(server.db, 'SELECT state, leg_statuses AS "legStatuses" FROM orders WHERE id = $1', [id]);

const CONFIRMED = { confirmedPickupAt: '2030-05-01T14:00:00.000Z', confirmedDeliveryAt: '2030-05-03T18:00:00.000Z' };

/** A PROCESSING leg confirmed, cleared and assigned to the dispatcher: PENDING_PICKUP. */
const toPendingPickup = async (legId: string) => {
  for (const [client, event, input] of [
    [callCenter, 'REQUEST_CONFIRMATION', null],
    [callCenter, 'CONFIRM', CONFIRMED],
    [callCenter, 'CLEAR', null],
    [dispatch, 'ASSIGN', { driverId: await freshDriverId(server.db) }],
  ] as const)
    await step(client, legId, event, input);
};

/** One vehicle, two legs with coordinates typed in (no geocoding): Boston → Worcester → Springfield. */
const twoLegInput = () =>
  chainInput({
    vehicles: [{ vin: HONDA }],
    locations: [
      location('Boston', '02110', { lat: 42.36, lng: -71.05 }),
      location('Worcester', '01608', { lat: 42.26, lng: -71.8 }),
      location('Springfield', '01103', { lat: 42.1, lng: -72.59 }),
    ],
    legs: [legInput(0, 0, 1, 'DRIVEN'), legInput(0, 1, 2, 'DRIVEN')],
  });

/** A submitted two-leg order (CALL_CENTER, legs PROCESSING) made by admin@. */
const submittedOrder = async () => {
  const order = await created(admin, twoLegInput(), { submit: true });
  return { order, legs: (await legsOf(order.id)).map((l) => l.id) };
};

const reportsSubmitted = (legId: string) =>
  server.db.query('UPDATE order_legs SET pickup_report_submitted = true, delivery_report_submitted = true WHERE id = $1', [legId]);

const noticesTo = async (userId: string, type: string) =>
  (
    await server.db.query<{ title: string }>('SELECT title FROM notifications WHERE user_id = $1 AND type = $2 ORDER BY created_at', [
      userId,
      type,
    ])
  ).rows.map((row) => row.title);

describe('transitionOrderLeg', () => {
  it('keeps the role guards: call center confirms, dispatch assigns, and not the other way round', async () => {
    const {
      order,
      legs: [legId],
    } = await submittedOrder();
    const number = `${order.number}-1`;
    expect((await step(callCenter, legId, 'REQUEST_CONFIRMATION')).status).toBe('PENDING_CONFIRMATION');

    const refused = expectError(await send(dispatch, legId, 'CONFIRM', CONFIRMED), 'INVALID_TRANSITION');
    expect(refused.extensions).toMatchObject({ event: 'CONFIRM', status: 'PENDING_CONFIRMATION', reason: 'ROLE' });
    expect(refused.message).toContain('CONFIRM');
    const missing = expectError(
      await send(callCenter, legId, 'CONFIRM', { confirmedPickupAt: CONFIRMED.confirmedPickupAt }),
      'BAD_USER_INPUT',
    );
    expect(Object.keys(missing.extensions.errors as object)).toEqual(['input.confirmedDeliveryAt']);
    const confirmed = await step(callCenter, legId, 'CONFIRM', CONFIRMED);
    expect(confirmed).toMatchObject({ status: 'CALL_CENTER_CONFIRMED', confirmedPickupAt: CONFIRMED.confirmedPickupAt });
    expect(await noticesTo(ids.admin, 'ORDER_LEG_CONFIRMED')).toContain(`Leg ${number} confirmed`);

    expect((await step(callCenter, legId, 'CLEAR')).status).toBe('CLEARED_FOR_DISPATCH');
    // The leg references Dale Driver's driver row; his login hears of it.
    const driverId = await driverIdOfUser(server.db, 'driver@legwork.test');
    const driverUser = await userIdOf(server.db, 'driver@legwork.test');
    expect(expectError(await send(callCenter, legId, 'ASSIGN', { driverId }), 'INVALID_TRANSITION').extensions).toMatchObject({
      reason: 'ROLE',
    });
    const noDriver = expectError(await send(dispatch, legId, 'ASSIGN'), 'BAD_USER_INPUT');
    expect(Object.keys(noDriver.extensions.errors as object)).toEqual(['input.driverId']);
    // A user id is not a driver id.
    expect(expectError(await send(dispatch, legId, 'ASSIGN', { driverId: driverUser }), 'BAD_USER_INPUT').extensions.errors).toEqual({
      'input.driverId': ['The selected driver is invalid.'],
    });
    expect(await step(dispatch, legId, 'ASSIGN', { driverId })).toMatchObject({ status: 'PENDING_PICKUP', driverId });
    expect(await noticesTo(driverUser, 'ORDER_LEG_DISPATCHED')).toEqual([`Leg ${number} assigned`]);
    expect(await step(dispatch, legId, 'UNASSIGN')).toMatchObject({ status: 'CLEARED_FOR_DISPATCH', driverId: null });
    expect(await noticesTo(driverUser, 'ORDER_LEG_DRIVER_UNASSIGNED')).toEqual([`You were unassigned from leg ${number}`]);

    const audits = await server.db.query<{ action: string; event: string; before: unknown; after: unknown; userId: string }>(
      `SELECT action, event, before, after, user_id AS "userId" FROM audit_logs WHERE entity_id = $1 AND event = 'leg.confirm'`,
      [legId],
    );
    expect(audits.rows).toEqual([
      {
        action: 'UPDATED',
        event: 'leg.confirm',
        userId: await userIdOf(server.db, 'call-center@legwork.test'),
        before: { status: 'PENDING_CONFIRMATION', confirmedPickupAt: null, confirmedDeliveryAt: null },
        after: { status: 'CALL_CENTER_CONFIRMED', confirmedPickupAt: expect.any(String), confirmedDeliveryAt: expect.any(String) },
      },
    ]);
  });

  it('lets a member send nothing', async () => {
    const {
      legs: [legId],
    } = await submittedOrder();
    const refused = expectError(await send(member, legId, 'REQUEST_CONFIRMATION'), 'INVALID_TRANSITION');
    expect(refused.extensions).toMatchObject({ reason: 'ROLE' });
  });

  it('holds with a reason and releases to the status the leg was in', async () => {
    const {
      legs: [legId],
    } = await submittedOrder();
    await step(callCenter, legId, 'REQUEST_CONFIRMATION');
    expect(Object.keys(expectError(await send(callCenter, legId, 'HOLD'), 'BAD_USER_INPUT').extensions.errors as object)).toEqual([
      'input.holdReason',
    ]);
    const held = await step(callCenter, legId, 'HOLD', { holdReason: 'VEHICLE_NOT_READY', reason: 'Battery flat' });
    expect(held).toMatchObject({
      status: 'ON_HOLD',
      heldFrom: 'PENDING_CONFIRMATION',
      holdReason: 'VEHICLE_NOT_READY',
      statusReason: 'Battery flat',
    });
    expect(
      expectError(await send(callCenter, legId, 'HOLD', { holdReason: 'OTHER_REASON' }), 'INVALID_TRANSITION').extensions,
    ).toMatchObject({
      reason: 'STATUS',
    });
    const released = await step(callCenter, legId, 'RELEASE');
    expect(released).toMatchObject({ status: 'PENDING_CONFIRMATION', heldFrom: null, holdReason: null, statusReason: null });
    expect((await auditOf(legId)).map((a) => a.event).slice(2)).toEqual(['leg.requestConfirmation', 'leg.hold', 'hold.release']);
  });

  it('answers a stale version with CONFLICT and a refused event with INVALID_TRANSITION, writing nothing', async () => {
    const {
      legs: [legId],
    } = await submittedOrder();
    const before = await storedLeg(legId);
    const footprintBefore = await footprint();
    expectError(await send(callCenter, legId, 'REQUEST_CONFIRMATION', null, before.version - 1), 'CONFLICT');
    const refused = expectError(await send(admin, legId, 'PICK_UP'), 'INVALID_TRANSITION');
    expect(refused.message).toBe('A leg that is PROCESSING cannot take PICK_UP.');
    expectError(await send(admin, '00000000-0000-4000-8000-000000000000', 'PROCESS', null, 1), 'NOT_FOUND');
    expectError(await send(admin, 'not-an-id', 'PROCESS', null, 1), 'NOT_FOUND');
    expect(await storedLeg(legId)).toEqual(before);
    expect(await footprint()).toEqual(footprintBefore);

    // Refused by the record: a driven leg is not picked up before its pickup condition report.
    await toPendingPickup(legId);
    const atPickup = await footprint();
    const record = expectError(await send(dispatch, legId, 'PICK_UP'), 'INVALID_TRANSITION');
    expect(record.extensions).toMatchObject({ reason: 'RECORD', status: 'PENDING_PICKUP' });
    expect(record.message).toContain('pickup condition report');
    expect(await footprint()).toEqual(atPickup);
    expect((await storedLeg(legId)).status).toBe('PENDING_PICKUP');
  });

  it('moves the order with its legs: CALL_CENTER → DISPATCH → ACTIVE → SETTLING', async () => {
    const { order, legs } = await submittedOrder();
    expect(await orderState(order.id)).toEqual({ state: 'CALL_CENTER', legStatuses: ['PROCESSING', 'PROCESSING'] });
    for (const legId of legs) {
      await step(callCenter, legId, 'REQUEST_CONFIRMATION');
      await step(callCenter, legId, 'CONFIRM', CONFIRMED);
    }
    expect(await orderState(order.id)).toEqual({ state: 'DISPATCH', legStatuses: ['CALL_CENTER_CONFIRMED', 'CALL_CENTER_CONFIRMED'] });
    for (const legId of legs) {
      await step(callCenter, legId, 'CLEAR');
      await step(dispatch, legId, 'ASSIGN', { driverId: await freshDriverId(server.db) });
      await reportsSubmitted(legId);
    }
    await step(dispatch, legs[0], 'PICK_UP');
    expect(await orderState(order.id)).toEqual({ state: 'ACTIVE', legStatuses: ['IN_TRANSIT', 'PENDING_PICKUP'] });
    await step(dispatch, legs[0], 'DELIVER');
    await step(dispatch, legs[1], 'PICK_UP');
    expect((await orderState(order.id))?.state).toBe('ACTIVE');
    await step(dispatch, legs[1], 'DELIVER');
    expect(await orderState(order.id)).toEqual({ state: 'SETTLING', legStatuses: ['DELIVERED', 'DELIVERED'] });
    const events = (await auditOf(order.id)).map((a) => a.event);
    expect(events).toEqual(expect.arrayContaining(['legs.allConfirmed', 'legs.firstPickedUp', 'legs.allDone']));
    const picked = await one<{ pickedUpAt: Date; deliveredAt: Date }>(
      server.db,
      'SELECT picked_up_at AS "pickedUpAt", delivered_at AS "deliveredAt" FROM order_legs WHERE id = $1',
      [legs[0]],
    );
    expect(picked?.pickedUpAt).toBeInstanceOf(Date);
    expect(picked?.deliveredAt).toBeInstanceOf(Date);
  });
});

const ORDER_EVENT = `mutation($id: ID!, $event: OrderEvent!, $input: TransitionInput, $version: Int!) {
  transitionOrder(id: $id, event: $event, input: $input, version: $version) { ${ORDER} } }`;
const DELETE = 'mutation($id: ID!, $version: Int!) { deleteOrder(id: $id, version: $version) { id state deletedAt } }';
const UPDATE = `mutation($id: ID!, $version: Int!, $input: OrderUpdateInput!) { updateOrder(id: $id, version: $version, input: $input) { ${ORDER} } }`;
const UPDATE_LEG = `mutation($id: ID!, $version: Int!, $input: OrderLegUpdateInput!) {
  updateOrderLeg(id: $id, version: $version, input: $input) { id version transportMethod requestedPickup { mode date } notes } }`;

const orderVersion = async (id: string) =>
  (await one<{ version: number }>(server.db, 'SELECT version FROM orders WHERE id = $1', [id]))?.version as number;

describe('order events, edits and deletion', () => {
  it('cancels an order with its open legs, and deletes only draft or cancelled orders', async () => {
    const { order, legs } = await submittedOrder();
    expect(
      expectError(
        await admin.gql(ORDER_EVENT, { id: order.id, event: 'CLOSE', version: await orderVersion(order.id) }),
        'INVALID_TRANSITION',
      ).extensions,
    ).toMatchObject({
      reason: 'STATUS',
    });
    expectError(
      await member.gql(ORDER_EVENT, { id: order.id, event: 'CANCEL', version: await orderVersion(order.id) }),
      'INVALID_TRANSITION',
    );
    expectError(await admin.gql(DELETE, { id: order.id, version: await orderVersion(order.id) }), 'INVALID_TRANSITION');
    expectError(await admin.gql(ORDER_EVENT, { id: order.id, event: 'CANCEL', version: (await orderVersion(order.id)) - 1 }), 'CONFLICT');
    const cancelled = await admin.gql<{ transitionOrder: Order }>(ORDER_EVENT, {
      id: order.id,
      event: 'CANCEL',
      input: { reason: 'Client sold the car' },
      version: await orderVersion(order.id),
    });
    expect(cancelled.data?.transitionOrder).toMatchObject({ state: 'CANCELLED', legStatuses: ['CANCELLED', 'CANCELLED'] });
    const reasons = await server.db.query('SELECT status_reason AS reason FROM order_legs WHERE id = ANY($1)', [legs]);
    expect(reasons.rows).toEqual([{ reason: 'Client sold the car' }, { reason: 'Client sold the car' }]);
    expectError(await admin.gql(DELETE, { id: order.id, version: 1 }), 'CONFLICT');
    const deleted = await admin.gql<{ deleteOrder: { deletedAt: string | null } }>(DELETE, {
      id: order.id,
      version: await orderVersion(order.id),
    });
    expect(deleted.data?.deleteOrder.deletedAt).toEqual(expect.any(String));
    expect(await count(server.db, 'order_legs WHERE order_id = $1 AND deleted_at IS NULL', [order.id])).toBe(0);
    expectError(await admin.gql(DELETE, { id: order.id, version: await orderVersion(order.id) }), 'NOT_FOUND');
    expect((await auditOf(order.id)).map((a) => a.action)).toContain('DELETED');

    const draft = await created(admin, twoLegInput());
    expectError(await member.gql(DELETE, { id: draft.id, version: draft.version }), 'FORBIDDEN');
    expect((await admin.gql(DELETE, { id: draft.id, version: draft.version })).errors).toBeUndefined();
  });

  it('updates an order with a version check', async () => {
    const order = await created(admin, twoLegInput());
    const result = await callCenter.gql<{ updateOrder: Order }>(UPDATE, {
      id: order.id,
      version: order.version,
      input: { referenceNumbers: [' PO-9 ', 'PO-10'], customerId: null },
    });
    expect(result.data?.updateOrder).toMatchObject({ referenceNumbers: ['PO-9', 'PO-10'], version: order.version + 1 });
    const stored = await one<{ searchText: string; customerId: string | null }>(
      server.db,
      'SELECT search_text AS "searchText", customer_id AS "customerId" FROM orders WHERE id = $1',
      [order.id],
    );
    expect(stored).toMatchObject({ customerId: null, searchText: expect.stringContaining('PO-10') });
    expect(stored?.searchText).not.toContain('PO-7781');
    expectError(await callCenter.gql(UPDATE, { id: order.id, version: order.version, input: { referenceNumbers: [] } }), 'CONFLICT');
    const wrongCustomer = await callCenter.gql(UPDATE, {
      id: order.id,
      version: order.version + 1,
      input: { customerId: ids.harborLogan },
    });
    expect(expectError(wrongCustomer, 'BAD_USER_INPUT').extensions.errors).toEqual({
      'input.customerId': ['The customer does not belong to the client.'],
    });
    expectError(await member.gql(UPDATE, { id: order.id, version: order.version + 1, input: {} }), 'FORBIDDEN');
  });

  it('edits a leg before transit and refuses method or date changes after pickup', async () => {
    const {
      legs: [legId],
    } = await submittedOrder();
    const edited = await callCenter.gql<{ updateOrderLeg: { version: number } }>(UPDATE_LEG, {
      id: legId,
      version: (await storedLeg(legId)).version,
      input: { transportMethod: 'TOW', requestedPickup: { mode: 'ON', date: '2030-06-01' }, notes: 'Gate code 1234' },
    });
    expect(edited.data?.updateOrderLeg).toMatchObject({
      transportMethod: 'TOW',
      requestedPickup: { mode: 'ON', date: '2030-06-01' },
      notes: 'Gate code 1234',
    });
    const badDate = await callCenter.gql(UPDATE_LEG, {
      id: legId,
      version: (await storedLeg(legId)).version,
      input: { requestedDelivery: { mode: 'BEFORE', date: '2030-13-40' } },
    });
    expect(expectError(badDate, 'BAD_USER_INPUT').extensions.errors).toEqual({
      'input.requestedDelivery.date': ['The date must be a valid date (YYYY-MM-DD).'],
    });
    expectError(await callCenter.gql(UPDATE_LEG, { id: legId, version: 1, input: { notes: 'x' } }), 'CONFLICT');

    await toPendingPickup(legId);
    await reportsSubmitted(legId);
    await step(dispatch, legId, 'PICK_UP');
    const late = await callCenter.gql(UPDATE_LEG, {
      id: legId,
      version: (await storedLeg(legId)).version,
      input: { transportMethod: 'TRUCKED', notes: 'ok' },
    });
    expect(expectError(late, 'BAD_USER_INPUT').extensions.errors).toEqual({
      'input.transportMethod': ['This cannot change once the leg is IN_TRANSIT.'],
    });
    const notesOnly = await callCenter.gql(UPDATE_LEG, {
      id: legId,
      version: (await storedLeg(legId)).version,
      input: { transportMethod: 'TOW', notes: 'Arrived late' },
    });
    expect(notesOnly.errors).toBeUndefined();
  });
});

const NOTE =
  'mutation($orderId: ID!, $kind: NoteKind!, $body: String!) { addOrderNote(orderId: $orderId, kind: $kind, body: $body) { id kind body authorName } }';
const COMMENT = 'mutation($input: CommentInput!) { createComment(input: $input) { id body internal authorName } }';
const ALERT = 'mutation($input: AlertInput!) { createAlert(input: $input) { id priority message acknowledgedAt acknowledgedByName } }';
const ACK = 'mutation($id: ID!) { acknowledgeAlert(id: $id) { id acknowledgedAt acknowledgedByName } }';
const UPLOAD = `mutation($orderId: ID!, $orderLegId: ID, $category: MediaCategory!, $file: File!) {
  uploadOrderMedia(orderId: $orderId, orderLegId: $orderLegId, category: $category, file: $file) { id category fileName mimeType size } }`;

/** uploadFile binds one variable; the others go into the query as literals. */
const uploadQuery = (orderId: string, legId: string | null, category: string) =>
  UPLOAD.replace('$orderId: ID!, $orderLegId: ID, $category: MediaCategory!, ', '')
    .replace('orderId: $orderId', `orderId: "${orderId}"`)
    .replace('orderLegId: $orderLegId', `orderLegId: ${legId ? `"${legId}"` : 'null'}`)
    .replace('category: $category', `category: ${category}`);

describe('notes, comments, alerts and files', () => {
  it('adds notes and comments, notifying the users an @email mentions', async () => {
    const { order, legs } = await submittedOrder();
    const note = await callCenter.gql(NOTE, { orderId: order.id, kind: 'SPECIAL_INSTRUCTIONS', body: ' Use the side gate ' });
    expect(note.data).toEqual({
      addOrderNote: { id: expect.any(String), kind: 'SPECIAL_INSTRUCTIONS', body: 'Use the side gate', authorName: 'Call Center Demo' },
    });
    expectError(await callCenter.gql(NOTE, { orderId: order.id, kind: 'GENERAL', body: '  ' }), 'BAD_USER_INPUT');

    const body = 'Please check the keys @dispatch@legwork.test and @nobody@legwork.test, thanks @admin@legwork.test.';
    const comment = await callCenter.gql(COMMENT, { input: { entityKind: 'ORDER_LEG', entityId: legs[0], body, internal: true } });
    expect(comment.data).toEqual({ createComment: { id: expect.any(String), body, internal: true, authorName: 'Call Center Demo' } });
    const stored = await one<{ mentions: string[]; orderId: string; entityKind: string }>(
      server.db,
      'SELECT mentions, order_id AS "orderId", entity_kind AS "entityKind" FROM comments WHERE body = $1',
      [body],
    );
    expect(stored).toEqual({ mentions: [ids.admin, ids.dispatch], orderId: order.id, entityKind: 'Order legs' });
    expect(await noticesTo(ids.dispatch, 'MENTION')).toEqual(['Call Center Demo mentioned you']);
    expect(await noticesTo(ids.admin, 'MENTION')).toEqual(['Call Center Demo mentioned you']);
    expect((await auditOf(legs[0])).map((a) => a.event)).toContain('comment.create');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectError(await callCenter.gql(COMMENT, { input: { entityKind: 'QUOTE', entityId: unknown, body: 'x' } }), 'NOT_FOUND');
    expectError(await member.gql(COMMENT, { input: { entityKind: 'ORDER', entityId: order.id, body: 'x' } }), 'FORBIDDEN');
  });

  it('raises and acknowledges alerts, with audit rows', async () => {
    const { order, legs } = await submittedOrder();
    const raised = await dispatch.gql<{ createAlert: { id: string } }>(ALERT, {
      input: { orderLegId: legs[1], priority: 'CALL_URGENT', message: 'Driver cannot reach the lot' },
    });
    expect(raised.data?.createAlert).toEqual({
      id: expect.any(String),
      priority: 'CALL_URGENT',
      message: 'Driver cannot reach the lot',
      acknowledgedAt: null,
      acknowledgedByName: null,
    });
    const alertId = raised.data?.createAlert.id as string;
    expect(await one(server.db, 'SELECT order_id AS "orderId", order_leg_id AS "legId" FROM alerts WHERE id = $1', [alertId])).toEqual({
      orderId: order.id,
      legId: legs[1],
    });
    expectError(await dispatch.gql(ALERT, { input: { priority: 'CHECK', message: 'x' } }), 'BAD_USER_INPUT');
    const acked = await callCenter.gql(ACK, { id: alertId });
    expect(acked.data).toEqual({
      acknowledgeAlert: { id: alertId, acknowledgedAt: expect.any(String), acknowledgedByName: 'Call Center Demo' },
    });
    await admin.gql(ACK, { id: alertId });
    expect(await auditOf(alertId)).toEqual([
      { entityKind: 'Alerts', action: 'CREATED', event: 'alert.create' },
      { entityKind: 'Alerts', action: 'ACKNOWLEDGED', event: 'alert.acknowledge' },
    ]);
  });

  it('stores order and leg files by category, refusing other types', async () => {
    const { order, legs } = await submittedOrder();
    const photo = await uploadFile(callCenter, uploadQuery(order.id, legs[0], 'PHOTOS'), 'file', {
      bytes: PNG,
      name: 'front.png',
      type: 'image/png',
    });
    expect(photo.data).toEqual({
      uploadOrderMedia: { id: expect.any(String), category: 'PHOTOS', fileName: 'front.png', mimeType: 'image/png', size: PNG.length },
    });
    const id = (photo.data as { uploadOrderMedia: { id: string } }).uploadOrderMedia.id;
    expect(
      await one(
        server.db,
        'SELECT tenant_id AS "tenantId", owner_kind AS "ownerKind", owner_id AS "ownerId", order_id AS "orderId" FROM media WHERE id = $1',
        [id],
      ),
    ).toEqual({
      tenantId: ids.east,
      ownerKind: 'OrderLeg',
      ownerId: legs[0],
      orderId: order.id,
    });
    expect(await auditOf(id)).toEqual([{ entityKind: 'Media', action: 'CREATED', event: 'media.upload' }]);
    const text = await uploadFile(callCenter, uploadQuery(order.id, null, 'DOCUMENTS'), 'file', {
      bytes: new Uint8Array([104, 105]),
      name: 'a.txt',
      type: 'text/plain',
    });
    expect(Object.keys(expectError(text, 'BAD_USER_INPUT').extensions.errors as object)).toEqual(['file']);
    const avatar = await uploadFile(callCenter, uploadQuery(order.id, null, 'AVATARS'), 'file', {
      bytes: PNG,
      name: 'a.png',
      type: 'image/png',
    });
    expect(Object.keys(expectError(avatar, 'BAD_USER_INPUT').extensions.errors as object)).toEqual(['category']);
  });
});

describe('tenant isolation', () => {
  it('answers NOT_FOUND to a North user for East orders, legs and alerts in every mutation, writing nothing', async () => {
    const { order, legs } = await submittedOrder();
    const alert = await dispatch.gql<{ createAlert: { id: string } }>(ALERT, {
      input: { orderId: order.id, priority: 'CHECK', message: 'East only' },
    });
    const alertId = alert.data?.createAlert.id as string;
    const [leg] = legs;
    const before = await footprint();
    const attempts: [string, string, Record<string, unknown>][] = [
      ['transitionOrderLeg', TRANSITION, { id: leg, event: 'REQUEST_CONFIRMATION', version: 2 }],
      ['updateOrderLeg', UPDATE_LEG, { id: leg, version: 2, input: { notes: 'x' } }],
      ['transitionOrder', ORDER_EVENT, { id: order.id, event: 'CANCEL', version: order.version }],
      ['updateOrder', UPDATE, { id: order.id, version: order.version, input: { referenceNumbers: ['x'] } }],
      ['deleteOrder', DELETE, { id: order.id, version: order.version }],
      ['addOrderNote', NOTE, { orderId: order.id, kind: 'GENERAL', body: 'x' }],
      ['createComment on an order', COMMENT, { input: { entityKind: 'ORDER', entityId: order.id, body: 'x' } }],
      ['createComment on a leg', COMMENT, { input: { entityKind: 'ORDER_LEG', entityId: leg, body: 'x' } }],
      ['createAlert on an order', ALERT, { input: { orderId: order.id, priority: 'CHECK', message: 'x' } }],
      ['createAlert on a leg', ALERT, { input: { orderLegId: leg, priority: 'CHECK', message: 'x' } }],
      ['acknowledgeAlert', ACK, { id: alertId }],
    ];
    for (const [name, query, variables] of attempts) {
      const result = await northDispatch.gql(query, variables);
      expect(
        result.errors?.map((e) => e.extensions?.code),
        name,
      ).toEqual(['NOT_FOUND']);
    }
    const upload = await uploadFile(northDispatch, uploadQuery(order.id, leg, 'PHOTOS'), 'file', {
      bytes: PNG,
      name: 'x.png',
      type: 'image/png',
    });
    expectError(upload, 'NOT_FOUND');
    expect(await footprint()).toEqual(before);
    expect(await one(server.db, 'SELECT acknowledged_at AS "at" FROM alerts WHERE id = $1', [alertId])).toEqual({ at: null });
  });
});

type Received = { id: string; status?: string; number: string; state?: string; legStatuses?: string[] };
type Topic = 'orderLegChanged' | 'orderChanged';
const SELECTIONS: Record<Topic, string> = { orderLegChanged: 'id status number', orderChanged: 'id number state legStatuses' };

/** A staff client's subscription over graphql-ws, live once a probe event for `probeId` arrives. */
const subscribe = (client: TestClient, topic: Topic, probeId: string) =>
  subscribeTenantTopic<Received>({ url: server.url, events: server.events, sockets }, client, topic, SELECTIONS[topic], probeId);

describe('subscriptions', () => {
  it('tells a second East client of a leg status change and its order, and a North client nothing', async () => {
    const {
      order,
      legs: [legId],
    } = await submittedOrder();
    const north = await created(northDispatch, chainInput({ clientId: ids.maple, customerId: null }));
    const [northLeg] = await legsOf(north.id);
    const east = await subscribe(callCenter, 'orderLegChanged', legId);
    const eastOrders = await subscribe(callCenter, 'orderChanged', order.id);
    const northSubscriber = await subscribe(northDispatch, 'orderLegChanged', northLeg.id);
    // An East id published on North's topic is dropped: the subscriber reloads it under its own RLS and sees nothing.
    server.events.publish('orderLegChanged', ids.north, { id: legId });

    await step(admin, legId, 'REQUEST_CONFIRMATION');
    expect(await east.waitFor((event) => event.status === 'PENDING_CONFIRMATION')).toEqual({
      id: legId,
      status: 'PENDING_CONFIRMATION',
      number: `${order.number}-1`,
    });
    expect(await eastOrders.waitFor((event) => event.legStatuses?.[0] === 'PENDING_CONFIRMATION')).toEqual({
      id: order.id,
      number: order.number,
      state: 'CALL_CENTER',
      legStatuses: ['PENDING_CONFIRMATION', 'PROCESSING'],
    });
    // Events reach a subscriber in order: once this later probe is in, the earlier ones were dropped or delivered.
    const seen = northSubscriber.received.length;
    server.events.publish('orderLegChanged', ids.north, { id: northLeg.id });
    await northSubscriber.waitFor(() => northSubscriber.received.length > seen);
    expect(new Set(northSubscriber.received.map((event) => event.id))).toEqual(new Set([northLeg.id]));
  });
});
