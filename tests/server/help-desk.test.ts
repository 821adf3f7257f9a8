import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HelpDeskReasonValues } from '../../src/generated/enums/HelpDeskReason';
import { signedIn, type TestClient } from './support/client';
import { expectError, tenantIdOf } from './support/helpers';
import { type OrderFixture, orderFixture } from './support/orderFixtures';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let east: string;
let north: string;
let fx: OrderFixture;
let northFx: OrderFixture;
let helpDesk: TestClient;
let admin: TestClient;
let northAdmin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  east = await tenantIdOf(server.db, 'Legwork East');
  north = await tenantIdOf(server.db, 'Legwork North');
  fx = orderFixture(server.db, east);
  northFx = orderFixture(server.db, north);
  helpDesk = await signedIn(server.url, 'help-desk@legwork.test');
  admin = await signedIn(server.url, 'admin@legwork.test', 'Legwork East');
  northAdmin = await signedIn(server.url, 'admin@legwork.test', 'Legwork North');
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const LEGS = `query($first: Int, $page: Int, $reasons: [HelpDeskReason!], $search: String) {
  helpDeskLegs(first: $first, page: $page, reasons: $reasons, search: $search) {
    data { leg { id number status } reasons since detail causes { reason at detail } }
    paginatorInfo { total currentPage hasMorePages count perPage } } }`;
type Row = {
  leg: { id: string; number: string; status: string };
  reasons: string[];
  since: string | null;
  detail: string;
  causes: { reason: string; at: string | null; detail: string }[];
};
type Page = {
  helpDeskLegs: {
    data: Row[];
    paginatorInfo: { total: number; currentPage: number; hasMorePages: boolean; count: number; perPage: number };
  };
};

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** One fixture leg of a one-leg order: its id and number. */
const leg = async (spec: Parameters<OrderFixture['order']>[0] = {}, fixture = fx) => {
  const order = await fixture.order(spec);
  return { id: order.legIds[0], number: `${order.number}-1`, orderId: order.id };
};

let reportSerial = 900_000;
/** A condition report stored as the submit would leave it (the submit itself is conditionReports.test.ts's). */
const report = async (
  l: { id: string; orderId: string },
  direction: 'PICKUP' | 'DELIVERY',
  status: string,
  newDamage = 0,
  rejectReason: string | null = null,
) => {
  reportSerial += 1;
  await server.db.query(
    `INSERT INTO condition_reports (tenant_id, number, client_id, order_id, order_leg_id, direction, status, captured_at, driver_signature,
       customer_not_available_reason, new_damage_count, submitted_at, reject_reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now(), $8, 'Nobody at the lot', $9, CASE WHEN $7 <> 'PENDING' THEN now() - interval '30 minutes' END, $10)`,
    [
      east,
      `CR-${reportSerial}`,
      randomUUID(),
      l.orderId,
      l.id,
      direction,
      status,
      status === 'PENDING' ? null : { name: 'Dale Driver', signedAt: new Date().toISOString() },
      newDamage,
      rejectReason,
    ],
  );
  return `CR-${reportSerial}`;
};

const find = async (client: TestClient, number: string, reasons?: string[]) => {
  const result = await client.gql<Page>(LEGS, { search: number, reasons, first: 100 });
  expect(result.errors).toBeUndefined();
  return result.data?.helpDeskLegs.data.filter((row) => row.leg.number === number) ?? [];
};

