import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestClient } from './support/client';
import { expectError, tenantIdOf, userIdOf } from './support/helpers';
import { type InsertedOrder, type OrderFixture, orderFixture } from './support/orderFixtures';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let fx: OrderFixture;
let dispatch: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  fx = orderFixture(server.db, await tenantIdOf(server.db, 'Legwork East'));
  dispatch = await signedIn(server.url, 'dispatch@legwork.test');
});
afterAll(() => server?.close());

const LEGS = `query($where: OrderLegWhere, $orderBy: [OrderLegOrderBy!], $status: [OrderLegStatus!], $trashed: Trashed, $search: String, $first: Int) {
  orderLegs(first: $first, where: $where, orderBy: $orderBy, status: $status, trashed: $trashed, search: $search) {
    data { id number } paginatorInfo { total }
  }
}`;

describe('Query.orderLegs', () => {
  let a: InsertedOrder;
  let b: InsertedOrder;
  let scope: Record<string, unknown>;
  beforeAll(async () => {
    a = await fx.order({
      createdAt: '2024-04-01T10:00:00Z',
      legs: [
        { status: 'PENDING_PICKUP', confirmedPickupAt: '2024-04-10T09:00:00Z', requestedPickup: { mode: 'ON', date: '2024-04-10' } },
        {
          status: 'ON_HOLD',
          heldFrom: 'PROCESSING',
          holdReason: 'VEHICLE_NOT_READY',
          transportMethod: 'TRUCKED',
          createdAt: '2024-04-01T10:00:01Z',
        },
        { status: 'CANCELLED', deletedAt: '2024-04-02T00:00:00Z', createdAt: '2024-04-01T10:00:02Z' },
      ],
    });
    b = await fx.order({
      createdAt: '2024-04-03T10:00:00Z',
      legs: [
        { status: 'PENDING_PICKUP', confirmedPickupAt: '2024-04-05T09:00:00Z', requestedPickup: { mode: 'BEFORE', date: '2024-04-06' } },
      ],
    });
    scope = { column: 'ORDER_ID', operator: 'IN', value: [a.id, b.id] };
  });
  const legs = async (variables: Record<string, unknown>) => {
    const { where, ...rest } = variables;
    const result = await dispatch.gql<{ orderLegs: { data: { id: string; number: string }[]; paginatorInfo: { total: number } } }>(LEGS, {
      where: { AND: [scope, ...(where ? [where] : [])] },
      ...rest,
    });
    expect(result.errors).toBeUndefined();
    return result.data?.orderLegs.data.map((leg) => leg.number) ?? [];
  };

  it('lists live legs newest first and filters by status, where and search', async () => {
    expect(await legs({})).toEqual([`${b.number}-1`, `${a.number}-2`, `${a.number}-1`]);
    expect(await legs({ status: ['ON_HOLD', 'IN_TRANSIT'] })).toEqual([`${a.number}-2`]);
    expect(await legs({ where: { column: 'STATUS', value: 'PENDING_PICKUP' } })).toEqual([`${b.number}-1`, `${a.number}-1`]);
    expect(await legs({ where: { column: 'HOLD_REASON', value: 'VEHICLE_NOT_READY' } })).toEqual([`${a.number}-2`]);
    expect(await legs({ where: { column: 'TRANSPORT_METHOD', operator: 'NEQ', value: 'TRUCKED' } })).toEqual([
      `${b.number}-1`,
      `${a.number}-1`,
    ]);
    expect(await legs({ where: { column: 'REQUESTED_PICKUP_DATE', operator: 'BETWEEN', value: ['2024-04-06', '2024-04-30'] } })).toEqual([
      `${b.number}-1`,
      `${a.number}-1`,
    ]);
    expect(await legs({ where: { column: 'CONFIRMED_PICKUP_AT', operator: 'LT', value: '2024-04-06T00:00:00Z' } })).toEqual([
      `${b.number}-1`,
    ]);
    expect(await legs({ where: { column: 'DRIVER_ID', operator: 'IS_NULL' } })).toHaveLength(3);
    expect(await legs({ search: `${a.number}-2` })).toEqual([`${a.number}-2`]);
    expect(await legs({ search: b.vin.slice(-7).toLowerCase() })).toEqual([`${b.number}-1`]);
  });

  it('sorts nullable keys with their nulls last', async () => {
    expect(await legs({ orderBy: [{ column: 'CONFIRMED_PICKUP_AT', order: 'ASC' }] })).toEqual([
      `${b.number}-1`,
      `${a.number}-1`,
      `${a.number}-2`,
    ]);
    expect(await legs({ orderBy: [{ column: 'CONFIRMED_PICKUP_AT', order: 'DESC' }] })).toEqual([
      `${a.number}-1`,
      `${b.number}-1`,
      `${a.number}-2`,
    ]);
    expect(await legs({ orderBy: [{ column: 'NUMBER', order: 'ASC' }] })).toEqual([`${a.number}-1`, `${a.number}-2`, `${b.number}-1`]);
  });

  it('shows soft-deleted legs only when asked', async () => {
    expect(await legs({ trashed: 'ONLY' })).toEqual([`${a.number}-3`]);
    expect(await legs({ trashed: 'WITH' })).toHaveLength(4);
  });

  it('answers bad values with BAD_USER_INPUT at their path', async () => {
    const date = await dispatch.gql(LEGS, { where: { column: 'REQUESTED_PICKUP_DATE', value: '10/04/2024' } });
    expect(expectError(date, 'BAD_USER_INPUT').extensions.errors).toEqual({ 'where.value': ['Must be a date (YYYY-MM-DD).'] });
    const between = await dispatch.gql(LEGS, { where: { column: 'CREATED_AT', operator: 'BETWEEN', value: ['2024-01-01T00:00:00Z'] } });
    expect(expectError(between, 'BAD_USER_INPUT').extensions.errors).toEqual({ 'where.value': ['Give exactly 2 values.'] });
  });
});

