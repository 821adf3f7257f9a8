import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { computeStorageCharge } from '../../src/domain/storage/billableDays';
import { signedIn } from '../../tests/server/support/client';
import { expectError, one, tenantIdOf, userIdOf } from '../../tests/server/support/helpers';
import { startTestServer, type TestServer } from '../../tests/server/support/testServer';
import { type Queryable, withContext } from '../db/database';
import { runReportAs } from '../reports/reports.public';
import { type ClientReportInput, requireClient } from './clientReports.figures';
import { clientOrderFigures } from './clientReports.orderFigures';
import { clientOrderReport } from './clientReports.orderReport';
import { clientStorageFigures } from './clientReports.storageFigures';
import { clientStorageReport } from './clientReports.storageReport';

/**
 * The client order and client storage reports (issue 31) from rows stored here, read as East's admin under row-level
 * security: on time at the promised day's edge, storage days cut at the period's edges, the period's share of a
 * stay's charge, and North's rows never counted.
 */
let server: TestServer;
let east: string;
let north: string;
let adminId: string;
let zone: string;
let northZone: string;

const q = (sql: string, params: unknown[] = []) => server.db.query<{ id: string }>(sql, params);
const insert = async (sql: string, params: unknown[]) => (await q(`${sql} RETURNING id`, params)).rows[0].id;
/** A wall-clock time in a zone as an SQL timestamptz expression. */
const at = (local: string, inZone = zone) => `('${local}'::timestamp AT TIME ZONE '${inZone}')`;

const MARCH = { from: '2026-03-01', to: '2026-03-31' };
const FEBRUARY = { from: '2026-02-01', to: '2026-02-28' };

const asAdmin = <T>(fn: (tx: Queryable) => Promise<T>) => withContext(server.db, { tenantId: east, userId: adminId }, fn);
const input = (period: { from: string; to: string }, clientId: string | null = null): ClientReportInput => ({
  tenantId: east,
  zone,
  ...period,
  today: '2026-12-07',
  clientId,
});

beforeAll(async () => {
  server = await startTestServer();
  east = await tenantIdOf(server.db, 'Legwork East');
  north = await tenantIdOf(server.db, 'Legwork North');
  adminId = await userIdOf(server.db, 'admin@legwork.test');
  zone = (await one<{ zone: string }>(server.db, 'SELECT time_zone AS zone FROM tenants WHERE id = $1', [east]))?.zone ?? '';
  northZone = (await one<{ zone: string }>(server.db, 'SELECT time_zone AS zone FROM tenants WHERE id = $1', [north]))?.zone ?? '';
});
afterAll(() => server?.close());

const addClient = (tenantId: string, name: string) =>
  insert('INSERT INTO clients (tenant_id, display_name) VALUES ($1, $2)', [tenantId, name]);

const addOrder = (tenantId: string, clientId: string, number: string, createdAt: string) =>
  insert(`INSERT INTO orders (tenant_id, number, client_id, state, created_at) VALUES ($1, $2, $3, 'ACTIVE', ${createdAt})`, [
    tenantId,
    number,
    clientId,
  ]);

const addLeg = async (tenantId: string, orderId: string, number: string, columns: Record<string, string>) => {
  const names = Object.keys(columns);
  return insert(
    `INSERT INTO order_legs (tenant_id, order_id, number, position, sequence, transport_method, status${names.map((c) => `, ${c}`).join('')})
     VALUES ($1, $2, $3, 1, 1, 'TRUCKED', 'DELIVERED'${names.map((c) => `, ${columns[c]}`).join('')})`,
    [tenantId, orderId, number],
  );
};

const addAccident = (tenantId: string, number: string, occurredAt: string, orderId: string, legId: string | null) =>
  insert(
    `INSERT INTO accident_reports (tenant_id, number, kind, occurred_at, time_zone, description, order_id, order_leg_id)
     VALUES ($1, $2, 'ACCIDENT', ${occurredAt}, 'America/New_York', 'Scraped at the gate', $3, $4)`,
    [tenantId, number, orderId, legId],
  );

