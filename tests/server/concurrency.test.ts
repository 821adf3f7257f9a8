import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from './support/client';
import { count, one, tenantIdOf } from './support/helpers';
import { orderFixture } from './support/orderFixtures';
import { startTestServer, type TestServer } from './support/testServer';
import { legInput } from './support/orderInputs';

// Many people press the same button at once. On PostgreSQL (CI's second pass) the requests really run in parallel,
// each in its own transaction on its own connection; on PGlite they queue. Either way: one wins, the others get a
// code a person can act on (CONFLICT, INVALID_TRANSITION, BAD_USER_INPUT), never INTERNAL, and the stored outcome
// is exactly one change with exactly one audit row.
const PARALLEL = 8;

let server: TestServer;
let admin: TestClient;
let others: TestClient[];
let fixture: ReturnType<typeof orderFixture>;

beforeAll(async () => {
  server = await startTestServer();
  fixture = orderFixture(server.db, await tenantIdOf(server.db, 'Legwork East'));
  admin = await signedIn(server.url, 'admin@legwork.test', 'Legwork East');
  // Several sessions of one person, as in several tabs (every role involved may do each of these writes).
  others = [
    admin,
    await signedIn(server.url, 'admin@legwork.test', 'Legwork East'),
    await signedIn(server.url, 'admin@legwork.test', 'Legwork East'),
  ];
});
afterAll(() => server?.close());

const codesOf = (results: { status: number; errors?: { extensions?: Record<string, unknown> }[] }[]) =>
  results.map((r) => (r.status >= 500 ? `HTTP ${r.status}` : ((r.errors?.[0]?.extensions?.code as string | undefined) ?? 'OK')));

const atOnce = <T>(fn: (client: TestClient, i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: PARALLEL }, (_, i) => fn(others[i % others.length], i)));

