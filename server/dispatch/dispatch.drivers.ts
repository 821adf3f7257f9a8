import type { Queryable } from '../db/database';
import { badUserInput } from '../errors';
import { paginate } from '../graphql/paginate';
import { DRIVER_SELECT, type DriverRow } from '../carriers/carriers.rows';
import { LEG_WINDOW } from '../carriers/carriers.public';

type DriverListRow = DriverRow & {
  currentLegId: string | null;
  nextLegId: string | null;
  lastLat: number | null;
  lastLng: number | null;
  lastLabel: string | null;
  lastAt: Date | null;
  lastSource: string | null;
  legsToday: number;
  legsThisWeek: number;
};

/**
 * /dispatch/driver-list: every driver (by name), with the leg they are on (in transit), their next (waiting for
 * pickup, earliest first), where they were last seen (the GPS of their latest condition report) and how many legs
 * they hold today and this week (the tenant's days; the week from Monday). One query per page (lateral lookups over
 * the driver's legs index), whatever the page size.
 */
export const dispatchDrivers = async (
  db: Queryable,
  tenantId: string,
  args: { first?: number | null; page?: number | null; search?: string | null },
) => {
  const params: unknown[] = [tenantId];
  const conditions = ['d.tenant_id = $1', 'd.deleted_at IS NULL'];
  const search = args.search?.trim();
  if (search) {
    if (search.length > 100) throw badUserInput({ search: ['The search may not be greater than 100 characters.'] });
    params.push(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    conditions.push(`(d.first_name || ' ' || d.last_name || ' ' || coalesce(d.licence_number, '')) ILIKE $${params.length}`);
  }
  const windowed = `SELECT ${LEG_WINDOW('l')} FROM order_legs l WHERE l.tenant_id = d.tenant_id AND l.driver_id = d.id AND l.deleted_at IS NULL
    AND l.status IN ('PENDING_PICKUP', 'IN_TRANSIT', 'PORT_TRANSIT', 'IN_REPAIR', 'IN_STORAGE', 'DELIVERED', 'INVOICED', 'DRIVER_PAID')`;
  const page = await paginate<DriverListRow>(db, {
    select: `${DRIVER_SELECT},
      (SELECT l.id FROM order_legs l WHERE l.tenant_id = d.tenant_id AND l.driver_id = d.id AND l.deleted_at IS NULL
         AND l.status IN ('IN_TRANSIT', 'PORT_TRANSIT', 'IN_REPAIR', 'IN_STORAGE') ORDER BY l.picked_up_at DESC NULLS LAST LIMIT 1) AS "currentLegId",
      (SELECT l.id FROM order_legs l WHERE l.tenant_id = d.tenant_id AND l.driver_id = d.id AND l.deleted_at IS NULL AND l.status = 'PENDING_PICKUP'
         ORDER BY coalesce(l.confirmed_pickup_at, l.requested_pickup_date::timestamptz) NULLS LAST, l.number LIMIT 1) AS "nextLegId",
      seen.lat AS "lastLat", seen.lng AS "lastLng", seen.label AS "lastLabel", seen.at AS "lastAt", seen.source AS "lastSource",
      (SELECT count(*)::int FROM (${windowed}) w WHERE w.from <= to_char(app_today(), 'YYYY-MM-DD') AND to_char(app_today(), 'YYYY-MM-DD') <= w.to) AS "legsToday",
      (SELECT count(*)::int FROM (${windowed}) w WHERE w.from <= to_char(date_trunc('week', app_today()) + interval '6 days', 'YYYY-MM-DD')
         AND to_char(date_trunc('week', app_today()), 'YYYY-MM-DD') <= w.to) AS "legsThisWeek"`,
    from: `drivers d LEFT JOIN LATERAL (
      SELECT cr.latitude AS lat, cr.longitude AS lng, cr.number || ' (' || lower(cr.direction) || ')' AS label, cr.captured_at AS at,
        'Condition report' AS source
      FROM condition_reports cr JOIN order_legs l ON l.tenant_id = cr.tenant_id AND l.id = cr.order_leg_id
      WHERE cr.tenant_id = d.tenant_id AND l.driver_id = d.id AND cr.latitude IS NOT NULL ORDER BY cr.captured_at DESC LIMIT 1) seen ON true`,
    where: conditions.join(' AND '),
    params,
    orderBy: 'd.last_name, d.first_name, d.id',
    first: args.first ?? 50,
    page: args.page ?? 1,
  });
  return {
    ...page,
    data: page.data.map((row) => ({
      driver: row,
      currentLegId: row.currentLegId,
      nextLegId: row.nextLegId,
      lastPosition:
        row.lastLat === null || row.lastLng === null || row.lastAt === null
          ? null
          : { point: { lat: row.lastLat, lng: row.lastLng, label: row.lastLabel }, at: row.lastAt, source: row.lastSource ?? '' },
      legsToday: row.legsToday,
      legsThisWeek: row.legsThisWeek,
    })),
  };
};
