import type { Queryable } from '../database';
import type { MediaStore } from '../../media/store';
import { buildActivity } from './orders.activity';
import { buildOrders, DAY } from './orders.build';
import { buildQuotes } from './orders.quotes';
import { seedReference } from './orders.reference';
import { orderRows } from './orders.rows';
import { EAST, NORTH, type TenantPlan } from './orders.tenants';
import { createRandom } from './random';
import { actAsTenant, insertRows } from './rows';

export type DemoDomainOptions = {
  /** Where the demo photos' bytes go; without one only their rows are written (the test template has no DATA_DIR). */
  media?: MediaStore;
  now?: number;
};

export const FIRST_NUMBER = 100_001;

const seedTenant = async (tx: Queryable, tenantId: string, plan: TenantPlan, seed: number, users: Map<string, string>, options: DemoDomainOptions) => {
  const now = options.now ?? Date.now();
  const rnd = createRandom(seed);
  await actAsTenant(tx, tenantId);
  const ref = await seedReference(tx, tenantId, plan, now);
  const orders = buildOrders(rnd, plan, ref, users, now, FIRST_NUMBER);
  const rows = orderRows(
    rnd,
    {
      tenantId, today: Math.floor(now / DAY) * DAY, now, driverId: plan.driver ? (users.get(plan.driver) ?? null) : null,
      callCenterId: users.get(plan.staff[1] ?? plan.staff[0]) ?? null,
    },
    orders,
    ref.tagIds,
  );
  await insertRows(tx, 'vehicles', rows.vehicles);
  await insertRows(tx, 'orders', rows.orders);
  await insertRows(tx, 'order_legs', rows.legs);
  await insertRows(tx, 'order_locations', rows.orderLocations);
  await insertRows(tx, 'order_notes', rows.notes);
  await insertRows(tx, 'order_tags', rows.tags);
  const quotes = buildQuotes(rnd, plan, ref, orders, users, now, FIRST_NUMBER);
  await insertRows(tx, 'quotes', quotes.quotes);
  await insertRows(tx, 'quote_line_items', quotes.lineItems);
  await tx.query(
    `UPDATE orders o SET quote_id = x.quote_id FROM jsonb_to_recordset($2::jsonb) AS x(order_id uuid, quote_id uuid)
     WHERE o.tenant_id = $1 AND o.id = x.order_id`,
    [tenantId, JSON.stringify(quotes.links.map((l) => ({ order_id: l.orderId, quote_id: l.quoteId })))],
  );
  const activity = await buildActivity({ rnd, plan, tenantId, orders, legRows: rows.legs, quotes: quotes.quotes, users, now, media: options.media });
  await insertRows(tx, 'comments', activity.comments);
  await insertRows(tx, 'alerts', activity.alerts);
  await insertRows(tx, 'media', activity.photos);
  await insertRows(tx, 'audit_logs', activity.audits);
  // The counters hold the last number used; the services take the next one.
  await insertRows(tx, 'counters', [
    { tenant_id: tenantId, kind: 'ORDER', value: FIRST_NUMBER + orders.length - 1 },
    { tenant_id: tenantId, kind: 'QUOTE', value: FIRST_NUMBER + quotes.quotes.length - 1 },
  ]);
};

/**
 * The demo's domain data in both tenants (called by seedDemo in its transaction, after tenants, users and the first
 * clients exist): directory, price tables, ~200 East and ~40 North orders over every leg status, quotes in every
 * status, comments, alerts, photos and audit rows. Seeded dice: the same data on every run, dates relative to now.
 */
export const seedDemoDomain = async (tx: Queryable, options: DemoDomainOptions = {}): Promise<void> => {
  const users = new Map((await tx.query<{ id: string; email: string }>('SELECT id, email FROM users')).rows.map((u) => [u.email, u.id]));
  const tenants = new Map((await tx.query<{ id: string; name: string }>('SELECT id, name FROM tenants')).rows.map((t) => [t.name, t.id]));
  for (const [plan, seed] of [[EAST, 3], [NORTH, 7]] as const) {
    const tenantId = tenants.get(plan.name);
    if (tenantId) await seedTenant(tx, tenantId, plan, seed, users, options);
  }
};
