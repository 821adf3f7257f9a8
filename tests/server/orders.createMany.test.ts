import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderFormValues } from '../../src/domain/schemas/orders';
import { findUserByEmail } from '../../server/auth/users';
import { inJobTransaction, type JobDeps } from '../../server/imports/imports.context';
import { createMediaStore } from '../../server/media/store';
import { createOrderFromInput, createOrdersFromInputs, orderBatch } from '../../server/orders/orders.public';
import { submitToCallCenter } from '../../server/portal/portal.public';
import { count, one } from './support/helpers';
import { type PortalWorld, portalWorld } from './support/portal';
import { seedPricing } from './support/pricing';
import { startTestServer, type TestServer } from './support/testServer';

// The set-based create of an import's batch (server/orders/orders.createMany.ts) against the one-order create service
// it stands in for: the same inputs through both, and every row either writes (the order, its legs, vehicles,
// locations, price lines, notes, search document, audit rows and notices) compared, ids and numbers aside.
let server: TestServer;
let world: PortalWorld;
let dispatch: JobDeps;
let clara: JobDeps;
beforeAll(async () => {
  server = await startTestServer();
  world = await portalWorld(server.db);
  await seedPricing(server.db, world.east, world.northwind);
  // Northwind's account manager is someone else: every leg created for the client is a notice to them.
  await server.db.query(`UPDATE clients SET account_manager_id = (SELECT id FROM users WHERE email = 'admin@legwork.test') WHERE id = $1`, [
    world.northwind,
  ]);
  const deps = async (email: string): Promise<JobDeps> => ({
    database: server.db,
    config: server.config,
    events: server.events,
    media: createMediaStore(server.config.dataDir),
    user: (await findUserByEmail(server.db, email)) as NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>,
    tenantId: world.east,
  });
  dispatch = await deps('dispatch@legwork.test');
  clara = await deps('client@legwork.test');
});
afterAll(() => server?.close());

const place = (name: string, city: string, state: string, postalCode: string) => ({
  name,
  type: 'COMMERCIAL' as const,
  address1: `1 ${name} Way`,
  city,
  stateProvince: state,
  postalCode,
  country: 'US',
});
const BOSTON = place('Back Bay lot', 'Boston', 'MA', '02116');
const BROOKLYN = place('Brooklyn store', 'Brooklyn', 'NY', '11201');

const order = (
  reference: string,
  changes: { vin?: string | null; method?: string; notes?: string | null; originId?: string; pickup?: string | null } = {},
): OrderFormValues =>
  ({
    clientId: world.northwind,
    customerId: null,
    referenceNumbers: [reference],
    vehicles: [{ vin: changes.vin ?? null, year: 2022, make: 'Toyota', model: 'Corolla' }],
    locations: changes.originId ? [BROOKLYN] : [BOSTON, BROOKLYN],
    legs: [
      {
        vehicleRef: 0,
        originRef: changes.originId ? { locationId: changes.originId } : { index: 0 },
        destinationRef: { index: changes.originId ? 0 : 1 },
        transportMethod: changes.method ?? 'TRUCKED',
        requestedPickup: changes.pickup ? { mode: 'ON', date: changes.pickup } : { mode: 'ASAP', date: null },
        requestedDelivery: { mode: 'ASAP', date: null },
      },
    ],
    notes: { general: null, specialInstructions: changes.notes ?? null },
    tagIds: [],
  }) as OrderFormValues;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** Everything an order's create wrote, as JSON with ids, its number and its reference made alike. */