/** New damage on a submitted delivery condition report of the leg. */
const addDeliveryDamage = async (tenantId: string, clientId: string, orderId: string, legId: string, number: string) => {
  const report = await insert(
    `INSERT INTO condition_reports (tenant_id, number, client_id, order_id, order_leg_id, direction, status, captured_at,
       driver_signature, customer_not_available_reason)
     VALUES ($1, $2, $3, $4, $5, 'DELIVERY', 'SUBMITTED', now(), '{}', 'Closed')`,
    [tenantId, number, clientId, orderId, legId],
  );
  await q(
    `INSERT INTO condition_report_damages (tenant_id, report_id, position, area, type, severity, x, y, new_since_last_custody)
     VALUES ($1, $2, 1, '01', '02', 3, 0.5, 0.5, true)`,
    [tenantId, report],
  );
};

const MARCH_PERIOD = { kind: 'MONTH', ...MARCH };
const run = (definition: typeof clientOrderReport | typeof clientStorageReport, params: unknown) =>
  runReportAs(server.db, { tenantId: east, userId: adminId }, definition, params);

describe('the client order report', () => {
  let client: string;
  let other: string;
  let northClient: string;
  const legs: Record<string, string> = {};
  let claim: string;

  beforeAll(async () => {
    client = await addClient(east, 'Aardvark Report Motors');
    other = await addClient(east, 'Aardvark Second Motors');
    // In the period: made at 00:30 on its first day and at 23:59 on its last; out: 23:30 the day before it began.
    const first = await addOrder(east, client, 'O-880001', at('2026-03-01 00:30'));
    await addOrder(east, client, 'O-880002', at('2026-03-31 23:59'));
    const before = await addOrder(east, client, 'O-880003', at('2026-02-28 23:30'));
    // Picked up at the last minute of its confirmed day (on time); delivered the day after its confirmed one (late).
    legs.edge = await addLeg(east, first, 'O-880001-1', {
      confirmed_pickup_at: at('2026-03-10 09:00'),
      picked_up_at: at('2026-03-10 23:59:59'),
      confirmed_delivery_at: at('2026-03-11 15:00'),
      delivered_at: at('2026-03-12 08:00'),
    });
    // Requested before the 15th, picked up at midnight starting the 16th (late); delivered on its requested day (on time).
    legs.requested = await addLeg(east, first, 'O-880001-2', {
      requested_pickup_mode: "'BEFORE'",
      requested_pickup_date: "'2026-03-15'",
      picked_up_at: at('2026-03-16 00:00'),
      requested_delivery_mode: "'ON'",
      requested_delivery_date: "'2026-03-20'",
      delivered_at: at('2026-03-20 23:59:59'),
    });
    // As soon as possible: nothing promised, so in neither rate; damaged at delivery.
    legs.asap = await addLeg(east, first, 'O-880001-3', { picked_up_at: at('2026-03-05 10:00'), delivered_at: at('2026-03-06 10:00') });
    await addDeliveryDamage(east, client, first, legs.asap, 'CR-880001');
    // The confirmed day wins over the requested one: picked up after the requested day, before the confirmed one.
    legs.confirmed = await addLeg(east, first, 'O-880001-4', {
      requested_pickup_mode: "'BEFORE'",
      requested_pickup_date: "'2026-03-20'",
      confirmed_pickup_at: at('2026-03-25 08:00'),
      picked_up_at: at('2026-03-24 10:00'),
    });
    // An order of February whose leg is picked up late in March: a pickup of March, not an order of it.
    legs.february = await addLeg(east, before, 'O-880003-1', {
      confirmed_pickup_at: at('2026-03-01 08:00'),
      picked_up_at: at('2026-03-02 08:00'),
    });
    claim = await addAccident(east, 'AI-880001', at('2026-03-31 23:00'), first, legs.edge);
    await addAccident(east, 'AI-880002', at('2026-02-28 23:00'), before, null);
    // Another client of East with one order, and North's client with the same shape of rows.
    await addOrder(east, other, 'O-880004', at('2026-03-05 12:00'));
    northClient = await addClient(north, 'Aardvark North Motors');
    const northOrder = await addOrder(north, northClient, 'O-880005', at('2026-03-05 12:00', northZone));
    await addLeg(north, northOrder, 'O-880005-1', {
      confirmed_pickup_at: at('2026-03-05 08:00', northZone),
      picked_up_at: at('2026-03-05 09:00', northZone),
    });
    await addAccident(north, 'AI-880003', at('2026-03-06 10:00', northZone), northOrder, null);
  });

  it('counts orders made in the period, their legs, on-time pickups and deliveries at the promised day’s edge, and claims', async () => {
    const figures = await asAdmin((tx) => clientOrderFigures(tx, input(MARCH, client)));
    expect(figures.clients).toEqual([
      {
        clientId: client,
        clientName: 'Aardvark Report Motors',
        orders: 2,
        legs: 4,
        pickupsPromised: 4,
        pickupsOnTime: 2,
        deliveriesPromised: 2,
        deliveriesOnTime: 1,
        damagedDeliveries: 1,
        damageClaims: 1,
      },
    ]);
    expect(figures.lateLegs.map((leg) => [leg.number, leg.pickupDaysLate, leg.deliveryDaysLate, leg.damaged])).toEqual([
      ['O-880001-1', 0, 1, false],
      ['O-880001-2', 1, 0, false],
      ['O-880001-3', null, null, true],
      ['O-880003-1', 1, null, false],
    ]);
    expect(figures.lateLegCount).toBe(4);
    expect(figures.claims).toMatchObject([{ id: claim, number: 'AI-880001', legId: legs.edge, occurredOn: '2026-03-31' }]);
  });

  it('leaves February’s order and claim in February', async () => {
    const figures = await asAdmin((tx) => clientOrderFigures(tx, input(FEBRUARY, client)));
    expect(figures.clients).toMatchObject([{ clientId: client, orders: 1, legs: 1, pickupsPromised: 0, damageClaims: 1 }]);
  });

  it('lists every client of the tenant without a filter, and never North’s', async () => {
    const figures = await asAdmin((tx) => clientOrderFigures(tx, input(MARCH)));
    const ids = figures.clients.map((row) => row.clientId);
    expect(ids).toEqual(expect.arrayContaining([client, other]));
    expect(ids).not.toContain(northClient);
    expect(figures.claims.map((row) => row.number)).not.toContain('AI-880003');
    expect(figures.clients.find((row) => row.clientId === other)).toMatchObject({ orders: 1, legs: 0 });
  });

  it('answers a filter naming another tenant’s client (or none) NOT_FOUND', async () => {
    await expect(asAdmin((tx) => requireClient(tx, east, northClient))).rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    await expect(asAdmin((tx) => requireClient(tx, east, 'not-an-id'))).rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    await expect(asAdmin((tx) => requireClient(tx, east, client))).resolves.toBeUndefined();
    // Even asked by hand, North's client shows nothing in East's transaction.
    const figures = await asAdmin((tx) => clientOrderFigures(tx, input(MARCH, northClient)));
    expect(figures.clients).toEqual([]);
    // Through the kit: NOT_FOUND for North's client, a field error for a malformed id.
    await expect(run(clientOrderReport, { period: MARCH_PERIOD, client: northClient })).rejects.toMatchObject({
      extensions: { code: 'NOT_FOUND' },
    });
    await expect(run(clientOrderReport, { period: MARCH_PERIOD, client: 'nope' })).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', errors: { 'params.client': expect.any(Array) } },
    });
  });

  it('runs through runReport for the accounting lead, and not for dispatch', async () => {
    type Run = {
      id: string;
      status: string;
      result: { tables: { rows: { cells: Record<string, unknown> }[] }[] } | null;
      error: string | null;
    };
    const RUN = `mutation($params: JSON!) { runReport(report: "client-order", params: $params) { id status result error } }`;
    const lead = await signedIn(server.url, 'accounting-lead@legwork.test');
    /** The run once finished (a quick one answers DONE at once; the page polls reportRun otherwise, and so does this). */
    const finished = async (params: unknown) => {
      const started = await lead.gql<{ runReport: Run }>(RUN, { params });
      expect(started.errors).toBeUndefined();
      const id = started.data?.runReport.id;
      return vi.waitFor(
        async () => {
          const read = await lead.gql<{ reportRun: Run }>('query($id: ID!) { reportRun(id: $id) { id status result error } }', { id });
          const run = read.data?.reportRun;
          if (!run || run.status === 'RUNNING') throw new Error('still running');
          return run;
        },
        { timeout: 30_000, interval: 200 },
      );
    };
    const done = await finished({ period: MARCH_PERIOD, client });
    expect(done.status).toBe('DONE');
    expect(done.result?.tables[0].rows[0].cells).toMatchObject({ client: 'Aardvark Report Motors', orders: 2 });
    // North's client: the run fails in words, with nothing of North's shown.
    expect(await finished({ period: MARCH_PERIOD, client: northClient })).toMatchObject({
      status: 'FAILED',
      result: null,
      error: 'Client not found.',
    });
    const dispatch = await signedIn(server.url, 'dispatch@legwork.test');
    expectError(await dispatch.gql(RUN, { params: { period: MARCH_PERIOD } }), 'FORBIDDEN');
  });

  it('answers a from after its to, or a span past five years, with a field error', async () => {
    await expect(run(clientOrderReport, { period: { kind: 'CUSTOM', from: '2026-03-31', to: '2026-03-01' } })).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', errors: { 'params.period.to': expect.any(Array) } },
    });
    await expect(run(clientStorageReport, { period: { kind: 'CUSTOM', from: '2020-01-01', to: '2026-03-01' } })).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', errors: { 'params.period.from': expect.any(Array) } },
    });
  });

  it('shows the figures with a link behind each: the orders list, the legs and the claims', async () => {
    const result = await run(clientOrderReport, { period: MARCH_PERIOD, client });
    const [clients, exceptions, claims] = result.tables;
    expect(clients.rows).toHaveLength(1);
    expect(clients.rows[0].cells).toMatchObject({ orders: 2, legs: 4, pickupRate: 0.5, deliveryRate: 0.5, damageClaims: 1 });
    const orders = new URL(clients.rows[0].links?.orders ?? '', 'http://app');
    expect(orders.pathname).toBe('/orders');
    expect(orders.searchParams.getAll('f')).toEqual([`CLIENT_ID:EQ:${client}`, 'CREATED_AT:BETWEEN:2026-03-01,2026-03-31']);
    expect(clients.rows[0].links?.damageClaims).toBe(
      `/admin/reports/client-order?period=MONTH&from=2026-03-01&to=2026-03-31&client=${client}`,
    );
    expect(clients.totals).toMatchObject({ orders: 2, pickupsOnTime: 2, pickupsPromised: 4 });
    expect(exceptions.rows.map((row) => row.links?.leg)).toContain(`/order-legs/${legs.asap}`);
    expect(claims.rows[0].links).toMatchObject({ report: `/accidents-incidents/reports/${claim}`, leg: `/order-legs/${legs.edge}` });
    expect(result.charts?.[0].series.map((series) => series.points)).toEqual([
      [{ x: 'Aardvark Report Motors', y: 0.5 }],
      [{ x: 'Aardvark Report Motors', y: 0.5 }],
    ]);
  });
});