describe('Query.alerts and Query.tags', () => {
  it('pages alerts newest first, open or acknowledged', async () => {
    const order = await fx.order();
    const by = await userIdOf(server.db, 'help-desk@legwork.test');
    const open = await fx.row('alerts', {
      order_id: order.id,
      priority: 'CALL_URGENT',
      message: 'Open one',
      created_at: '2030-01-02T00:00:00Z',
    });
    const done = await fx.row('alerts', {
      order_leg_id: order.legIds[0],
      priority: 'NEW',
      message: 'Done one',
      acknowledged_at: '2030-01-03T00:00:00Z',
      acknowledged_by: by,
      created_at: '2030-01-01T00:00:00Z',
    });
    const query =
      'query($open: Boolean) { alerts(first: 1, open: $open) { data { id message acknowledgedByName order { id } orderLeg { id } } paginatorInfo { total } } }';
    const first = async (open?: boolean) =>
      (await dispatch.gql<{ alerts: { data: Record<string, unknown>[] } }>(query, { open })).data?.alerts.data[0];
    expect(await first(true)).toEqual({ id: open, message: 'Open one', acknowledgedByName: null, order: { id: order.id }, orderLeg: null });
    expect(await first(false)).toEqual({
      id: done,
      message: 'Done one',
      acknowledgedByName: 'Help Desk Demo',
      order: null,
      orderLeg: { id: order.legIds[0] },
    });
    expect((await first())?.id).toBe(open);
  });

  it('lists live tags by name', async () => {
    await fx.row('tags', { name: 'zz Rush', colour: 'RED' });
    await fx.row('tags', { name: 'zz Fleet', colour: 'BLUE' });
    await fx.row('tags', { name: 'zz Gone', deleted_at: new Date().toISOString() });
    const result = await dispatch.gql<{ tags: { name: string; colour: string }[] }>('{ tags { name colour } }');
    expect(result.data?.tags.filter((t) => t.name.startsWith('zz '))).toEqual([
      { name: 'zz Fleet', colour: 'BLUE' },
      { name: 'zz Rush', colour: 'RED' },
    ]);
  });
});

describe('Query.dashboard', () => {
  const DASHBOARD = '{ dashboard { legsByStatus { status count } todaysPickups todaysDeliveries unacknowledgedLegs openAlerts } }';
  type Summary = {
    legsByStatus: { status: string; count: number }[];
    todaysPickups: number;
    todaysDeliveries: number;
    unacknowledgedLegs: number;
    openAlerts: number;
  };
  const summary = async () => (await dispatch.gql<{ dashboard: Summary }>(DASHBOARD)).data?.dashboard as Summary;
  const byStatus = (s: Summary) => Object.fromEntries(s.legsByStatus.map((row) => [row.status, row.count]));

  it('counts legs by status, today’s pickups and deliveries, unacknowledged legs and open alerts', async () => {
    const before = await summary();
    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const tomorrow = new Date(now.getTime() + 86_400_000).toISOString();
    const on = { mode: 'ON' as const, date: today };
    const order = await fx.order({
      legs: [
        { status: 'PENDING_PICKUP', confirmedPickupAt: now.toISOString(), confirmedDeliveryAt: tomorrow },
        { status: 'PENDING_CONFIRMATION', requestedPickup: on, requestedDelivery: on },
        // Confirmed for tomorrow: the confirmed date wins over the requested one.
        { status: 'CALL_CENTER_CONFIRMED', requestedPickup: on, confirmedPickupAt: tomorrow },
        { status: 'CANCELLED', requestedPickup: on },
        { status: 'UNACKNOWLEDGED' },
        { status: 'UNACKNOWLEDGED', requestedDelivery: { mode: 'BEFORE', date: today }, deletedAt: now.toISOString() },
      ],
    });
    await fx.row('alerts', { order_id: order.id, priority: 'CHECK', message: 'Open' });
    await fx.row('alerts', { order_id: order.id, priority: 'CHECK', message: 'Seen', acknowledged_at: now.toISOString() });
    const after = await summary();
    expect({
      todaysPickups: after.todaysPickups - before.todaysPickups,
      todaysDeliveries: after.todaysDeliveries - before.todaysDeliveries,
      unacknowledgedLegs: after.unacknowledgedLegs - before.unacknowledgedLegs,
      openAlerts: after.openAlerts - before.openAlerts,
    }).toEqual({ todaysPickups: 2, todaysDeliveries: 1, unacknowledgedLegs: 1, openAlerts: 1 });
    const [b, a] = [byStatus(before), byStatus(after)];
    for (const [status, added] of Object.entries({
      PENDING_PICKUP: 1,
      PENDING_CONFIRMATION: 1,
      CALL_CENTER_CONFIRMED: 1,
      CANCELLED: 1,
      UNACKNOWLEDGED: 1,
    }))
      expect((a[status] ?? 0) - (b[status] ?? 0), status).toBe(added);
    expect(after.legsByStatus.map((row) => row.status)).toEqual([...after.legsByStatus.map((row) => row.status)].sort());
  });
});
