import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from './support/client';
import { expectError, one, tenantIdOf } from './support/helpers';
import { type PortalWorld, portalSession, portalWorld } from './support/portal';
import { startTestServer, type TestServer } from './support/testServer';

// The human numbers people paste (O-100191, O-100191-2, Q-100007) find their record under the same scoping as an id:
// the tenant for staff, row-level security's clients and customers for the portal. Anything else is NOT_FOUND.

let server: TestServer;
let world: PortalWorld;
let east: string;
let north: string;
beforeAll(async () => {
  server = await startTestServer();
  world = await portalWorld(server.db);
  east = await tenantIdOf(server.db, 'Legwork East');
  north = await tenantIdOf(server.db, 'Legwork North');
});
afterAll(() => server?.close());

type Row = { id: string; number: string };

/** A record of the seed, read as the owner (no row-level security). */
const record = async (sql: string, params: unknown[]): Promise<Row> => {
  const row = await one<Row>(server.db, sql, params);
  if (!row) throw new Error(`the seed has nothing for ${sql}`);
  return row;
};

const ORDER = 'query($n: String!) { orderByNumber(number: $n) { id number } }';
const LEG = 'query($n: String!) { orderLegByNumber(number: $n) { id number } }';
const QUOTE = 'query($n: String!) { quoteByNumber(number: $n) { id number } }';
const PORTAL_ORDER = 'query($n: String!) { portalOrderByNumber(number: $n) { id number } }';
const PORTAL_LEG = 'query($n: String!) { portalOrderLegByNumber(number: $n) { id number } }';
const PORTAL_QUOTE = 'query($n: String!) { portalQuoteByNumber(number: $n) { id number } }';

const MALFORMED = [
  '',
  ' ',
  '999999',
  'not-a-number',
  'O-',
  'O-100001-',
  'O-1234567890123456',
  "O-100001' OR '1'='1",
  'O-１００００１',
  '%4F-100001',
  'x'.repeat(20_000),
];

/** Exactly NOT_FOUND, with data null for the field, and never an HTTP or server error. */
const expectNotFound = (result: Awaited<ReturnType<TestClient['gql']>>, field: string) => {
  expect(result.status).toBe(200);
  expectError(result, 'NOT_FOUND');
  expect(result.data).toEqual({ [field]: null });
};

