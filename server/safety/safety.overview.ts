import type { Queryable } from '../db/database';
import { type OrderLegRow, LEG_SELECT } from '../orders/orders.rows';
import { type ExpiringInsuranceRow, PLATE_SELECT, type TransportPlateRow } from './safety.rows';

/** What /safety summarises beside the drivers' expiring documents (the drivers query's expiringWithinDays filter). */

export const expiringInsurance = async (db: Queryable, tenantId: string, days: number) =>
  (
    await db.query<ExpiringInsuranceRow>(
      `SELECT tc.id AS "truckingCompanyId", x.kind, x.insurer, to_char(x.expires_on, 'YYYY-MM-DD') AS "expiresOn"
       FROM trucking_companies tc CROSS JOIN LATERAL (VALUES ('CARGO', tc.cargo_insurer, tc.cargo_expires_on),
         ('LIABILITY', tc.liability_insurer, tc.liability_expires_on)) x (kind, insurer, expires_on)
       WHERE tc.tenant_id = $1 AND tc.deleted_at IS NULL AND x.expires_on <= app_today() + $2::int
       ORDER BY x.expires_on, tc.display_name, x.kind`,
      [tenantId, days],
    )
  ).rows;

export const missingPlates = async (db: Queryable, tenantId: string) =>
  (
    await db.query<TransportPlateRow>(
      `SELECT ${PLATE_SELECT} FROM transport_plates tp WHERE tp.tenant_id = $1 AND tp.deleted_at IS NULL AND tp.status = 'MISSING'
       ORDER BY tp.report_due_on, tp.state, tp.number`,
      [tenantId],
    )
  ).rows;

export const expiringPlates = async (db: Queryable, tenantId: string, days: number) =>
  (
    await db.query<TransportPlateRow>(
      `SELECT ${PLATE_SELECT} FROM transport_plates tp WHERE tp.tenant_id = $1 AND tp.deleted_at IS NULL
         AND tp.status IN ('ASSIGNED', 'IN_HOUSE') AND tp.expires_on <= app_today() + $2::int
       ORDER BY tp.expires_on, tp.state, tp.number`,
      [tenantId, days],
    )
  ).rows;

export const decalsInStock = async (db: Queryable, tenantId: string, year: number) =>
  (
    await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ifta_decals WHERE tenant_id = $1 AND year = $2 AND status = 'IN_STOCK' AND deleted_at IS NULL",
      [tenantId, year],
    )
  ).rows[0].n;

export const decalYears = async (db: Queryable, tenantId: string, thisYear: number) => {
  const { rows } = await db.query<{ year: number }>('SELECT DISTINCT year FROM ifta_decals WHERE tenant_id = $1 AND deleted_at IS NULL', [
    tenantId,
  ]);
  return [...new Set([thisYear, ...rows.map((row) => row.year)])].sort((a, b) => b - a);
};

/** Open DRIVEN legs with a vehicle and no plate out on them, soonest pickup first (the plate dialog's choices). */
export const plateLegChoices = async (db: Queryable, tenantId: string) =>
  (
    await db.query<OrderLegRow>(
      `SELECT ${LEG_SELECT} FROM order_legs l WHERE l.tenant_id = $1 AND l.deleted_at IS NULL AND l.transport_method = 'DRIVEN'
         AND l.vehicle_id IS NOT NULL AND l.status IN ('CLEARED_FOR_DISPATCH', 'PENDING_PICKUP', 'IN_TRANSIT')
         AND NOT EXISTS (SELECT 1 FROM transport_plate_assignments pa WHERE pa.tenant_id = l.tenant_id AND pa.order_leg_id = l.id AND pa.in_at IS NULL)
       ORDER BY coalesce(l.confirmed_pickup_at, l.created_at), l.number LIMIT 100`,
      [tenantId],
    )
  ).rows;
