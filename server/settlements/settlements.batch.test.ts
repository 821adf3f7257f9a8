import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../tests/server/support/client';
import { freshDriverId } from '../../tests/server/support/drivers';
import { auditRows, count, expectError, one } from '../../tests/server/support/helpers';
import type { OrderFixture } from '../../tests/server/support/orderFixtures';
import { ok } from '../../tests/server/support/portal';
import type { TestServer } from '../../tests/server/support/testServer';
import { startEastServer } from '../../tests/server/support/eastServer';

/**
 * The pay run in bulk (issue 30): createSettlements writing every payee's draft, its settled legs and its audit rows
 * set-based, and openSettlements approving many drafts in one call through the settlement machine, each refusal
 * answered by id (a net of 0, a stale version, an already open settlement, another tenant's id) while the others open.
 */
let server: TestServer;
let accounting: TestClient, lead: TestClient, billing: TestClient, dispatch: TestClient, driver: TestClient, northAdmin: TestClient;
let fx: OrderFixture;
let east: string;

type Settlement = {
  id: string;
  number: string;
  status: string;
  version: number;
  earnings: number;
  net: number;
  driver: { id: string } | null;
  legs: { amount: number; status: string; leg: { id: string } }[];
  statement: { id: string } | null;
};
const SETTLEMENT = 'id number status version earnings net driver { id } legs { amount status leg { id } } statement { id }';
type Result = { opened: Settlement[]; refused: { id: string; code: string; message: string }[] };

beforeAll(async () => {
  ({ server, east, fx, accounting, lead, billing, dispatch, driver, northAdmin } = await startEastServer());
}, 60_000);
afterAll(async () => {
  await server?.close();
});

/** A per-move driver with `legs` legs delivered on `on`, each priced 50,000. */
const payeeWithLegs = async (on: string, legs: number, rate = 30_000) => {
  const driverId = await freshDriverId(server.db);
  await server.db.query("UPDATE drivers SET pay_kind = 'PER_MOVE', pay_rate = $2 WHERE id = $1", [driverId, rate]);
  const order = await fx.order({
    clientId: await fx.client(),
    state: 'SETTLING',
    legs: Array.from({ length: legs }, () => ({ status: 'DELIVERED' as const, transportMethod: 'DRIVEN' as const, driverId })),
  });
  await server.db.query(
    `UPDATE order_legs SET delivered_at = ($2::date + time '12:00') AT TIME ZONE 'UTC', distance = 100 WHERE order_id = $1`,
    [order.id, on],
  );
  return { driverId, legIds: order.legIds };
};

const create = (as: TestClient, periodFrom: string, periodTo: string) =>
  as.gql<{ createSettlements: Settlement[] }>(
    `mutation($input: CreateSettlementsInput!) { createSettlements(input: $input) { ${SETTLEMENT} } }`,
    { input: { periodFrom, periodTo } },
  );

const openAll = (as: TestClient, settlements: { id: string; version: number }[]) =>
  as.gql<{ openSettlements: Result }>(
    `mutation($settlements: [SettlementVersionInput!]!) {
      openSettlements(settlements: $settlements) { opened { ${SETTLEMENT} } refused { id code message } }
    }`,
    { settlements: settlements.map(({ id, version }) => ({ id, version })) },
  );

const stored = (id: string) =>
  one<{ status: string; version: number }>(server.db, 'SELECT status, version FROM settlements WHERE id = $1', [id]);

