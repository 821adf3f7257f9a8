import type { DashboardSummary, OrderLegStatus } from '../../src/generated/resolvers';
import type { Queryable } from '../db/database';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Live legs due today: by the confirmed date, or, before one is confirmed, by a requested date with mode ON.
 * "Today" is the UTC day for now (tenants have no time zone yet). Cancelled legs are nobody's pickup.
 */
const dueToday = (kind: 'pickup' | 'delivery') =>
  `(SELECT count(*) FROM order_legs l WHERE l.tenant_id = $1 AND l.deleted_at IS NULL AND l.status <> 'CANCELLED'
    AND ((l.confirmed_${kind}_at >= $2 AND l.confirmed_${kind}_at < $3)
      OR (l.confirmed_${kind}_at IS NULL AND l.requested_${kind}_mode = 'ON' AND l.requested_${kind}_date = $4::date)))::int`;

/**
 * The staff dashboard in two statements, each on an index (004_order_list_indexes): counting legs by status
 * reads the (tenant_id, status) index only; the due legs and open alerts are index ranges.
 */
export const dashboardSummary = async (db: Queryable, tenantId: string, now = new Date()): Promise<DashboardSummary> => {
  const { rows: byStatus } = await db.query<{ status: OrderLegStatus; count: number }>(
    `SELECT l.status, count(*)::int AS count FROM order_legs l WHERE l.tenant_id = $1 AND l.deleted_at IS NULL
     GROUP BY l.status ORDER BY l.status`,
    [tenantId],
  );
  const start = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const { rows } = await db.query<{ pickups: number; deliveries: number; alerts: number }>(
    `SELECT ${dueToday('pickup')} AS pickups, ${dueToday('delivery')} AS deliveries,
       (SELECT count(*) FROM alerts a WHERE a.tenant_id = $1 AND a.acknowledged_at IS NULL)::int AS alerts`,
    [tenantId, start.toISOString(), new Date(start.getTime() + DAY_MS).toISOString(), start.toISOString().slice(0, 10)],
  );
  return {
    legsByStatus: byStatus,
    todaysPickups: rows[0].pickups,
    todaysDeliveries: rows[0].deliveries,
    unacknowledgedLegs: byStatus.find((row) => row.status === 'UNACKNOWLEDGED')?.count ?? 0,
    openAlerts: rows[0].alerts,
  };
};
