import { BUSY_LEG } from '../carriers/carriers.public';
import type { Queryable } from '../db/database';
import { loadPlanDrivers, type PlanDriver } from './dispatch.facts';

/**
 * Every suggestion and day plan weighs all of a tenant's drivers, and loading their facts (five queries over the
 * drivers, their busy legs and last deliveries) costs ~50 ms at 2,000 drivers (bench/dispatchServer.ts), while the facts
 * change far less often than dispatchers ask. So each server keeps the last load per tenant with a stamp of the rows it
 * was read from, and reuses it while a fresh stamp is the same.
 *
 * The stamp is the count and the sum of the row versions (`xmin`: the writing transaction, new on every insert and
 * update) of the tenant's drivers, hubs, leg priorities and busy legs (a leg leaves that set when it is delivered, which
 * is what moves a driver's last delivery), and the tenant's today (a leg in transit keeps its driver busy until today).
 * Any committed write to those rows, by whatever path, changes it. It is read before the facts, so a write committing
 * in between only makes the next request load again. Not stamped: a place's coordinates edited (a hub's location, an
 * old delivery's destination) and a delivery date edited after the fact; an entry is dropped after MAX_AGE_MS for them.
 * Staff only (the dispatch resolvers): under a carrier's row-level security the same tenant would read other rows.
 */
const MAX_AGE_MS = 60_000;
/** Tenants kept per server, the least recently used dropped first (2,000 drivers' facts are about a megabyte). */
const MAX_TENANTS = 32;

const STAMP = `SELECT concat_ws('/',
  (SELECT count(*) || ':' || coalesce(sum(d.xmin::text::bigint), 0) FROM drivers d WHERE d.tenant_id = $1),
  (SELECT count(*) || ':' || coalesce(sum(h.xmin::text::bigint), 0) FROM hubs h WHERE h.tenant_id = $1),
  (SELECT count(*) || ':' || coalesce(sum(p.xmin::text::bigint), 0) FROM driver_leg_priorities p WHERE p.tenant_id = $1),
  (SELECT count(*) || ':' || coalesce(sum(l.xmin::text::bigint), 0) FROM order_legs l
     WHERE l.tenant_id = $1 AND l.deleted_at IS NULL AND l.driver_id IS NOT NULL AND (${BUSY_LEG})),
  to_char(app_today(), 'YYYY-MM-DD')) AS stamp`;

type Facts = { drivers: PlanDriver[]; today: string };
type Entry = Facts & { stamp: string; loadedAt: number };

/** One cache per server (keyed by an object the server owns, e.g. its event bus): test servers never share one. */
const caches = new WeakMap<object, Map<string, Entry>>();

export const factsStamp = async (db: Queryable, tenantId: string): Promise<string> =>
  (await db.query<{ stamp: string }>(STAMP, [tenantId], { prepare: 'dispatch-facts-stamp' })).rows[0].stamp;

/** The tenant's drivers with their facts: the server's last load while nothing it was read from has changed. */
export const planDrivers = async (db: Queryable, tenantId: string, server: object): Promise<Facts> => {
  const cache = caches.get(server) ?? new Map<string, Entry>();
  caches.set(server, cache);
  const stamp = await factsStamp(db, tenantId);
  const kept = cache.get(tenantId);
  cache.delete(tenantId);
  if (kept && kept.stamp === stamp && Date.now() - kept.loadedAt < MAX_AGE_MS) {
    cache.set(tenantId, kept);
    return kept;
  }
  const facts = await loadPlanDrivers(db, tenantId);
  cache.set(tenantId, { ...facts, stamp, loadedAt: Date.now() });
  for (const oldest of cache.keys()) {
    if (cache.size <= MAX_TENANTS) break;
    cache.delete(oldest);
  }
  return facts;
};