describe('staff: orderByNumber, orderLegByNumber, quoteByNumber', () => {
  it('find the record of the current tenant, pasted as people paste it', async () => {
    const dispatch = await signedIn(server.url, 'dispatch@legwork.test');
    const order = await record("SELECT id, number FROM orders WHERE tenant_id = $1 AND number = 'O-100001'", [east]);
    const leg = await record('SELECT id, number FROM order_legs WHERE tenant_id = $1 AND order_id = $2 ORDER BY position DESC LIMIT 1', [
      east,
      order.id,
    ]);
    const quote = await record('SELECT id, number FROM quotes WHERE tenant_id = $1 ORDER BY number LIMIT 1', [east]);
    expect(leg.number).toMatch(/^O-100001-\d+$/);
    expect(quote.number).toMatch(/^Q-\d+$/);

    expect((await dispatch.gql(ORDER, { n: 'O-100001' })).data).toEqual({ orderByNumber: order });
    expect((await dispatch.gql(ORDER, { n: ' o-100001\t' })).data).toEqual({ orderByNumber: order });
    expect((await dispatch.gql(LEG, { n: leg.number.toLowerCase() })).data).toEqual({ orderLegByNumber: leg });
    expect((await dispatch.gql(QUOTE, { n: quote.number })).data).toEqual({ quoteByNumber: quote });
  });

  it('answer by the X-TENANT tenant only: the same number is another record in another tenant, or none', async () => {
    const eastOrder = await record("SELECT id, number FROM orders WHERE tenant_id = $1 AND number = 'O-100001'", [east]);
    const northOrder = await record("SELECT id, number FROM orders WHERE tenant_id = $1 AND number = 'O-100001'", [north]);
    const eastOnly = await record(
      'SELECT id, number FROM orders o WHERE tenant_id = $1 AND NOT EXISTS (SELECT 1 FROM orders n WHERE n.tenant_id = $2 AND n.number = o.number) LIMIT 1',
      [east, north],
    );
    const eastOnlyLeg = await record('SELECT id, number FROM order_legs WHERE order_id = $1 LIMIT 1', [eastOnly.id]);
    expect(northOrder.id).not.toBe(eastOrder.id);

    const northDispatch = await signedIn(server.url, 'north-dispatch@legwork.test');
    expect(northDispatch.tenant).toBe(north);
    expect((await northDispatch.gql(ORDER, { n: 'O-100001' })).data).toEqual({ orderByNumber: northOrder });
    expectNotFound(await northDispatch.gql(ORDER, { n: eastOnly.number }), 'orderByNumber');
    expectNotFound(await northDispatch.gql(LEG, { n: eastOnlyLeg.number }), 'orderLegByNumber');

    // The admin belongs to both: the header picks the tenant.
    const admin = await signedIn(server.url, 'admin@legwork.test', 'Legwork East');
    expect((await admin.gql(ORDER, { n: 'O-100001' })).data).toEqual({ orderByNumber: eastOrder });
    expect((await admin.gql(ORDER, { n: 'O-100001' }, { 'x-tenant': north })).data).toEqual({ orderByNumber: northOrder });
    expectNotFound(await admin.gql(ORDER, { n: eastOnly.number }, { 'x-tenant': north }), 'orderByNumber');
  });

  it('answer NOT_FOUND for an unknown number and for anything that is no number of the kind', async () => {
    const dispatch = await signedIn(server.url, 'dispatch@legwork.test');
    expectNotFound(await dispatch.gql(ORDER, { n: 'O-999999999' }), 'orderByNumber');
    expectNotFound(await dispatch.gql(ORDER, { n: 'O-100001-1' }), 'orderByNumber');
    expectNotFound(await dispatch.gql(LEG, { n: 'O-100001' }), 'orderLegByNumber');
    expectNotFound(await dispatch.gql(QUOTE, { n: 'O-100001' }), 'quoteByNumber');
    for (const n of MALFORMED) {
      expectNotFound(await dispatch.gql(ORDER, { n }), 'orderByNumber');
      expectNotFound(await dispatch.gql(LEG, { n }), 'orderLegByNumber');
      expectNotFound(await dispatch.gql(QUOTE, { n }), 'quoteByNumber');
    }
  });

  it('refuse text PostgreSQL cannot store (a NUL) as any field does: BAD_USER_INPUT, never a server error', async () => {
    const dispatch = await signedIn(server.url, 'dispatch@legwork.test');
    const result = await dispatch.gql(ORDER, { n: 'O-100001\u0000' });
    expect(result.status).toBe(200);
    expectError(result, 'BAD_USER_INPUT');
  });

  it('are the staff’s: a portal user is FORBIDDEN, a visitor UNAUTHENTICATED', async () => {
    const client = await portalSession(server.url, 'client@legwork.test');
    expectError(await client.gql(ORDER, { n: 'O-100001' }), 'FORBIDDEN');
    expectError(await client.gql(QUOTE, { n: 'Q-100001' }), 'FORBIDDEN');
    const anonymous = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: ORDER, variables: { n: 'O-100001' } }),
    });
    expect((await anonymous.json()).errors.map((e: { extensions: { code: string } }) => e.extensions.code)).toEqual(['UNAUTHENTICATED']);
  });
});