describe('the pay run in bulk', () => {
  it('drafts every payee due in one call, then opens them all in one call, each audited and its statement made after', async () => {
    const payees = [await payeeWithLegs('2003-06-10', 3), await payeeWithLegs('2003-06-11', 1), await payeeWithLegs('2003-06-12', 2)];
    const drafts = ok(await create(accounting, '2003-06-01', '2003-06-30')).createSettlements;
    const byDriver = new Map(drafts.map((draft) => [draft.driver?.id, draft]));
    expect(drafts).toHaveLength(3);
    for (const [i, count] of [3, 1, 2].entries()) {
      const draft = byDriver.get(payees[i].driverId);
      expect(draft).toMatchObject({ status: 'DRAFT', version: 1, earnings: count * 30_000, net: count * 30_000 });
      expect(draft?.legs.map((leg) => leg.leg.id).sort()).toEqual([...payees[i].legIds].sort());
      expect(draft?.legs.every((leg) => leg.amount === 30_000 && leg.status === 'CREATED')).toBe(true);
    }
    const numbers = drafts.map((draft) => Number(draft.number.replace(/^STL-/, ''))).sort((a, b) => a - b);
    expect(numbers).toEqual([numbers[0], numbers[0] + 1, numbers[0] + 2]);
    const created = (await auditRows(server.db, 'settlement.create')).filter((row) => drafts.some((draft) => draft.id === row.entityId));
    expect(created).toHaveLength(3);
    expect(created[0]).toMatchObject({ entityKind: 'Settlements', action: 'CREATED', tenantId: east });

    const { opened, refused } = ok(await openAll(accounting, drafts)).openSettlements;
    expect(refused).toEqual([]);
    expect(opened.map((settlement) => settlement.id)).toEqual(drafts.map((draft) => draft.id));
    for (const settlement of opened) {
      expect(settlement).toMatchObject({ status: 'OPEN', version: 2 });
      expect(settlement.legs.every((leg) => leg.status === 'PENDING_PRELOAD')).toBe(true);
      expect(await stored(settlement.id)).toEqual({ status: 'OPEN', version: 2 });
    }
    // The statements follow the commit (the statement job), one each.
    const ids = opened.map((settlement) => `'${settlement.id}'`).join(', ');
    await expect
      .poll(() => count(server.db, `media WHERE owner_kind = 'Settlement' AND category = 'STATEMENTS' AND owner_id IN (${ids})`), {
        timeout: 10_000,
      })
      .toBe(3);
    const audited = (await auditRows(server.db, 'settlement.open')).filter((row) => drafts.some((draft) => draft.id === row.entityId));
    expect(audited.map((row) => row.entityId).sort()).toEqual(drafts.map((draft) => draft.id).sort());
  });

  it('answers a refused settlement by id and opens the others: nothing to pay, a stale version, already open', async () => {
    await payeeWithLegs('2003-07-10', 1);
    await payeeWithLegs('2003-07-11', 1);
    await payeeWithLegs('2003-07-12', 1);
    await payeeWithLegs('2003-07-13', 1, 0);
    const drafts = ok(await create(accounting, '2003-07-01', '2003-07-31')).createSettlements;
    const [good, stale, already] = drafts.filter((draft) => draft.net > 0);
    const nothing = drafts.find((draft) => draft.net === 0) as Settlement;
    const [opened] = ok(await openAll(accounting, [already])).openSettlements.opened;
    await server.db.query('UPDATE settlements SET version = version + 1 WHERE id = $1', [stale.id]);

    const result = ok(await openAll(lead, [nothing, good, stale, opened])).openSettlements;
    expect(result.opened.map((settlement) => [settlement.id, settlement.status])).toEqual([[good.id, 'OPEN']]);
    expect(result.refused.map(({ id, code }) => [id, code])).toEqual([
      [nothing.id, 'INVALID_TRANSITION'],
      [stale.id, 'CONFLICT'],
      [already.id, 'INVALID_TRANSITION'],
    ]);
    expect(result.refused[0].message).toMatch(/net is 0/);
    expect(await stored(nothing.id)).toEqual({ status: 'DRAFT', version: 1 });
    expect(await stored(stale.id)).toEqual({ status: 'DRAFT', version: 2 });
    expect(await stored(already.id)).toEqual({ status: 'OPEN', version: 2 });
    const audited = (await auditRows(server.db, 'settlement.open')).filter((row) => [nothing.id, stale.id].includes(row.entityId ?? ''));
    expect(audited).toEqual([]);
  });

  it("answers another tenant's id and a junk id NOT_FOUND, changing nothing", async () => {
    await payeeWithLegs('2003-08-10', 1);
    const [east1] = ok(await create(accounting, '2003-08-01', '2003-08-31')).createSettlements;
    const result = ok(await openAll(northAdmin, [east1, { id: 'not-an-id', version: 1 }])).openSettlements;
    expect(result.opened).toEqual([]);
    expect(result.refused.map(({ id, code }) => [id, code])).toEqual([
      [east1.id, 'NOT_FOUND'],
      ['not-an-id', 'NOT_FOUND'],
    ]);
    expect(await stored(east1.id)).toEqual({ status: 'DRAFT', version: 1 });
  });

  it('is the accounting roles’ only, and refuses an empty list, a name given twice and more than 1,000', async () => {
    await payeeWithLegs('2003-09-10', 1);
    const [draft] = ok(await create(accounting, '2003-09-01', '2003-09-30')).createSettlements;
    for (const other of [billing, dispatch, driver]) expectError(await openAll(other, [draft]), 'FORBIDDEN');
    expect(await stored(draft.id)).toEqual({ status: 'DRAFT', version: 1 });

    const empty = expectError(await openAll(accounting, []), 'BAD_USER_INPUT');
    expect(empty.extensions.errors).toEqual({ settlements: ['Name at least one settlement.'] });
    const twice = expectError(await openAll(accounting, [draft, draft]), 'BAD_USER_INPUT');
    expect(twice.extensions.errors).toEqual({ 'settlements.1.id': ['This settlement is named twice.'] });
    const many = Array.from({ length: 1001 }, (_, i) => ({ id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, version: 1 }));
    expectError(await openAll(accounting, many), 'BAD_USER_INPUT');
    expect(await stored(draft.id)).toEqual({ status: 'DRAFT', version: 1 });
  });
});
