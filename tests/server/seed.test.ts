import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateVin } from '../../src/domain/vin';
import { OrderLegStatusValues } from '../../src/generated/enums/OrderLegStatus';
import { QuoteStatusValues } from '../../src/generated/enums/QuoteStatus';
import type { OrderLegStatus } from '../../src/machines/domain/status';
import type { OrderStatus } from '../../src/machines/domain/order.machine';
import { type Database, openPglite, type Queryable, wrapPglite } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { seedBulk } from '../../server/db/seed/bulk';
import { seedDemo } from '../../server/db/seed/demo';
import { fitsState } from '../../server/db/seed/orders.plan';
import { count, tenantIdOf } from './support/helpers';
import { startTestServer, type TestServer } from './support/testServer';

// The demo data (seeded into every test server) and the bulk loader: counts, coverage and the invariants the
// order screens rely on, read on the owner connection.

const column = async <T>(db: Queryable, sql: string, params: unknown[] = []) =>
  (await db.query<{ v: T }>(sql, params)).rows.map((row) => row.v);

/** Orders whose state the order machine could not be in with their legs' statuses. */
const misfits = async (db: Queryable, tenantId: string) =>
  (
    await db.query<{ number: string; state: OrderStatus; legStatuses: OrderLegStatus[] }>(
      'SELECT number, state, leg_statuses AS "legStatuses" FROM orders WHERE tenant_id = $1',
      [tenantId],
    )
  ).rows.filter((o) => !fitsState(o.state, o.legStatuses));

/** Legs of the orders numbered after `after` (a bulk load's). */
const BULK_LEGS = 'order_legs WHERE tenant_id = $1 AND substring(number FROM 3 FOR 6)::int > $2';

/** Invariants of every order and leg of the tenant: denormalised statuses, chains, references within the tenant. */
const expectConsistent = async (db: Queryable, tenantId: string) => {
  expect(
    await count(
      db,
      `orders o WHERE o.tenant_id = $1 AND (o.leg_statuses IS DISTINCT FROM
         (SELECT array_agg(l.status ORDER BY l.position) FROM order_legs l WHERE l.order_id = o.id)
         OR o.leg_count <> (SELECT count(*) FROM order_legs l WHERE l.order_id = o.id))`,
      [tenantId],
    ),
  ).toBe(0);
  // Leg n+1 of a vehicle starts where leg n ended, and each vehicle's chain is numbered 1..n.
  expect(
    await count(
      db,
      `order_legs a JOIN order_legs b ON b.vehicle_id = a.vehicle_id AND b.sequence = a.sequence + 1
       WHERE a.tenant_id = $1 AND b.origin_id IS DISTINCT FROM a.destination_id`,
      [tenantId],
    ),
  ).toBe(0);
  expect(
    await count(
      db,
      `(SELECT vehicle_id FROM order_legs WHERE tenant_id = $1 GROUP BY vehicle_id, order_id
        HAVING min(sequence) <> 1 OR max(sequence) <> count(*)) x`,
      [tenantId],
    ),
  ).toBe(0);
  expect(await count(db, 'order_legs WHERE tenant_id = $1 AND origin_id = destination_id', [tenantId])).toBe(0);
  // Everything an order or leg points at lives in the same tenant.
  expect(
    await count(
      db,
      `order_legs l JOIN orders o ON o.id = l.order_id
       LEFT JOIN vehicles v ON v.id = l.vehicle_id AND v.tenant_id = l.tenant_id
       LEFT JOIN locations a ON a.id = l.origin_id AND a.tenant_id = l.tenant_id
       LEFT JOIN locations b ON b.id = l.destination_id AND b.tenant_id = l.tenant_id
       WHERE l.tenant_id = $1 AND (o.tenant_id <> l.tenant_id OR v.id IS NULL OR a.id IS NULL OR b.id IS NULL)`,
      [tenantId],
    ),
  ).toBe(0);
  expect(
    await count(
      db,
      'orders o LEFT JOIN clients c ON c.id = o.client_id AND c.tenant_id = o.tenant_id WHERE o.tenant_id = $1 AND c.id IS NULL',
      [tenantId],
    ),
  ).toBe(0);
  expect(await misfits(db, tenantId)).toEqual([]);
  const vins = await column<string>(db, 'SELECT vin AS v FROM vehicles WHERE tenant_id = $1', [tenantId]);
  expect(vins.filter((vin) => !validateVin(vin).ok)).toEqual([]);
};

