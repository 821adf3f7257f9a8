import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARRYING_STATUSES, UNIT_CAPACITY } from '../../server/db/seed/custody';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** When a leg's driver had its vehicle: pickup to delivery, open while still carried (custody.ts says the same). */
const CARRIED = `SELECT l.id, l.tenant_id, l.driver_id, l.unit_id, l.number,
    tstzrange(l.picked_up_at, greatest(l.picked_up_at, coalesce(l.delivered_at, 'infinity'::timestamptz)), '[)') AS span
  FROM order_legs l
  WHERE l.picked_up_at IS NOT NULL AND l.deleted_at IS NULL
    AND (l.delivered_at IS NOT NULL OR (CASE WHEN l.status = 'ON_HOLD' THEN l.held_from ELSE l.status END) = ANY($1::text[]))`;

describe('the demo data could happen', () => {
  it('has drivers carrying vehicles in it, so the checks below check something', async () => {
    const { rows } = await server.db.query<{ carried: number; now: number }>(
      `SELECT count(*)::int AS carried, count(*) FILTER (WHERE upper(span) = 'infinity')::int AS now FROM (${CARRIED}) c WHERE driver_id IS NOT NULL`,
      [CARRYING_STATUSES],
    );
    expect(rows[0].carried).toBeGreaterThan(50);
    expect(rows[0].now).toBeGreaterThan(3);
  });

  it('never has a driver on two vehicles at once', async () => {
    const { rows } = await server.db.query<{ a: string; b: string }>(
      `WITH c AS (${CARRIED})
       SELECT a.number AS a, b.number AS b FROM c a JOIN c b ON b.driver_id = a.driver_id AND a.id < b.id AND a.span && b.span
       ORDER BY a.number, b.number LIMIT 5`,
      [CARRYING_STATUSES],
    );
    expect(rows).toEqual([]);
  });

  it('gives a driver at most one leg in transit', async () => {
    const { rows } = await server.db.query<{ driver: string; legs: number }>(
      `SELECT driver_id AS driver, count(*)::int AS legs FROM order_legs
       WHERE driver_id IS NOT NULL AND (CASE WHEN status = 'ON_HOLD' THEN held_from ELSE status END) = ANY($1::text[])
       GROUP BY driver_id HAVING count(*) > 1 ORDER BY driver_id`,
      [CARRYING_STATUSES],
    );
    expect(rows).toEqual([]);
  });

  it('loads no unit past its capacity', async () => {
    const { rows } = await server.db.query<{ unit: string; kind: string; load: number }>(
      `WITH c AS (${CARRIED})
       SELECT u.unit_number AS unit, u.kind, (SELECT count(*)::int FROM c o WHERE o.unit_id = c.unit_id AND o.span && c.span) AS load
       FROM c JOIN units u ON u.id = c.unit_id ORDER BY load DESC, u.unit_number LIMIT 20`,
      [CARRYING_STATUSES],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.load > (UNIT_CAPACITY[row.kind] ?? 1))).toEqual([]);
  });

  it("dates a confirmed leg's fuel surcharge by its confirmed pickup day", async () => {
    const { rows } = await server.db.query<{ confirmed: number; citing: number }>(
      `SELECT count(*)::int AS confirmed,
         count(*) FILTER (WHERE li.explanation LIKE '%confirmed pickup date ' || to_char(l.confirmed_pickup_at AT TIME ZONE t.time_zone, 'YYYY-MM-DD') || ')')::int AS citing
       FROM order_line_items li JOIN order_legs l ON l.id = li.order_leg_id JOIN tenants t ON t.id = l.tenant_id
       JOIN orders o ON o.id = l.order_id
       WHERE li.type = 'FUEL' AND l.confirmed_pickup_at IS NOT NULL AND o.quote_id IS NULL AND li.explanation LIKE '%fuel rate from%'`,
    );
    expect(rows[0].confirmed).toBeGreaterThan(20);
    expect(rows[0].citing).toBe(rows[0].confirmed);
  });
});