describe('portal: portalOrderByNumber, portalOrderLegByNumber, portalQuoteByNumber', () => {
  const ofClient = (table: string, clientId: string, not = false) =>
    record(
      `SELECT t.id, t.number FROM ${table} t WHERE t.tenant_id = $1 AND t.client_id ${not ? '<>' : '='} $2 AND t.deleted_at IS NULL ORDER BY t.number LIMIT 1`,
      [east, clientId],
    );
  const legOf = (orderId: string) =>
    record('SELECT id, number FROM order_legs WHERE order_id = $1 AND deleted_at IS NULL LIMIT 1', [orderId]);

  it('find the portal user’s own records', async () => {
    const client = await portalSession(server.url, 'client@legwork.test');
    const order = await ofClient('orders', world.northwind);
    const leg = await legOf(order.id);
    const quote = await ofClient('quotes', world.northwind);
    expect((await client.gql(PORTAL_ORDER, { n: order.number.toLowerCase() })).data).toEqual({ portalOrderByNumber: order });
    expect((await client.gql(PORTAL_LEG, { n: leg.number })).data).toEqual({ portalOrderLegByNumber: leg });
    expect((await client.gql(PORTAL_QUOTE, { n: quote.number })).data).toEqual({ portalQuoteByNumber: quote });
  });

  it('never find another client’s record: it is NOT_FOUND like an unknown number, nothing of it in the answer', async () => {
    const client = await portalSession(server.url, 'client@legwork.test');
    const foreign = await ofClient('orders', world.northwind, true);
    const foreignLeg = await legOf(foreign.id);
    const foreignQuote = await ofClient('quotes', world.northwind, true);
    // The same answer as for a number that does not exist at all.
    for (const [query, field, n, unknown] of [
      [PORTAL_ORDER, 'portalOrderByNumber', foreign.number, 'O-999999999'],
      [PORTAL_LEG, 'portalOrderLegByNumber', foreignLeg.number, 'O-999999999-1'],
      [PORTAL_QUOTE, 'portalQuoteByNumber', foreignQuote.number, 'Q-999999999'],
    ] as const) {
      const result = await client.gql(query, { n });
      expectNotFound(result, field);
      expect(JSON.stringify(result)).not.toContain(n);
      expect(result.errors?.[0].message).toBe((await client.gql(query, { n: unknown })).errors?.[0].message);
    }
    // Rival Motors' own user does not see Northwind's either.
    const rival = await portalSession(server.url, world.rivalEmail);
    expectNotFound(await rival.gql(PORTAL_ORDER, { n: (await ofClient('orders', world.northwind)).number }), 'portalOrderByNumber');
  });

  it('scope a customer user to its customer’s orders within its client', async () => {
    const customer = await portalSession(server.url, 'customer@legwork.test');
    const own = await record(
      'SELECT id, number FROM orders WHERE tenant_id = $1 AND customer_id = $2 AND deleted_at IS NULL ORDER BY number LIMIT 1',
      [east, world.downtown],
    );
    const sibling = await record(
      'SELECT id, number FROM orders WHERE tenant_id = $1 AND client_id = $2 AND customer_id IS DISTINCT FROM $3 AND deleted_at IS NULL ORDER BY number LIMIT 1',
      [east, world.northwind, world.downtown],
    );
    expect((await customer.gql(PORTAL_ORDER, { n: own.number })).data).toEqual({ portalOrderByNumber: own });
    expectNotFound(await customer.gql(PORTAL_ORDER, { n: sibling.number }), 'portalOrderByNumber');
    expectNotFound(await customer.gql(PORTAL_LEG, { n: (await legOf(sibling.id)).number }), 'portalOrderLegByNumber');
  });

  it('answer NOT_FOUND for malformed numbers, and are the portal’s only', async () => {
    const client = await portalSession(server.url, 'client@legwork.test');
    for (const n of MALFORMED) {
      expectNotFound(await client.gql(PORTAL_ORDER, { n }), 'portalOrderByNumber');
      expectNotFound(await client.gql(PORTAL_LEG, { n }), 'portalOrderLegByNumber');
      expectNotFound(await client.gql(PORTAL_QUOTE, { n }), 'portalQuoteByNumber');
    }
    const dispatch = await signedIn(server.url, 'dispatch@legwork.test');
    expectError(await dispatch.gql(PORTAL_ORDER, { n: 'O-100001' }), 'FORBIDDEN');
  });

  it('leave a deleted order out, as by id', async () => {
    const client = await portalSession(server.url, 'client@legwork.test');
    const order = await record(
      'SELECT id, number FROM orders WHERE tenant_id = $1 AND client_id = $2 AND deleted_at IS NULL ORDER BY number DESC LIMIT 1',
      [east, world.northwind],
    );
    expect((await client.gql(PORTAL_ORDER, { n: order.number })).data).toEqual({ portalOrderByNumber: order });
    await server.db.query('UPDATE orders SET deleted_at = now() WHERE id = $1', [order.id]);
    expectNotFound(await client.gql(PORTAL_ORDER, { n: order.number }), 'portalOrderByNumber');
  });
});