describe('demo data', () => {
  let server: TestServer;
  let east: string;
  let north: string;
  beforeAll(async () => {
    server = await startTestServer();
    east = await tenantIdOf(server.db, 'Legwork East');
    north = await tenantIdOf(server.db, 'Legwork North');
  });
  afterAll(() => server?.close());

  it('has about 200 East and 40 North orders numbered from O-100001, the counters at the last number', async () => {
    expect(await count(server.db, 'orders WHERE tenant_id = $1 AND deleted_at IS NULL', [east])).toBeGreaterThanOrEqual(150);
    expect(await count(server.db, 'orders WHERE tenant_id = $1 AND deleted_at IS NULL', [north])).toBeGreaterThanOrEqual(30);
    for (const tenant of [east, north]) {
      const numbers = await column<string>(
        server.db,
        'SELECT number AS v FROM orders WHERE tenant_id = $1 ORDER BY substring(number FROM 3)::int',
        [tenant],
      );
      expect(numbers).toEqual(numbers.map((_, i) => `O-${100001 + i}`));
      const counters = await column<string>(
        server.db,
        "SELECT kind || '=' || value AS v FROM counters WHERE tenant_id = $1 ORDER BY kind",
        [tenant],
      );
      const quotes = await count(server.db, 'quotes WHERE tenant_id = $1', [tenant]);
      const reports = await count(server.db, 'accident_reports WHERE tenant_id = $1', [tenant]);
      const repairs = await count(server.db, 'repairs WHERE tenant_id = $1', [tenant]);
      const packets = await count(server.db, 'tnt_packets WHERE tenant_id = $1', [tenant]);
      expect(counters).toEqual([
        `ACCIDENT=${100000 + reports}`,
        `ORDER=${100000 + numbers.length}`,
        `QUOTE=${100000 + quotes}`,
        `REPAIR=${100000 + repairs}`,
        `TNT_PACKET=${100000 + packets}`,
      ]);
    }
  });

  it('shows every leg status, every order state and every quote status in each tenant', async () => {
    for (const tenant of [east, north]) {
      const statuses = await column<string>(
        server.db,
        'SELECT DISTINCT l.status AS v FROM order_legs l JOIN orders o ON o.id = l.order_id WHERE l.tenant_id = $1 AND o.deleted_at IS NULL ORDER BY 1',
        [tenant],
      );
      expect(statuses).toEqual([...OrderLegStatusValues].sort());
      const states = await column<string>(server.db, 'SELECT DISTINCT state AS v FROM orders WHERE tenant_id = $1 ORDER BY 1', [tenant]);
      expect(states).toEqual(['ACTIVE', 'CALL_CENTER', 'CANCELLED', 'CLOSED', 'DISPATCH', 'DRAFT', 'SETTLING']);
      const quoteStatuses = await column<string>(server.db, 'SELECT DISTINCT status AS v FROM quotes WHERE tenant_id = $1 ORDER BY 1', [
        tenant,
      ]);
      expect(quoteStatuses).toEqual([...QuoteStatusValues].sort());
    }
  });

  it('keeps leg statuses, chains, order states and VINs consistent', async () => {
    await expectConsistent(server.db, east);
    await expectConsistent(server.db, north);
    expect(await count(server.db, "vehicles WHERE tenant_id = $1 AND fuel_type = 'ELECTRIC'", [east])).toBeGreaterThan(10);
  });

  it('fills the facts each status implies: holds, reasons, portal intake, drivers, dates', async () => {
    const q = (where: string) => count(server.db, `order_legs WHERE tenant_id = $1 AND ${where}`, [east]);
    expect(await q("status = 'ON_HOLD' AND (held_from IS NULL OR hold_reason IS NULL)")).toBe(0);
    expect(await q("status IN ('CANCELLED', 'ABORTED') AND status_reason IS NULL")).toBe(0);
    expect(await q("status IN ('IN_TRANSIT', 'DELIVERED') AND (confirmed_pickup_at IS NULL OR picked_up_at IS NULL)")).toBe(0);
    expect(await q("status = 'DELIVERED' AND delivered_at IS NULL")).toBe(0);
    expect(await q('picked_up_at > now() OR delivered_at > now()')).toBe(0);
    expect(
      await q("driver_id = (SELECT d.id FROM drivers d JOIN users u ON u.id = d.user_id WHERE u.email = 'driver@legwork.test')"),
    ).toBeGreaterThan(5);
    // Every assigned DRIVEN or TOW leg has its driver, every assigned TRUCKED leg its trucking company.
    expect(
      await q("transport_method IN ('DRIVEN', 'TOW') AND status IN ('PENDING_PICKUP', 'IN_TRANSIT', 'DELIVERED') AND driver_id IS NULL"),
    ).toBe(0);
    expect(
      await q("transport_method = 'TRUCKED' AND status IN ('PENDING_PICKUP', 'IN_TRANSIT', 'DELIVERED') AND trucking_company_id IS NULL"),
    ).toBe(0);
    expect(await q('confirmed_pickup_at::date = current_date OR confirmed_delivery_at::date = current_date')).toBeGreaterThan(0);
    expect(await q('requested_pickup_date > current_date')).toBeGreaterThan(0);
    expect(
      await count(
        server.db,
        "order_legs l JOIN orders o ON o.id = l.order_id WHERE l.tenant_id = $1 AND l.status = 'UNACKNOWLEDGED' AND o.source = 'PORTAL'",
        [east],
      ),
    ).toBeGreaterThan(0);
  });

  it('links confirmed quotes to their orders and prices every quote with line items', async () => {
    expect(
      await count(
        server.db,
        "quotes q JOIN orders o ON o.id = q.order_id AND o.quote_id = q.id WHERE q.tenant_id = $1 AND q.status = 'CONFIRMED'",
        [east],
      ),
    ).toBeGreaterThan(0);
    expect(await count(server.db, "quotes WHERE status = 'CONFIRMED' AND order_id IS NULL")).toBe(0);
    expect(await count(server.db, 'quotes q WHERE NOT EXISTS (SELECT 1 FROM quote_line_items i WHERE i.quote_id = q.id)')).toBe(0);
    expect(
      await count(
        server.db,
        "quotes q WHERE total <> subtotal + tax OR subtotal <> (SELECT sum(amount) FROM quote_line_items i WHERE i.quote_id = q.id AND type <> 'TAX')",
      ),
    ).toBe(0);
    expect(await count(server.db, "quotes WHERE status = 'DECLINED' AND decline_reason IS NULL")).toBe(0);
  });

  it('gives every storage yard its settings and every leg in storage its record on site (issue 16)', async () => {
    for (const tenant of [east, north]) {
      expect(
        await count(
          server.db,
          "locations l WHERE l.tenant_id = $1 AND l.type = 'STORAGE' AND NOT EXISTS (SELECT 1 FROM storage_facilities f WHERE f.location_id = l.id)",
          [tenant],
        ),
      ).toBe(0);
      expect(await count(server.db, 'storage_rate_cards WHERE tenant_id = $1 AND client_id IS NULL', [tenant])).toBeGreaterThan(0);
      expect(await count(server.db, "order_legs WHERE tenant_id = $1 AND status = 'IN_STORAGE'", [tenant])).toBeGreaterThan(0);
      expect(
        await count(
          server.db,
          "order_legs l WHERE l.tenant_id = $1 AND l.status = 'IN_STORAGE' AND NOT EXISTS (SELECT 1 FROM storage_records r WHERE r.order_leg_id = l.id AND r.status = 'RETURNED' AND r.vehicle_id = l.vehicle_id)",
          [tenant],
        ),
      ).toBe(0);
    }
    expect(await count(server.db, "storage_records WHERE tenant_id = $1 AND status = 'RESERVED'", [east])).toBe(2);
  });

  it('gives a packet being worked to each middle waiting leg whose district has requirements, each received document with its scan (issue 16)', async () => {
    for (const [tenant, state] of [
      [east, 'FL'],
      [north, 'ON'],
    ]) {
      const packets = await column<string>(
        server.db,
        `SELECT p.state_province || ' ' || p.status || ' ' || l.status AS v FROM tnt_packets p
         JOIN order_legs l ON l.order_id = p.order_id AND l.vehicle_id = p.vehicle_id WHERE p.tenant_id = $1`,
        [tenant],
      );
      expect(packets).toEqual([`${state} PROCESSING WAITING_ON_TAG_AND_TITLE`]);
      const states = await column<string>(
        server.db,
        `SELECT d.state || ':' || (d.media_id IS NOT NULL) AS v FROM tnt_packet_documents d WHERE d.tenant_id = $1 ORDER BY d.position`,
        [tenant],
      );
      expect(states.slice(0, 4)).toEqual(['ACCEPTED:true', 'RECEIVED:true', 'REJECTED:true', 'MISSING:false']);
      // The first and the last waiting legs are the browser tests' to make packets for.
      const ends = await column<string>(
        server.db,
        `SELECT l.id AS v FROM order_legs l WHERE l.tenant_id = $1 AND l.status = 'WAITING_ON_TAG_AND_TITLE'
           AND l.number IN ((SELECT min(number) FROM order_legs WHERE tenant_id = $1 AND status = 'WAITING_ON_TAG_AND_TITLE'),
                            (SELECT max(number) FROM order_legs WHERE tenant_id = $1 AND status = 'WAITING_ON_TAG_AND_TITLE'))
           AND EXISTS (SELECT 1 FROM tnt_packets p WHERE p.order_id = l.order_id AND p.vehicle_id = l.vehicle_id)`,
        [tenant],
      );
      expect(ends).toEqual([]);
    }
  });

  it('has comments with @mentions, alerts of every priority, photos and creation audit rows', async () => {
    expect(
      await count(
        server.db,
        `comments c JOIN users u ON u.id = ANY(c.mentions) WHERE c.tenant_id = $1 AND position('@' || u.email IN c.body) > 0`,
        [east],
      ),
    ).toBeGreaterThan(0);
    const priorities = await column<string>(server.db, 'SELECT DISTINCT priority AS v FROM alerts WHERE tenant_id = $1 ORDER BY 1', [east]);
    expect(priorities).toEqual(['CALL', 'CALL_URGENT', 'CHECK', 'NEW']);
    expect(await count(server.db, 'alerts WHERE tenant_id = $1 AND acknowledged_at IS NOT NULL', [east])).toBeGreaterThan(0);
    expect(await count(server.db, 'alerts WHERE tenant_id = $1 AND acknowledged_at IS NULL', [east])).toBeGreaterThan(0);
    expect(
      await count(server.db, "media WHERE tenant_id = $1 AND order_id IS NOT NULL AND category = 'PHOTOS' AND mime_type = 'image/png'", [
        east,
      ]),
    ).toBeGreaterThan(0);
    expect(
      await count(
        server.db,
        "orders o WHERE NOT EXISTS (SELECT 1 FROM audit_logs a WHERE a.entity_id = o.id::text AND a.event = 'order.create' AND a.tenant_id = o.tenant_id)",
      ),
    ).toBe(0);
  });

  it('keeps North to itself: its orders use only North clients, users and directory', async () => {
    expect(
      await count(server.db, 'orders o JOIN clients c ON c.id = o.client_id WHERE o.tenant_id = $1 AND c.tenant_id <> o.tenant_id', [
        north,
      ]),
    ).toBe(0);
    expect(await count(server.db, 'order_legs WHERE tenant_id = $1 AND driver_id IS NOT NULL', [north])).toBeGreaterThan(0);
    expect(
      await count(server.db, 'order_legs l JOIN drivers d ON d.id = l.driver_id WHERE l.tenant_id = $1 AND d.tenant_id <> l.tenant_id', [
        north,
      ]),
    ).toBe(0);
    const names = await column<string>(
      server.db,
      'SELECT DISTINCT c.display_name AS v FROM orders o JOIN clients c ON c.id = o.client_id WHERE o.tenant_id = $1',
      [north],
    );
    expect(names).not.toContain('Northwind Motors');
    expect(await count(server.db, "locations WHERE tenant_id = $1 AND country <> 'CA'", [north])).toBe(0);
  });
});

