import { isCalendarDay } from '../../src/domain/dates';
import type { DispatchBoardFilter, OrderLegStatus } from '../../src/generated/resolvers';
import type { Queryable } from '../db/database';
import { badUserInput } from '../errors';
import { paginate } from '../graphql/paginate';
import { LEG_SELECT } from '../orders/orders.selects';
import type { OrderLegRow } from '../orders/orders.rows';

/** The legs a dispatcher works: cleared and waiting for a driver, assigned and waiting for pickup, on the road, aborted. */
export const OPEN_LEG_STATUSES: readonly OrderLegStatus[] = ['CLEARED_FOR_DISPATCH', 'PENDING_PICKUP', 'IN_TRANSIT', 'ABORTED'];
export const MAP_LIMIT = 5000;

type Point = { lat: number; lng: number; label: string | null };
type Geo = { pLat: number | null; pLng: number | null; pLabel: string | null; dLat: number | null; dLng: number | null; dLabel: string | null };
const point = (lat: number | null, lng: number | null, label: string | null): Point | null =>
  lat === null || lng === null ? null : { lat, lng, label };

const PLACES = `LEFT JOIN locations po ON po.tenant_id = l.tenant_id AND po.id = l.origin_id
  LEFT JOIN locations pd ON pd.tenant_id = l.tenant_id AND pd.id = l.destination_id`;
const GEO = `po.lat AS "pLat", po.lng AS "pLng", po.city || ', ' || po.state_province AS "pLabel",
  pd.lat AS "dLat", pd.lng AS "dLng", pd.city || ', ' || pd.state_province AS "dLabel"`;
/** The pickup day in the tenant's zone: confirmed, else requested. */
const PICKUP_DAY = `coalesce((l.confirmed_pickup_at AT TIME ZONE (SELECT t.time_zone FROM tenants t WHERE t.id = l.tenant_id))::date, l.requested_pickup_date)`;

const day = (value: string | null | undefined, name: string): string | null => {
  if (value === undefined || value === null || value.trim() === '') return null;
  if (!isCalendarDay(value.trim())) throw badUserInput({ [`filter.${name}`]: [`The ${name} date must be a valid date (YYYY-MM-DD).`] });
  return value.trim();
};

/** The board's WHERE (open legs of the tenant by default) and its parameters. */
const boardWhere = (tenantId: string, filter: DispatchBoardFilter | null | undefined) => {
  const params: unknown[] = [tenantId];
  const conditions = ['l.tenant_id = $1', 'l.deleted_at IS NULL'];
  const statuses = filter?.status && filter.status.length > 0 ? filter.status : OPEN_LEG_STATUSES;
  params.push(statuses);
  conditions.push(`l.status = ANY($${params.length}::text[])`);
  const from = day(filter?.from, 'from');
  const to = day(filter?.to, 'to');
  if (from && to && from > to) throw badUserInput({ 'filter.to': ['The to date may not be before the from date.'] });
  if (from) {
    params.push(from);
    conditions.push(`${PICKUP_DAY} >= $${params.length}::date`);
  }
  if (to) {
    params.push(to);
    conditions.push(`${PICKUP_DAY} <= $${params.length}::date`);
  }
  const regions = (filter?.regions ?? []).map((region) => region.trim().toUpperCase()).filter(Boolean);
  if (regions.length > 0) {
    if (regions.length > 100 || regions.some((region) => !/^[A-Z]{2}$/.test(region)))
      throw badUserInput({ 'filter.regions': ['Each region is a two-letter state or province code.'] });
    params.push(regions);
    conditions.push(`po.state_province = ANY($${params.length}::text[])`);
  }
  if (filter?.unassigned) conditions.push('l.driver_id IS NULL AND l.trucking_company_id IS NULL');
  const search = filter?.search?.trim();
  if (search) {
    if (search.length > 100) throw badUserInput({ 'filter.search': ['The search may not be greater than 100 characters.'] });
    params.push(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    conditions.push(
      `(l.number ILIKE $${params.length} OR EXISTS (SELECT 1 FROM vehicles v WHERE v.tenant_id = l.tenant_id AND v.id = l.vehicle_id AND v.vin ILIKE $${params.length}))`,
    );
  }
  return { where: conditions.join(' AND '), params };
};

/** /dispatch: open legs by pickup day (earliest first, ASAP legs last), with their pickup and delivery. */
export const dispatchBoard = async (db: Queryable, tenantId: string, args: { first?: number | null; page?: number | null; filter?: DispatchBoardFilter | null }) => {
  const { where, params } = boardWhere(tenantId, args.filter);
  const page = await paginate<OrderLegRow & Geo & { pickupDay: string | null; region: string | null }>(db, {
    select: `${LEG_SELECT}, to_char(${PICKUP_DAY}, 'YYYY-MM-DD') AS "pickupDay", po.state_province AS region, ${GEO}`,
    from: `order_legs l ${PLACES}`,
    where,
    params,
    orderBy: `${PICKUP_DAY} NULLS LAST, l.confirmed_pickup_at NULLS LAST, l.number`,
    first: args.first ?? 50,
    page: args.page ?? 1,
  });
  return {
    ...page,
    data: page.data.map((row) => ({
      leg: row,
      pickupDay: row.pickupDay,
      region: row.region,
      pickup: point(row.pLat, row.pLng, row.pLabel),
      delivery: point(row.dLat, row.dLng, row.dLabel),
    })),
  };
};

/** The map of the same legs: compact points, at most `limit` (the earliest first), and how many matched. */
export const dispatchMap = async (db: Queryable, tenantId: string, args: { filter?: DispatchBoardFilter | null; limit?: number | null }) => {
  const limit = Math.min(Math.max(1, Math.trunc(args.limit ?? 2000)), MAP_LIMIT);
  const { where, params } = boardWhere(tenantId, args.filter);
  const [{ rows }, { rows: counted }, { rows: regions }] = await Promise.all([
    db.query<Geo & { id: string; number: string; status: OrderLegStatus }>(
      `SELECT l.id, l.number, l.status, ${GEO} FROM order_legs l ${PLACES} WHERE ${where}
       ORDER BY ${PICKUP_DAY} NULLS LAST, l.number LIMIT ${limit}`,
      params,
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM order_legs l ${PLACES} WHERE ${where}`, params),
    db.query<{ region: string }>(
      `SELECT DISTINCT po.state_province AS region FROM order_legs l ${PLACES}
       WHERE l.tenant_id = $1 AND l.deleted_at IS NULL AND l.status = ANY($2::text[]) AND po.state_province IS NOT NULL ORDER BY 1`,
      [tenantId, OPEN_LEG_STATUSES],
    ),
  ]);
  return {
    legs: rows.map((row) => ({
      id: row.id,
      number: row.number,
      status: row.status,
      pickup: point(row.pLat, row.pLng, row.pLabel),
      delivery: point(row.dLat, row.dLng, row.dLabel),
    })),
    total: counted[0]?.n ?? 0,
    regions: regions.map((row) => row.region),
  };
};