describe('concurrent writes to one record', () => {
  it('the same leg transition at the same version: one succeeds, the rest CONFLICT, one audit row', async () => {
    const order = await fixture.order({ legs: [{ status: 'UNACKNOWLEDGED' }] });
    const legId = order.legIds[0];
    const version = Number((await one<{ version: number }>(server.db, 'SELECT version FROM order_legs WHERE id = $1', [legId]))?.version);
    const results = await atOnce((client) =>
      client.gql('mutation($id: ID!, $v: Int!) { transitionOrderLeg(id: $id, event: ACKNOWLEDGE, version: $v) { id status version } }', {
        id: legId,
        v: version,
      }),
    );
    const codes = codesOf(results);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'OK').every((c) => c === 'CONFLICT' || c === 'INVALID_TRANSITION')).toBe(true);
    const winner = results.find((r) => !r.errors)?.data as { transitionOrderLeg: { status: string } };
    const stored = await one<{ status: string; version: number }>(server.db, 'SELECT status, version FROM order_legs WHERE id = $1', [
      legId,
    ]);
    expect(stored).toEqual({ status: winner.transitionOrderLeg.status, version: version + 1 });
    expect(await count(server.db, "audit_logs WHERE entity_id = $1 AND event = 'leg.acknowledge'", [legId])).toBe(1);
  });

  it('the same repair approval at the same version: one succeeds, the rest CONFLICT, one audit row', async () => {
    const order = await fixture.order();
    const created = await admin.gql<{ createRepair: { id: string; version: number } }>(
      'mutation($input: RepairInput!) { createRepair(input: $input) { id version } }',
      { input: { vehicleId: order.vehicleId, vendorName: 'Race Body', description: 'Dent.', estimateAmount: 10_000 } },
    );
    const repair = created.data?.createRepair as { id: string; version: number };
    const results = await atOnce((client, i) =>
      client.gql(
        'mutation($id: ID!, $v: Int!, $input: RepairTransitionInput) { transitionRepair(id: $id, event: APPROVE, input: $input, version: $v) { id status } }',
        {
          id: repair.id,
          v: repair.version,
          input: { approvedAmount: 10_000 + i },
        },
      ),
    );
    const codes = codesOf(results);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'OK').every((c) => c === 'CONFLICT' || c === 'INVALID_TRANSITION')).toBe(true);
    const winner = results.findIndex((r) => !r.errors);
    const stored = await one(server.db, 'SELECT status, approved_amount AS "approvedAmount", version FROM repairs WHERE id = $1', [
      repair.id,
    ]);
    expect(stored).toEqual({ status: 'APPROVED', approvedAmount: 10_000 + winner, version: repair.version + 1 });
    expect(await count(server.db, "audit_logs WHERE entity_id = $1 AND event = 'repair.approve'", [repair.id])).toBe(1);
  });

  it('the same order update at the same version: one succeeds, the rest CONFLICT', async () => {
    const order = await fixture.order();
    const version = Number((await one<{ version: number }>(server.db, 'SELECT version FROM orders WHERE id = $1', [order.id]))?.version);
    const results = await atOnce((client, i) =>
      client.gql(
        'mutation($id: ID!, $v: Int!, $input: OrderUpdateInput!) { updateOrder(id: $id, version: $v, input: $input) { id version } }',
        {
          id: order.id,
          v: version,
          input: { referenceNumbers: [`RACE-${i}`] },
        },
      ),
    );
    const codes = codesOf(results);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'OK')).toEqual(Array(PARALLEL - 1).fill('CONFLICT'));
    const winner = results.findIndex((r) => !r.errors);
    const stored = await one<{ refs: string[]; version: number }>(
      server.db,
      'SELECT reference_numbers AS refs, version FROM orders WHERE id = $1',
      [order.id],
    );
    expect(stored).toEqual({ refs: [`RACE-${winner}`], version: version + 1 });
  });

  it('two clients created with the same code at once: one is created, the others BAD_USER_INPUT on code', async () => {
    const code = `RACE${Date.now() % 100000}`;
    const results = await atOnce((client, i) =>
      client.gql('mutation($input: ClientInput!) { createClient(input: $input) { id } }', {
        input: { displayName: `Race Client ${i}`, code },
      }),
    );
    const codes = codesOf(results);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'OK')).toEqual(Array(PARALLEL - 1).fill('BAD_USER_INPUT'));
    expect(
      results
        .filter((r) => r.errors)
        .every((r) => Array.isArray((r.errors?.[0]?.extensions?.errors as Record<string, unknown>)?.['input.code'])),
    ).toBe(true);
    expect(await count(server.db, 'clients WHERE code = $1', [code])).toBe(1);
  });

  it('the same order placed at once with one idempotency key: one order, every answer names it', async () => {
    const clientId = (await one<{ id: string }>(server.db, "SELECT id FROM clients WHERE display_name = 'Northwind Motors'"))?.id;
    const key = `race-${Date.now()}`;
    const place = (city: string, postalCode: string) => ({
      name: city,
      type: 'COMMERCIAL',
      address1: '1 Main St',
      city,
      stateProvince: 'MA',
      postalCode,
    });
    const input = {
      clientId,
      vehicles: [{ year: 2021, make: 'Toyota', model: 'Camry' }],
      locations: [place('Boston', '02110'), place('Worcester', '01608')],
      legs: [legInput(0, 0, 1, 'DRIVEN')],
    };
    const results = await atOnce((client) =>
      client.gql<{ createOrder: { id: string } }>(
        'mutation($input: OrderInput!, $key: String) { createOrder(input: $input, idempotencyKey: $key) { id } }',
        {
          input,
          key,
        },
      ),
    );
    expect(codesOf(results)).toEqual(Array(PARALLEL).fill('OK'));
    expect(new Set(results.map((r) => r.data?.createOrder.id)).size).toBe(1);
    expect(await count(server.db, 'orders WHERE idempotency_key = $1', [key])).toBe(1);
  });
});