describe('the client storage report', () => {
  let client: string;
  let facility: string;
  const stays: Record<string, string> = {};
  const card = { dailyRate: 1000, freeDays: 2, minimumCharge: 0, monthlyCap: null, billClosedDays: true };

  const addStay = async (clientId: string, number: string, status: string, checkedIn: string | null, checkedOut: string | null) => {
    const vehicle = await insert('INSERT INTO vehicles (tenant_id, client_id, vin) VALUES ($1, $2, $3)', [
      east,
      clientId,
      `1HGCM82633A${number.slice(-6)}`,
    ]);
    return insert(
      `INSERT INTO storage_records (tenant_id, number, facility_id, client_id, vehicle_id, storage_type, movement_kind, status,
         reserved_from, checked_in_at, checked_out_at)
       VALUES ($1, $2, $3, $4, $5, 'STORAGE', 'STORAGE', $6, '2026-01-01', ${checkedIn ?? 'NULL'}, ${checkedOut ?? 'NULL'})`,
      [east, number, facility, clientId, vehicle, status],
    );
  };

  beforeAll(async () => {
    client = await addClient(east, 'Aardvark Storage Motors');
    const found = await one<{ id: string }>(server.db, 'SELECT location_id AS id FROM storage_facilities WHERE tenant_id = $1 LIMIT 1', [
      east,
    ]);
    facility = found?.id ?? '';
    await q(
      `INSERT INTO storage_rate_cards (tenant_id, location_id, client_id, daily_rate, free_days, minimum_charge, monthly_cap, bill_closed_days)
       VALUES ($1, $2, $3, 1000, 2, 0, NULL, true)`,
      [east, facility, client],
    );
    // Feb 25 to Mar 3: seven days on site, three of them in March.
    stays.across = await addStay(client, 'SR-880001', 'PICKED_UP', at('2026-02-25 10:00'), at('2026-03-03 09:00'));
    // Mar 10 to Mar 14: five days.
    stays.inside = await addStay(client, 'SR-880002', 'PICKED_UP', at('2026-03-10 18:00'), at('2026-03-14 08:00'));
    // In since the last evening but one of March and still on site.
    stays.open = await addStay(client, 'SR-880003', 'RETURNED', at('2026-03-30 20:00'), null);
    // Reserved, never checked in: no days.
    stays.reserved = await addStay(client, 'SR-880004', 'RESERVED', null, null);
  });

  it('counts the days inside the period, their charge, the average finished stay and the vehicles on site now', async () => {
    const figures = await asAdmin((tx) => clientStorageFigures(tx, input(MARCH, client)));
    expect(figures.clients).toEqual([
      {
        clientId: client,
        clientName: 'Aardvark Storage Motors',
        stays: 3,
        storageDays: 3 + 5 + 2,
        // Feb 25 and 26 were the first stay's free days; the second's are Mar 10 and 11, the open one's Mar 30 and 31.
        charges: 3 * 1000 + 3 * 1000,
        unpricedStays: 0,
        staysEnded: 2,
        endedStayDays: 12,
        averageStay: 6,
        onSite: 1,
      },
    ]);
    expect(figures.stays.map((stay) => [stay.number, stay.daysInPeriod, stay.chargeInPeriod, stay.checkedOutOn])).toEqual([
      ['SR-880001', 3, 3000, '2026-03-03'],
      ['SR-880002', 5, 3000, '2026-03-14'],
      ['SR-880003', 2, 0, null],
    ]);
  });

  it('splits a stay across periods so that the parts add up to the stay’s charge', async () => {
    const february = await asAdmin((tx) => clientStorageFigures(tx, input(FEBRUARY, client)));
    expect(february.clients).toMatchObject([{ stays: 1, storageDays: 4, charges: 2000, staysEnded: 0, averageStay: null, onSite: 1 }]);
    const march = await asAdmin((tx) => clientStorageFigures(tx, input(MARCH, client)));
    const stored = await one<{ checkedIn: Date; checkedOut: Date }>(
      server.db,
      'SELECT checked_in_at AS "checkedIn", checked_out_at AS "checkedOut" FROM storage_records WHERE id = $1',
      [stays.across],
    );
    const whole = computeStorageCharge({
      from: new Date(stored?.checkedIn ?? 0),
      to: new Date(stored?.checkedOut ?? 0),
      timeZone: zone,
      card,
      closures: [],
    });
    const marchPart = march.stays.find((stay) => stay.id === stays.across)?.chargeInPeriod ?? 0;
    expect(whole.amount).toBe(5000);
    expect((february.stays[0].chargeInPeriod ?? 0) + marchPart).toBe(whole.amount);
  });

  it('prices each period’s days as the stay is priced: closed days, the month’s cap and the minimum', async () => {
    const capped = await addClient(east, 'Aardvark Capped Motors');
    const minimum = await addClient(east, 'Aardvark Minimum Motors');
    const cards = {
      [capped]: { dailyRate: 1000, freeDays: 1, minimumCharge: 0, monthlyCap: 15000, billClosedDays: false },
      [minimum]: { dailyRate: 1000, freeDays: 0, minimumCharge: 10000, monthlyCap: null, billClosedDays: true },
    };
    for (const [clientId, each] of Object.entries(cards))
      await q(
        `INSERT INTO storage_rate_cards (tenant_id, location_id, client_id, daily_rate, free_days, minimum_charge, monthly_cap, bill_closed_days)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [east, facility, clientId, each.dailyRate, each.freeDays, each.minimumCharge, each.monthlyCap, each.billClosedDays],
      );
    await q(`INSERT INTO storage_facility_closures (tenant_id, location_id, day, reason) VALUES ($1, $2, '2026-02-10', 'Inventory')`, [
      east,
      facility,
    ]);
    const long = await addStay(capped, 'SR-880011', 'PICKED_UP', at('2026-01-20 10:00'), at('2026-03-05 10:00'));
    const short = await addStay(minimum, 'SR-880012', 'PICKED_UP', at('2026-03-30 10:00'), at('2026-04-02 10:00'));
    const months = [
      { from: '2026-01-01', to: '2026-01-31' },
      { from: '2026-02-01', to: '2026-02-28' },
      { from: '2026-03-01', to: '2026-03-31' },
      { from: '2026-04-01', to: '2026-04-30' },
    ];
    const shares = async (clientId: string, stayId: string) => {
      const charges: (number | null)[] = [];
      for (const month of months) {
        const figures = await asAdmin((tx) => clientStorageFigures(tx, input(month, clientId)));
        charges.push(figures.stays.find((stay) => stay.id === stayId)?.chargeInPeriod ?? null);
      }
      return charges;
    };
    const whole = async (clientId: string, stayId: string) => {
      const stored = await one<{ checkedIn: Date; checkedOut: Date }>(
        server.db,
        'SELECT checked_in_at AS "checkedIn", checked_out_at AS "checkedOut" FROM storage_records WHERE id = $1',
        [stayId],
      );
      return computeStorageCharge({
        from: new Date(stored?.checkedIn ?? 0),
        to: new Date(stored?.checkedOut ?? 0),
        timeZone: zone,
        card: cards[clientId],
        closures: ['2026-02-10'],
      }).amount;
    };
    // January: 12 days, one free; February: 27 open days capped at 150.00; March: 5 days.
    expect(await shares(capped, long)).toEqual([11000, 15000, 5000, null]);
    expect(await whole(capped, long)).toBe(31000);
    // Four days (40.00) topped up to the minimum on the stay's last day, in April.
    expect(await shares(minimum, short)).toEqual([null, null, 2000, 8000]);
    expect(await whole(minimum, short)).toBe(10000);
  });

  it('never counts another tenant’s stays, and a client of another tenant shows nothing', async () => {
    const figures = await asAdmin((tx) => clientStorageFigures(tx, input(MARCH)));
    const ids = figures.clients.map((row) => row.clientId);
    expect(ids).toContain(client);
    const northClients = await server.db.query<{ id: string }>('SELECT id FROM clients WHERE tenant_id = $1', [north]);
    expect(ids.filter((id) => northClients.rows.some((row) => row.id === id))).toEqual([]);
  });

  it('links each stay to its record and the on-site count to the records list', async () => {
    const result = await run(clientStorageReport, { period: MARCH_PERIOD, client });
    const [clients, records] = result.tables;
    expect(clients.rows[0].cells).toMatchObject({ storageDays: 10, charges: 6000, averageStay: 6, onSite: 1 });
    expect(clients.rows[0].links?.onSite).toBe(`/storage/records?onSite=1&client=${client}`);
    expect(clients.totals).toMatchObject({ storageDays: 10, charges: 6000, averageStay: 6 });
    expect(records.rows.map((row) => row.links?.record)).toEqual([
      `/storage/records?record=${stays.across}`,
      `/storage/records?record=${stays.inside}`,
      `/storage/records?record=${stays.open}`,
    ]);
  });
});