describe('helpDeskLegs', () => {
  it('lists each reason with its detail, and not a leg with none', async () => {
    const pickup = await leg({
      state: 'DISPATCH',
      legs: [{ status: 'PENDING_PICKUP', confirmedPickupAt: hoursFromNow(-2), confirmedDeliveryAt: hoursFromNow(24) }],
    });
    const delivery = await leg({
      state: 'ACTIVE',
      legs: [{ status: 'IN_TRANSIT', confirmedPickupAt: hoursFromNow(-30), confirmedDeliveryAt: hoursFromNow(-3) }],
    });
    await report(delivery, 'PICKUP', 'ACCEPTED');
    const noReport = await leg({
      state: 'ACTIVE',
      legs: [{ status: 'IN_TRANSIT', confirmedPickupAt: hoursFromNow(-5), confirmedDeliveryAt: hoursFromNow(20) }],
    });
    const rejected = await leg({
      state: 'ACTIVE',
      legs: [{ status: 'PORT_TRANSIT', confirmedPickupAt: hoursFromNow(-5), confirmedDeliveryAt: hoursFromNow(20) }],
    });
    const rejectedNumber = await report(rejected, 'PICKUP', 'REJECTED', 0, 'Photos are blurred');
    const clientIn = await leg({
      state: 'ACTIVE',
      legs: [{ status: 'IN_TRANSIT', transportMethod: 'CLIENT_IN', confirmedDeliveryAt: hoursFromNow(20) }],
    });
    const aborted = await leg({ state: 'DISPATCH', legs: [{ status: 'ABORTED', confirmedPickupAt: hoursFromNow(-1) }] });
    await server.db.query(`UPDATE order_legs SET status_reason = 'Vehicle not released at pickup' WHERE id = $1`, [aborted.id]);
    const longHold = await leg({
      state: 'DISPATCH',
      legs: [{ status: 'ON_HOLD', heldFrom: 'CLEARED_FOR_DISPATCH', holdReason: 'VEHICLE_NOT_READY' }],
    });
    await server.db.query(`UPDATE order_legs SET status_changed_at = now() - interval '2 days' WHERE id = $1`, [longHold.id]);
    const shortHold = await leg({
      state: 'DISPATCH',
      legs: [{ status: 'ON_HOLD', heldFrom: 'CLEARED_FOR_DISPATCH', holdReason: 'CLIENT_REQUEST' }],
    });
    const damaged = await leg({
      state: 'SETTLING',
      legs: [{ status: 'DELIVERED', confirmedPickupAt: hoursFromNow(-50), confirmedDeliveryAt: hoursFromNow(-40) }],
    });
    await report(damaged, 'PICKUP', 'ACCEPTED');
    const damageReport = await report(damaged, 'DELIVERY', 'SUBMITTED', 2);
    const fine = await leg({
      state: 'DISPATCH',
      legs: [{ status: 'PENDING_PICKUP', confirmedPickupAt: hoursFromNow(5), confirmedDeliveryAt: hoursFromNow(30) }],
    });

    const only = async (l: { number: string }) => {
      const rows = await find(helpDesk, l.number);
      expect(rows).toHaveLength(1);
      return rows[0];
    };
    const p = await only(pickup);
    expect(p.reasons).toEqual(['PICKUP_OVERDUE']);
    expect(p.detail).toBe('Not picked up; no driver or trucking company assigned');
    expect(new Date(p.since ?? '').getTime()).toBeLessThan(Date.now() - 3_500_000);

    const d = await only(delivery);
    expect(d.reasons).toEqual(['DELIVERY_OVERDUE']);
    expect(d.detail).toBe('Not delivered yet (in transit)');

    expect((await only(noReport)).causes.map(({ reason, detail }) => ({ reason, detail }))).toEqual([
      { reason: 'PICKED_UP_WITHOUT_REPORT', detail: 'No pickup condition report' },
    ]);
    expect((await only(rejected)).detail).toBe(`Pickup report ${rejectedNumber} was rejected: Photos are blurred`);

    const a = await only(aborted);
    expect(a.reasons).toEqual(['ABORTED']);
    expect(a.detail).toBe('Pickup aborted: Vehicle not released at pickup');

    const h = await only(longHold);
    expect(h.reasons).toEqual(['LONG_HOLD']);
    expect(h.detail).toBe('On hold: vehicle not ready');
    expect(new Date(h.since ?? '').getTime()).toBeLessThan(Date.now() - 47 * 3_600_000);

    const n = await only(damaged);
    expect(n.reasons).toEqual(['NEW_DAMAGE']);
    expect(n.detail).toBe(`2 new damages on the delivery report ${damageReport}, waiting for review`);

    for (const none of [clientIn, shortHold, fine]) expect(await find(helpDesk, none.number)).toEqual([]);
  });

  it('names every reason of a leg, oldest first, and filters by reason', async () => {
    const both = await leg({
      state: 'ACTIVE',
      legs: [{ status: 'IN_TRANSIT', confirmedPickupAt: hoursFromNow(-30), confirmedDeliveryAt: hoursFromNow(-1) }],
    });
    await server.db.query(`UPDATE order_legs SET picked_up_at = now() - interval '29 hours' WHERE id = $1`, [both.id]);
    const [row] = await find(helpDesk, both.number);
    expect(row.reasons).toEqual(['PICKED_UP_WITHOUT_REPORT', 'DELIVERY_OVERDUE']);
    expect(row.detail).toBe('No pickup condition report; Not delivered yet (in transit)');
    expect(row.since).toBe(row.causes[0].at);
    const [filtered] = await find(helpDesk, both.number, ['DELIVERY_OVERDUE']);
    expect(filtered.reasons).toEqual(['DELIVERY_OVERDUE']);
    expect(await find(helpDesk, both.number, ['LONG_HOLD', 'ABORTED'])).toEqual([]);

    // A leg whose pickup is late and whose pickup report found new damage: listed once, by its older problem.
    const damagedLate = await leg({
      state: 'DISPATCH',
      legs: [{ status: 'PENDING_PICKUP', confirmedPickupAt: hoursFromNow(-2), confirmedDeliveryAt: hoursFromNow(20) }],
    });
    await report(damagedLate, 'PICKUP', 'SUBMITTED', 1);
    const rows = await find(helpDesk, damagedLate.number);
    expect(rows.map((r) => r.reasons)).toEqual([['PICKUP_OVERDUE', 'NEW_DAMAGE']]);
    expect((await find(helpDesk, damagedLate.number, ['NEW_DAMAGE'])).map((r) => r.reasons)).toEqual([['NEW_DAMAGE']]);
  });

  it('pages the list oldest problem first', async () => {
    await leg({ state: 'DISPATCH', legs: [{ status: 'PENDING_PICKUP', confirmedPickupAt: hoursFromNow(-1) }] });
    const all: Row[] = [];
    for (let page = 1; page < 50; page += 1) {
      const result = await admin.gql<Page>(LEGS, { first: 3, page });
      expect(result.errors).toBeUndefined();
      const list = result.data?.helpDeskLegs;
      if (!list) throw new Error('no list');
      expect(list.paginatorInfo).toMatchObject({ currentPage: page, perPage: 3, count: list.data.length });
      all.push(...list.data);
      if (!list.paginatorInfo.hasMorePages) {
        expect(list.paginatorInfo.total).toBe(all.length);
        break;
      }
    }
    expect(all.length).toBeGreaterThan(6);
    expect(new Set(all.map((row) => row.leg.id)).size).toBe(all.length);
    const times = all.map((row) => (row.since ? new Date(row.since).getTime() : Number.POSITIVE_INFINITY));
    expect(times).toEqual([...times].sort((x, y) => x - y));
  });

  it('never lists another tenant’s legs', async () => {
    const northLeg = await leg({ state: 'DISPATCH', legs: [{ status: 'PENDING_PICKUP', confirmedPickupAt: hoursFromNow(-3) }] }, northFx);
    // Fixture numbers restart per tenant: East may have a leg of the same number, never this one.
    for (const client of [helpDesk, admin])
      expect((await find(client, northLeg.number)).map((row) => row.leg.id)).not.toContain(northLeg.id);
    expect((await find(northAdmin, northLeg.number)).map((row) => [row.leg.id, row.reasons])).toEqual([[northLeg.id, ['PICKUP_OVERDUE']]]);
  });

  it('answers junk paging without an error', async () => {
    for (const variables of [{ first: -5, page: -1 }, { first: 100_000, page: 1 }, { first: 0, page: 100_000_000 }, { search: '%_\\' }]) {
      const result = await helpDesk.gql<Page>(LEGS, variables);
      expect(result.errors).toBeUndefined();
      expect(result.data?.helpDeskLegs.paginatorInfo.perPage).toBeLessThanOrEqual(100);
    }
  });
});