const stored = async (orderId: string) => {
  const { number, reference } = (await one<{ number: string; reference: string }>(
    server.db,
    'SELECT number, reference_numbers[1] AS reference FROM orders WHERE id = $1',
    [orderId],
  )) as { number: string; reference: string };
  const rows = async (sql: string) => (await server.db.query(sql, [orderId])).rows;
  const written = {
    order: await rows(
      `SELECT state, source, client_id, customer_id, reference_numbers, leg_count, leg_statuses, price_source, price_currency,
         price_subtotal, price_tax, price_total, price_warnings, priced_at IS NOT NULL AS priced, created_by, search_text,
         payment_status, quote_id, idempotency_key IS NOT NULL AS keyed
       FROM orders WHERE id = $1`,
    ),
    legs: await rows(
      `SELECT l.number, l.position, l.sequence, l.transport_method, l.status, l.requested_pickup_mode, l.requested_pickup_date::text,
         l.requested_delivery_mode, l.distance::float8, l.notes, l.pickup_contact, l.delivery_contact, o.name AS origin, d.name AS destination,
         to_jsonb(v) - 'id' - 'created_at' - 'updated_at' AS vehicle
       FROM order_legs l JOIN locations o ON o.id = l.origin_id JOIN locations d ON d.id = l.destination_id
         JOIN vehicles v ON v.id = l.vehicle_id WHERE l.order_id = $1 ORDER BY l.position`,
    ),
    locations: await rows(
      `SELECT to_jsonb(loc) - 'id' - 'created_at' - 'updated_at' AS location FROM order_locations ol
         JOIN locations loc ON loc.id = ol.location_id WHERE ol.order_id = $1 ORDER BY ol.role, ol.position`,
    ),
    places: await rows('SELECT role, position FROM order_locations WHERE order_id = $1 ORDER BY role, position'),
    lines: await rows(
      `SELECT position, type, leg_index, description, quantity::float8, unit_amount::float8, amount::float8, explanation,
         order_leg_id IS NOT NULL AS on_leg
       FROM order_line_items WHERE order_id = $1 ORDER BY position`,
    ),
    notes: await rows('SELECT kind, body, created_by FROM order_notes WHERE order_id = $1 ORDER BY kind'),
    audit: await rows(
      `SELECT a.entity_kind, a.action, a.event, a.before, a.after, a.user_id, a.ip FROM audit_logs a
       WHERE a.entity_id = $1::text
          OR a.entity_id IN (SELECT id::text FROM order_legs WHERE order_id::text = $1::text)
          OR a.entity_id IN (SELECT vehicle_id::text FROM order_legs WHERE order_id::text = $1::text)
          OR a.entity_id IN (SELECT location_id::text FROM order_locations WHERE order_id::text = $1::text)
       ORDER BY a.entity_kind, a.event, a.after::text`,
    ),
    notices: await rows(
      `SELECT user_id, type, title, body, data FROM notifications WHERE data->>'orderId' = $1::text ORDER BY type, title`,
    ),
    search: await rows(`SELECT index_name FROM search_documents WHERE object_id::text = $1::text ORDER BY index_name`),
  };
  return JSON.parse(
    JSON.stringify(written).replace(UUID, '<id>').replaceAll(number, '<number>').replaceAll(reference, '<reference>'),
  ) as typeof written;
};

const KEYS = { n: 0 };
const key = () => `equivalence-${++KEYS.n}`;

