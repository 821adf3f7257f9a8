import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from '../../tests/server/support/client';
import { freshDriverId } from '../../tests/server/support/drivers';
import { expectError, tenantIdOf } from '../../tests/server/support/helpers';
import { orderFixture } from '../../tests/server/support/orderFixtures';
import { ok } from '../../tests/server/support/portal';
import { startTestServer, type TestServer } from '../../tests/server/support/testServer';
import { type Queryable, type QueryOptions, type Row, withContext } from '../db/database';
import { createLoaders } from '../graphql/loaders';
import { settlementLoaders } from './settlements.loaders';

/**
 * The order's and leg's financials/settlements tab (issue 30): Order.settlements and OrderLeg.settlementLegs for the
 * accounting roles, FORBIDDEN to others, nothing of another tenant, and one batched query per relation.
 */
let server: TestServer;
let accounting: TestClient;
let dispatch: TestClient;
let northAdmin: TestClient;
let fx: ReturnType<typeof orderFixture>;
let east: string;

beforeAll(async () => {
  server = await startTestServer();
  east = await tenantIdOf(server.db, 'Legwork East');
  fx = orderFixture(server.db, east);
  accounting = await signedIn(server.url, 'accounting@legwork.test');
  dispatch = await signedIn(server.url, 'dispatch@legwork.test');
  northAdmin = await signedIn(server.url, 'admin@legwork.test', 'Legwork North');
}, 60_000);
afterAll(async () => {
  await server?.close();
});

/** A SETTLING order of `legs` legs, delivered on 2001-06-15 by a fresh PER_MOVE driver, settled into one draft. */
const settledOrder = async (legs = 2) => {
  const driverId = await freshDriverId(server.db);
  await server.db.query("UPDATE drivers SET pay_kind = 'PER_MOVE', pay_rate = 20000 WHERE id = $1", [driverId]);
  const order = await fx.order({
    clientId: await fx.client(),
    state: 'SETTLING',
    legs: Array.from({ length: legs }, () => ({ status: 'DELIVERED' as const, transportMethod: 'DRIVEN' as const, driverId })),
  });
  await server.db.query(`UPDATE order_legs SET delivered_at = '2001-06-15 12:00+00', distance = 100 WHERE order_id = $1`, [order.id]);
  const [settlement] = ok(
    await accounting.gql<{ createSettlements: { id: string; number: string }[] }>(
      'mutation($input: CreateSettlementsInput!) { createSettlements(input: $input) { id number } }',
      { input: { payee: { kind: 'DRIVER', id: driverId }, periodFrom: '2001-06-01', periodTo: '2001-06-30' } },
    ),
  ).createSettlements;
  return { order, settlement };
};

const ORDER_TAB = `query($id: ID!) { order(id: $id) { id settlements { id number status net balance payeeName } } }`;
const LEG_TAB = `query($id: ID!) { orderLeg(id: $id) { id settlementLegs { id status amount settlement { id number status } } } }`;

type OrderTab = { order: { id: string; settlements: { id: string; number: string; status: string; net: number }[] } | null };
type LegTab = {
  orderLeg: { id: string; settlementLegs: { status: string; amount: number; settlement: { id: string; number: string } }[] } | null;
};

describe("an order's and a leg's settlements", () => {
  it('lists the settlements paying the order and each leg with its settled-leg status', async () => {
    const { order, settlement } = await settledOrder(2);
    const tab = ok(await accounting.gql<OrderTab>(ORDER_TAB, { id: order.id })).order;
    expect(tab?.settlements).toEqual([
      { id: settlement.id, number: settlement.number, status: 'DRAFT', net: 40_000, balance: 40_000, payeeName: expect.any(String) },
    ]);
    const leg = ok(await accounting.gql<LegTab>(LEG_TAB, { id: order.legIds[1] })).orderLeg;
    expect(leg?.settlementLegs).toEqual([
      {
        id: expect.any(String),
        status: 'CREATED',
        amount: 20_000,
        settlement: { id: settlement.id, number: settlement.number, status: 'DRAFT' },
      },
    ]);
  });

  it('answers an order that no settlement pays with an empty list', async () => {
    const order = await fx.order({ clientId: await fx.client(), state: 'SETTLING', legs: [{ status: 'DELIVERED' }] });
    expect(ok(await accounting.gql<OrderTab>(ORDER_TAB, { id: order.id })).order?.settlements).toEqual([]);
    expect(ok(await accounting.gql<LegTab>(LEG_TAB, { id: order.legIds[0] })).orderLeg?.settlementLegs).toEqual([]);
  });

  it('is FORBIDDEN to a dispatcher, who still reads the order', async () => {
    const { order } = await settledOrder(1);
    const answer = await dispatch.gql<OrderTab>(ORDER_TAB, { id: order.id });
    expectError(answer, 'FORBIDDEN');
    expect(answer.data?.order ?? null).toBeNull();
    expect(ok(await dispatch.gql<{ order: { id: string } }>('query($id: ID!) { order(id: $id) { id } }', { id: order.id })).order.id).toBe(
      order.id,
    );
  });

  it("shows another tenant's order and its settlements to nobody", async () => {
    const { order } = await settledOrder(1);
    const answer = await northAdmin.gql<OrderTab>(ORDER_TAB, { id: order.id });
    if (answer.errors) expect(answer.errors.map((error) => error.extensions?.code)).toEqual(['NOT_FOUND']);
    else expect(answer.data?.order).toBeNull();
    const leg = await northAdmin.gql<LegTab>(LEG_TAB, { id: order.legIds[0] });
    if (leg.errors) expect(leg.errors.map((error) => error.extensions?.code)).toEqual(['NOT_FOUND']);
    else expect(leg.data?.orderLeg).toBeNull();
  });

  it('loads the settlements of many orders and legs in one query each', async () => {
    const first = await settledOrder(2);
    const second = await settledOrder(1);
    const statements: string[] = [];
    // The tenant's own session (row-level security as a request has it), counting the statements sent.
    await withContext(server.db, { tenantId: east, userId: null }, async (tx) => {
      const counting: Queryable = {
        query: <T extends Row>(sql: string, params?: readonly unknown[], options?: QueryOptions) => {
          statements.push(sql);
          return tx.query<T>(sql, params, options);
        },
      };
      const loaders = settlementLoaders({ loaders: createLoaders(counting) });
      const [a, b, none] = await Promise.all([
        loaders.settlementsByOrder.load(first.order.id),
        loaders.settlementsByOrder.load(second.order.id),
        loaders.settlementsByOrder.load('00000000-0000-4000-8000-000000000000'),
      ]);
      expect([a.map((row) => row.id), b.map((row) => row.id), none]).toEqual([[first.settlement.id], [second.settlement.id], []]);
      const legs = await Promise.all([...first.order.legIds, ...second.order.legIds].map((id) => loaders.settlementLegsByLeg.load(id)));
      expect(legs.map((rows) => rows.map((row) => row.settlementId))).toEqual([
        [first.settlement.id],
        [first.settlement.id],
        [second.settlement.id],
      ]);
    });
    expect(statements).toHaveLength(2);
  });
});