describe('helpDeskOverview', () => {
  const OVERVIEW = '{ helpDeskOverview { reasons { reason count } openAlerts newDamageByDay { day count } } }';
  type Overview = {
    helpDeskOverview: {
      reasons: { reason: string; count: number }[];
      openAlerts: number;
      newDamageByDay: { day: string; count: number }[];
    };
  };

  it('counts each reason, the open alerts and the new-damage reports of 14 days', async () => {
    const before = (await helpDesk.gql<Overview>(OVERVIEW)).data?.helpDeskOverview;
    if (!before) throw new Error('no overview');
    expect(before.reasons.map((r) => r.reason)).toEqual([...HelpDeskReasonValues]);
    expect(before.newDamageByDay).toHaveLength(14);
    await leg({ state: 'DISPATCH', legs: [{ status: 'ABORTED' }] });
    const damaged = await leg({ state: 'SETTLING', legs: [{ status: 'DELIVERED' }] });
    await report(damaged, 'PICKUP', 'ACCEPTED');
    await report(damaged, 'DELIVERY', 'SUBMITTED', 1);
    await server.db.query(
      `INSERT INTO alerts (tenant_id, order_id, order_leg_id, priority, message) VALUES ($1, $2, $3, 'CHECK', 'Look at it')`,
      [east, damaged.orderId, damaged.id],
    );
    const after = (await helpDesk.gql<Overview>(OVERVIEW)).data?.helpDeskOverview;
    if (!after) throw new Error('no overview');
    const countOf = (o: typeof after, reason: string) => o.reasons.find((r) => r.reason === reason)?.count ?? -1;
    expect(countOf(after, 'ABORTED')).toBe(countOf(before, 'ABORTED') + 1);
    expect(countOf(after, 'NEW_DAMAGE')).toBe(countOf(before, 'NEW_DAMAGE') + 1);
    const total = (o: typeof after) => o.newDamageByDay.reduce((sum, day) => sum + day.count, 0);
    expect(total(after)).toBe(total(before) + 1);
    // The report was sent half an hour ago: its day is the tenant's day then (yesterday's bucket just after midnight).
    const { rows } = await server.db.query<{ day: string }>(
      "SELECT to_char(((now() - interval '30 minutes') AT TIME ZONE t.time_zone)::date, 'YYYY-MM-DD') AS day FROM tenants t WHERE t.id = $1",
      [east],
    );
    expect(after.newDamageByDay.find((bucket) => bucket.day === rows[0].day)?.count).toBeGreaterThanOrEqual(1);
    expect(after.openAlerts).toBe(before.openAlerts + 1);
  });
});

describe('access', () => {
  it('is FORBIDDEN to a dispatcher, a portal user and a driver', async () => {
    for (const email of ['dispatch@legwork.test', 'client@legwork.test', 'driver@legwork.test']) {
      const client = await signedIn(server.url, email);
      expectError(await client.gql(LEGS, {}), 'FORBIDDEN');
      expectError(await client.gql('{ helpDeskOverview { openAlerts } }'), 'FORBIDDEN');
    }
  });
});