describe('an import batch created set-based', () => {
  it('writes what the create service writes for each order, submitted by staff', async () => {
    const known = (await one<{ id: string }>(
      server.db,
      "INSERT INTO locations (tenant_id, client_id, name, type, address1, city, state_province, postal_code, lat, lng, geocode_source) VALUES ($1, $2, 'Known yard', 'STORAGE', '9 Yard Rd', 'Boston', 'MA', '02116', 42.35, -71.07, 'FORM') RETURNING id",
      [world.east, world.northwind],
    )) as { id: string };
    const inputs = [
      order('EQ-A', { vin: '1HGCM82633A004352', notes: 'Call before pickup' }),
      // A delivery place the postal-code table cannot locate: stored unpriced, with the reason.
      { ...order('EQ-B', { method: 'DRIVEN' }), locations: [BOSTON, place('Nowhere lot', 'Nowhere', 'NY', '00000')] },
      order('EQ-C', { originId: known.id, pickup: '2099-03-04' }),
    ];
    const batch = await inJobTransaction(dispatch, (ctx) => orderBatch(ctx.db, world.east));
    const one_ = [];
    for (const input of inputs)
      one_.push(
        await inJobTransaction(dispatch, (ctx) =>
          createOrderFromInput(ctx, input, { submit: true, source: 'SPREADSHEET', idempotencyKey: key(), refusePastPickups: true, batch }),
        ),
      );
    const many = await inJobTransaction(dispatch, (ctx) =>
      createOrdersFromInputs(
        ctx,
        inputs.map((input) => ({ input, key: key() })),
        { source: 'SPREADSHEET', batch, submit: true },
      ),
    );
    expect(many.map(({ index }) => index)).toEqual([0, 1, 2]);
    expect(many.map(({ order: made }) => made.state)).toEqual(one_.map((made) => made.state));
    for (const [i, made] of one_.entries()) {
      const [single, set] = [await stored(made.id), await stored(many[i].order.id)];
      expect(set).toEqual(single);
      expect(set.order[0]).toMatchObject({ state: 'CALL_CENTER', source: 'SPREADSHEET' });
      expect(set.audit.map((row) => row.event)).toContain('order.submit');
      expect(set.notices.map((row) => row.type)).toContain('ORDER_LEG_CREATED');
    }
    expect((await stored(many[1].order.id)).order[0]).toMatchObject({
      price_source: null,
      price_warnings: [expect.stringMatching(/^Not priced: /)],
    });
    expect((await stored(many[0].order.id)).lines.length).toBeGreaterThan(0);
  });

  it("writes what the create service writes for a client's orders filed with the call center", async () => {
    const inputs = [order('EQ-P1'), order('EQ-P2', { notes: 'Gate code 1234' })];
    const batch = await inJobTransaction(clara, (ctx) => orderBatch(ctx.db, world.east));
    const single = [];
    for (const input of inputs)
      single.push(
        await inJobTransaction(clara, async (ctx) => {
          const made = await createOrderFromInput(ctx, input, {
            submit: false,
            source: 'SPREADSHEET',
            idempotencyKey: key(),
            refusePastPickups: true,
            batch,
          });
          await submitToCallCenter(ctx, clara, made);
          return made;
        }),
      );
    const many = await inJobTransaction(clara, async (ctx) => {
      const made = await createOrdersFromInputs(
        ctx,
        inputs.map((input) => ({ input, key: key() })),
        { source: 'SPREADSHEET', batch, submit: false },
      );
      await submitToCallCenter(
        ctx,
        clara,
        made.map(({ order: row }) => row),
      );
      return made;
    });
    for (const [i, made] of single.entries()) {
      const [one1, set] = [await stored(made.id), await stored(many[i].order.id)];
      expect(set).toEqual(one1);
      expect(set.order[0]).toMatchObject({ state: 'CALL_CENTER' });
    }
  });

  it('skips an order whose key was imported before, and writes nothing when any order is refused', async () => {
    const batch = await inJobTransaction(dispatch, (ctx) => orderBatch(ctx.db, world.east));
    const first = await inJobTransaction(dispatch, (ctx) =>
      createOrdersFromInputs(ctx, [{ input: order('EQ-K'), key: 'equivalence-kept' }], { source: 'SPREADSHEET', batch, submit: true }),
    );
    expect(first).toHaveLength(1);
    const orders = await count(server.db, 'orders WHERE tenant_id = $1', [world.east]);
    const again = await inJobTransaction(dispatch, (ctx) =>
      createOrdersFromInputs(
        ctx,
        [
          { input: order('EQ-K'), key: 'equivalence-kept' },
          { input: order('EQ-L'), key: 'equivalence-new' },
        ],
        { source: 'SPREADSHEET', batch, submit: true },
      ),
    );
    expect(again.map(({ index }) => index)).toEqual([1]);
    expect(await count(server.db, 'orders WHERE tenant_id = $1', [world.east])).toBe(orders + 1);

    const before = await count(server.db, 'audit_logs');
    const refused = inJobTransaction(dispatch, (ctx) =>
      createOrdersFromInputs(
        ctx,
        [
          { input: order('EQ-M'), key: 'equivalence-m' },
          { input: { ...order('EQ-N'), clientId: world.rival.replace(/.$/, '0') }, key: 'equivalence-n' },
        ],
        { source: 'SPREADSHEET', batch, submit: true },
      ),
    );
    await expect(refused).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(await count(server.db, 'orders WHERE idempotency_key = $1', ['equivalence-m'])).toBe(0);
    expect(await count(server.db, 'audit_logs')).toBe(before);
  });
});
