import { isCalendarDay } from '../../src/domain/dates';
import type { DispatchBoardFilter, OrderLegStatus } from '../../src/generated/resolvers';
import type { Queryable } from '../db/database';
import { badUserInput } from '../errors';
import { paginate } from '../graphql/paginate';
import { anyTagCondition } from '../hubsAndTags/hubsAndTags.public';
import { LEG_SELECT, type OrderLegRow } from '../orders/orders.rows';

/** The legs a dispatcher works: cleared and waiting for a driver, assigned and waiting for pickup, on the road, aborted. */
export const OPEN_LEG_STATUSES: readonly OrderLegStatus[] = ['CLEARED_FOR_DISPATCH', 'PENDING_PICKUP', 'IN_TRANSIT', 'ABORTED'];
export const MAP_LIMIT = 5000;

type Point = { lat: number; lng: number; label: string | null };
const point = (lat: number | null, lng: number | null, label: string | null): Point | null =>
  lat === null || lng === null ? null : { lat, lng, label };

const PLACES = `LEFT JOIN locations po ON po.tenant_id = l.tenant_id AND po.id = l.origin_id
  LEFT JOIN locations pd ON pd.tenant_id = l.tenant_id AND pd.id = l.destination_id`;
const GEO = `po.state_province AS region, po.lat AS "pLat", po.lng AS "pLng", po.city || ', ' || po.state_province AS "pLabel",
  pd.lat AS "dLat", pd.lng AS "dLng", pd.city || ', ' || pd.state_province AS "dLabel"`;
/**
 * The pickup day in the tenant's zone (confirmed, else requested): stored on the leg by PostgreSQL and indexed with the
 * open legs in the board's order (migration 032).
 */
const PICKUP_DAY = 'l.pickup_day';
/** The open statuses as literals: the planner proves order_legs_board_idx (migration 032) from them, not from a parameter. */
const OPEN_LITERALS = `l.status IN (${OPEN_LEG_STATUSES.map((status) => `'${status}'`).join(', ')})`;

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
  if (statuses.every((status) => OPEN_LEG_STATUSES.includes(status))) conditions.push(OPEN_LITERALS);
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
    // By the pickup's place, without joining every open leg to its places (only the page's rows are joined).
    conditions.push(
      `l.origin_id IN (SELECT r.id FROM locations r WHERE r.tenant_id = $1 AND r.state_province = ANY($${params.length}::text[]))`,
    );
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
  // Any of the chosen tags (the board's map and the legs table alike).
  const tagged = anyTagCondition('leg', 'l', filter?.tagIds, params);
  if (tagged) conditions.push(tagged);
  return { where: conditions.join(' AND '), params };
};

type Geo = {
  id: string;
  region: string | null;
  pLat: number | null;
  pLng: number | null;
  pLabel: string | null;
  dLat: number | null;
  dLng: number | null;
  dLabel: string | null;
};

/** The places of the given legs only (a page, a map's worth), in one query. */
const placesOf = async (db: Queryable, ids: readonly string[]): Promise<Map<string, Geo>> => {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<Geo>(`SELECT l.id, ${GEO} FROM order_legs l ${PLACES} WHERE l.id = ANY($1::uuid[])`, [ids]);
  return new Map(rows.map((row) => [row.id, row]));
};

/**
 * /dispatch: open legs by pickup day (earliest first, ASAP legs last), with their pickup and delivery. The page is
 * read off the board's index on the legs alone, and only its rows are joined to their places.
 */
export const dispatchBoard = async (
  db: Queryable,
  tenantId: string,
  args: { first?: number | null; page?: number | null; filter?: DispatchBoardFilter | null },
) => {
  const { where, params } = boardWhere(tenantId, args.filter);
  const page = await paginate<OrderLegRow & { pickupDay: string | null }>(db, {
    select: `${LEG_SELECT}, to_char(${PICKUP_DAY}, 'YYYY-MM-DD') AS "pickupDay"`,
    from: 'order_legs l',
    where,
    params,
    orderBy: `${PICKUP_DAY} NULLS LAST, l.confirmed_pickup_at NULLS LAST, l.number`,
    first: args.first ?? 50,
    page: args.page ?? 1,
  });
  const places = await placesOf(
    db,
    page.data.map((row) => row.id),
  );
  return {
    ...page,
    data: page.data.map((row) => {
      const geo = places.get(row.id);
      return {
        leg: row,
        pickupDay: row.pickupDay,
        region: geo?.region ?? null,
        pickup: geo ? point(geo.pLat, geo.pLng, geo.pLabel) : null,
        delivery: geo ? point(geo.dLat, geo.dLng, geo.dLabel) : null,
      };
    }),
  };
};

/**
 * The map of the same legs: compact points, at most `limit` (the earliest first), and how many matched; the regions
 * with open legs for the filter. Legs are chosen on their own table; only the chosen ones are joined to their places.
 */
export const dispatchMap = async (
  db: Queryable,
  tenantId: string,
  args: { filter?: DispatchBoardFilter | null; limit?: number | null },
) => {
  const limit = Math.min(Math.max(1, Math.trunc(args.limit ?? 2000)), MAP_LIMIT);
  const { where, params } = boardWhere(tenantId, args.filter);
  const [{ rows }, { rows: counted }, { rows: regions }] = await Promise.all([
    db.query<{ id: string; number: string; status: OrderLegStatus }>(
      `SELECT l.id, l.number, l.status FROM order_legs l WHERE ${where} ORDER BY ${PICKUP_DAY} NULLS LAST, l.confirmed_pickup_at NULLS LAST, l.number LIMIT ${limit}`,
      params,
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM order_legs l WHERE ${where}`, params),
    db.query<{ region: string }>(
      `SELECT DISTINCT r.state_province AS region FROM locations r
       WHERE r.tenant_id = $1 AND r.id IN (SELECT l.origin_id FROM order_legs l WHERE l.tenant_id = $1 AND l.deleted_at IS NULL AND l.status = ANY($2::text[]))
       ORDER BY 1`,
      [tenantId, OPEN_LEG_STATUSES],
    ),
  ]);
  const places = await placesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    legs: rows.map((row) => {
      const geo = places.get(row.id);
      return {
        id: row.id,
        number: row.number,
        status: row.status,
        pickup: geo ? point(geo.pLat, geo.pLng, geo.pLabel) : null,
        delivery: geo ? point(geo.dLat, geo.dLng, geo.dLabel) : null,
      };
    }),
    total: counted[0]?.n ?? 0,
    regions: regions.map((row) => row.region),
  };
};