describe('bulk loader', () => {
  let db: Database;
  let north: string;
  beforeAll(async () => {
    db = wrapPglite(await openPglite(null));
    await migrate(db);
    await seedDemo(db);
    north = await tenantIdOf(db, 'Legwork North');
  });
  afterAll(() => db?.close());

  it('adds orders with 1–4 legs over every leg status, consistent, numbered on from the counter', async () => {
    const lines: string[] = [];
    const result = await seedBulk(db, {
      tenant: 'Legwork North',
      orders: 600,
      batchSize: 250,
      seed: 0.25,
      log: (line) => lines.push(line),
    });
    expect(lines.filter((line) => line.includes(' orders, '))).toHaveLength(3);
    expect(await count(db, 'orders WHERE tenant_id = $1', [north])).toBe(640);
    expect(await count(db, BULK_LEGS, [north, 100040])).toBe(result.legs);
    expect(result.legs / 600).toBeGreaterThan(2.2);
    expect(result.legs / 600).toBeLessThan(2.8);
    expect(await count(db, '(SELECT order_id FROM order_legs WHERE tenant_id = $1 GROUP BY order_id HAVING count(*) > 4) x', [north])).toBe(
      0,
    );
    const statuses = await column<string>(db, `SELECT DISTINCT status AS v FROM ${BULK_LEGS} ORDER BY 1`, [north, 100040]);
    expect(statuses).toEqual([...OrderLegStatusValues].sort());
    expect(await column<string>(db, "SELECT value::text AS v FROM counters WHERE tenant_id = $1 AND kind = 'ORDER'", [north])).toEqual([
      '100640',
    ]);
    expect(await count(db, 'locations WHERE tenant_id = $1', [north])).toBeGreaterThanOrEqual(200);
    // Drivers topped up (one per 50 orders, at least 20) and referenced by the assigned legs; TRUCKED legs by companies.
    expect(await count(db, 'drivers WHERE tenant_id = $1', [north])).toBe(20);
    expect(
      await count(db, 'order_legs l JOIN drivers d ON d.id = l.driver_id WHERE l.tenant_id = $1 AND d.disqualified_at IS NULL', [north]),
    ).toBeGreaterThan(50);
    expect(
      await count(
        db,
        "order_legs WHERE tenant_id = $1 AND transport_method = 'TRUCKED' AND status = 'DELIVERED' AND trucking_company_id IS NULL",
        [north],
      ),
    ).toBe(0);
    await expectConsistent(db, north);
  });

  it('builds the indexes it dropped again and leaves the other tenant alone', async () => {
    const indexes = () =>
      column<string>(db, "SELECT indexname AS v FROM pg_indexes WHERE tablename IN ('orders', 'order_legs', 'vehicles') ORDER BY 1");
    const before = await indexes();
    const east = await tenantIdOf(db, 'Legwork East');
    const eastOrders = await count(db, 'orders WHERE tenant_id = $1', [east]);
    await seedBulk(db, { tenant: 'Legwork North', orders: 150, rebuildIndexes: true });
    expect(await indexes()).toEqual(before);
    expect(await count(db, 'orders WHERE tenant_id = $1', [north])).toBe(790);
    expect(await count(db, 'orders WHERE tenant_id = $1', [east])).toBe(eastOrders);
    await expectConsistent(db, north);
  });

  it('keeps the status bits of each order equal to its leg statuses (the large-list count reads the bits)', async () => {
    const bits = await column<number>(db, 'SELECT leg_status_bits(ARRAY[s]) AS v FROM unnest($1::text[]) s', [[...OrderLegStatusValues]]);
    // Every status has a bit of its own: a status missing from migration 008 would count as no status at all.
    expect(bits.every((bit) => bit > 0 && (bit & (bit - 1)) === 0)).toBe(true);
    expect(new Set(bits).size).toBe(OrderLegStatusValues.length);
    for (const wanted of [
      ['IN_TRANSIT', 'PENDING_PICKUP'],
      ['ON_HOLD'],
      ['DELIVERED', 'CANCELLED', 'ABORTED'],
      [...OrderLegStatusValues],
    ]) {
      const byArray = await count(db, 'orders WHERE tenant_id = $1 AND leg_statuses && $2::text[]', [north, wanted]);
      const byBits = await count(db, 'orders WHERE tenant_id = $1 AND (leg_status_mask & leg_status_bits($2::text[])) <> 0', [
        north,
        wanted,
      ]);
      expect(byBits, wanted.join()).toBe(byArray);
      expect(byArray, wanted.join()).toBeGreaterThan(0);
    }
    // A leg's change rewrites the order's statuses, and PostgreSQL the bits with them.
    const [order] = await column<string>(db, 'SELECT id AS v FROM orders WHERE tenant_id = $1 ORDER BY number LIMIT 1', [north]);
    const [before] = await column<number>(db, 'SELECT leg_status_mask AS v FROM orders WHERE id = $1', [order]);
    await db.query("UPDATE orders SET leg_statuses = leg_statuses || '{ON_HOLD}' WHERE id = $1", [order]);
    const [after] = await column<number>(db, 'SELECT leg_status_mask AS v FROM orders WHERE id = $1', [order]);
    expect(after).toBe(before | bits[OrderLegStatusValues.indexOf('ON_HOLD')]);
    await db.query('UPDATE orders SET leg_statuses = leg_statuses[1:array_length(leg_statuses, 1) - 1] WHERE id = $1', [order]);
    expect(await count(db, 'orders WHERE tenant_id = $1 AND leg_status_mask <> leg_status_bits(leg_statuses)', [north])).toBe(0);
  });

  it('refuses an unknown tenant', async () => {
    await expect(seedBulk(db, { tenant: 'Legwork South', orders: 10 })).rejects.toThrow('There is no tenant named "Legwork South".');
  });
});
