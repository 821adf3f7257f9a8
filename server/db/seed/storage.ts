import type { Queryable } from '../database';
import { insertRows, type SeedRow } from './rows';

/**
 * The demo's storage yards (issue 16): every STORAGE location of the tenant gets its settings (capacity, booking mode,
 * hours, the coming holidays closed, notes, contacts, a rate card; one client's own card), and every leg the order seed
 * left IN_STORAGE its storage record, checked in at the yard nearest the leg's pickup a few days ago, so a leg in
 * storage has the record its check-out needs. Two vehicles on the road are expected today (reservations). Seeded
 * records carry no check-in report (the seed takes no photos); a check-out still needs its report.
 */
export const seedStorage = async (tx: Queryable, tenantId: string, now: number) => {
  const { rows: yards } = await tx.query<{ id: string; name: string; country: string }>(
    "SELECT id, name, country FROM locations WHERE tenant_id = $1 AND type = 'STORAGE' AND deleted_at IS NULL ORDER BY name",
    [tenantId],
  );
  if (yards.length === 0) return;
  const year = new Date(now).getUTCFullYear();
  const upcoming = (month: number, day: number) => {
    const date = new Date(Date.UTC(year, month - 1, day));
    return (date.getTime() < now ? new Date(Date.UTC(year + 1, month - 1, day)) : date).toISOString().slice(0, 10);
  };
  const facilities = yards.map((yard, i) => ({
    tenant_id: tenantId,
    location_id: yard.id,
    // A secure lot takes vehicles by reservation only; the yards take them as they come.
    capacity: [40, 25, 60, 30][i % 4],
    booking_mode: /secure lot/i.test(yard.name) ? 'RESERVATION_ONLY' : 'ON_DEMAND',
  }));
  await tx.query(
    `INSERT INTO storage_facilities (tenant_id, location_id, capacity, booking_mode)
     SELECT x.tenant_id, x.location_id, x.capacity, x.booking_mode FROM jsonb_to_recordset($1::jsonb) AS x(tenant_id uuid, location_id uuid, capacity int, booking_mode text)`,
    [JSON.stringify(facilities)],
  );
  const ids = yards.map((yard) => yard.id);
  // Weekdays 07:00–18:00, Saturday mornings, closed on Sunday.
  await tx.query(
    `INSERT INTO storage_facility_hours (tenant_id, location_id, weekday, closed, opens_at, closes_at)
     SELECT $1, f, d, d = 7, CASE d WHEN 7 THEN NULL WHEN 6 THEN time '08:00' ELSE time '07:00' END,
       CASE d WHEN 7 THEN NULL WHEN 6 THEN time '12:00' ELSE time '18:00' END
     FROM unnest($2::uuid[]) AS f, generate_series(1, 7) AS d`,
    [tenantId, ids],
  );
  // The same closures, notes and contacts at every yard.
  const atEachYard = (table: string, rows: readonly SeedRow[]) =>
    insertRows(
      tx,
      table,
      ids.flatMap((id) => rows.map((row) => ({ tenant_id: tenantId, location_id: id, ...row }))),
    );
  await atEachYard('storage_facility_closures', [
    { day: upcoming(12, 25), reason: 'Christmas Day' },
    { day: upcoming(1, 1), reason: "New Year's Day" },
  ]);
  await atEachYard('storage_facility_notes', [
    { kind: 'SPECIAL_INSTRUCTIONS', body: 'Drivers check in at the gate office; keys go in the lock box, never left in the vehicle.' },
    { kind: 'GENERAL', body: 'Gravel lot, lit and fenced; cameras on both gates.' },
  ]);
  await atEachYard('storage_facility_contacts', [
    { kind: 'PRIMARY', name: 'Yard manager', phone: '410-555-0142', email: 'yard@legwork.test' },
    { kind: 'EMERGENCY', name: 'After-hours security', phone: '410-555-0199', email: null },
  ]);
  // $35 a day after three free days, at least $50, at most $600 in a month; the first client has its own, lower card.
  await tx.query(
    `INSERT INTO storage_rate_cards (tenant_id, location_id, client_id, daily_rate, free_days, minimum_charge, monthly_cap, bill_closed_days)
     SELECT $1, f, NULL, 3500, 3, 5000, 60000, true FROM unnest($2::uuid[]) AS f
     UNION ALL
     SELECT $1, $2[1], c.id, 2500, 5, 0, 45000, false FROM (SELECT id FROM clients WHERE tenant_id = $1 AND deleted_at IS NULL ORDER BY display_name LIMIT 1) c`,
    [tenantId, ids],
  );
  // Each leg in storage: checked in 1–12 days ago at the yard nearest its pickup.
  await tx.query(
    `WITH stored AS (
       SELECT l.id, l.order_id, l.vehicle_id, o.client_id, v.vin, l.number,
         to_timestamp($3::double precision / 1000) - make_interval(days => 1 + abs(hashtext(l.id::text)) % 12, hours => abs(hashtext(l.number)) % 8) AS at,
         (SELECT y.id FROM locations y WHERE y.id = ANY($2::uuid[])
          ORDER BY (y.lat - coalesce(p.lat, y.lat)) ^ 2 + (y.lng - coalesce(p.lng, y.lng)) ^ 2, y.name LIMIT 1) AS yard
       FROM order_legs l JOIN orders o ON o.tenant_id = l.tenant_id AND o.id = l.order_id
       JOIN vehicles v ON v.tenant_id = l.tenant_id AND v.id = l.vehicle_id
       LEFT JOIN locations p ON p.tenant_id = l.tenant_id AND p.id = l.origin_id
       WHERE l.tenant_id = $1 AND l.status = 'IN_STORAGE' AND l.deleted_at IS NULL
     )
     INSERT INTO storage_records (tenant_id, number, facility_id, client_id, order_id, order_leg_id, vehicle_id, vin, storage_type,
       movement_kind, status, reserved_from, checked_in_at, spot, key_tag, key_count, lock_box_slot)
     SELECT $1, 'SR-' || (100000 + row_number() OVER (ORDER BY s.number)), s.yard, s.client_id, s.order_id, s.id, s.vehicle_id, s.vin, 'ORDER',
       'LEGWORK_IN', 'RETURNED', (s.at AT TIME ZONE t.time_zone)::date, s.at, 'Row ' || chr(65 + abs(hashtext(s.number)) % 6) || '-' || (1 + abs(hashtext(s.id::text)) % 30),
       'K-' || right(s.number, 6), 1 + abs(hashtext(s.number)) % 2, 'B' || (1 + abs(hashtext(s.id::text)) % 40)
     FROM stored s JOIN tenants t ON t.id = $1`,
    [tenantId, ids, now],
  );
  // Expected today: two vehicles on the road, reserved at the first yard (the overview's arrivals).
  await tx.query(
    `INSERT INTO storage_records (tenant_id, number, facility_id, client_id, order_id, order_leg_id, vehicle_id, vin, storage_type,
       movement_kind, status, reserved_from, reserved_to)
     SELECT $1, 'SR-' || (100000 + (SELECT count(*) FROM storage_records WHERE tenant_id = $1) + row_number() OVER (ORDER BY l.number)),
       $2, o.client_id, l.order_id, l.id, l.vehicle_id, v.vin, 'ORDER', 'LEGWORK_IN', 'RESERVED',
       (to_timestamp($3::double precision / 1000) AT TIME ZONE t.time_zone)::date, (to_timestamp($3::double precision / 1000) AT TIME ZONE t.time_zone)::date + 7
     FROM order_legs l JOIN orders o ON o.tenant_id = l.tenant_id AND o.id = l.order_id
     JOIN vehicles v ON v.tenant_id = l.tenant_id AND v.id = l.vehicle_id JOIN tenants t ON t.id = $1
     WHERE l.id IN (SELECT id FROM order_legs WHERE tenant_id = $1 AND status = 'IN_TRANSIT' AND vehicle_id IS NOT NULL AND deleted_at IS NULL ORDER BY number LIMIT 2)`,
    [tenantId, ids.find((_id, i) => facilities[i].booking_mode === 'ON_DEMAND') ?? ids[0], now],
  );
};
