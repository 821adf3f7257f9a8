import type { Queryable } from '../database';
import type { MediaStore } from '../../media/store';
import { buildActivity } from './orders.activity';
import { type BuiltOrder, buildOrders, DAY } from './orders.build';
import { historyActors, legHistoryAudits } from './orders.history';
import { buildOrderPrices } from './orders.pricing';
import { assignCarriers, seedCarriers } from './carriers';
import { buildQuotes } from './orders.quotes';
import { type Reference, seedReference } from './orders.reference';
import { orderRows } from './orders.rows';
import { EAST, NORTH, type TenantPlan } from './orders.tenants';
import { createRandom } from './random';
import { seedSafety } from './safety';
import { seedAccidents } from './accidents';
import { seedTravel } from './travel';
import { seedDistricts } from './districts';
import { seedCatalogs } from './catalogs';
import { seedStorage } from './storage';
import { seedTagAndTitle } from './tagAndTitle';
import { actAsTenant, insertRows } from './rows';

export type DemoDomainOptions = {
  /** Where the demo photos' bytes go; without one only their rows are written (the test template has no DATA_DIR). */
  media?: MediaStore;
  now?: number;
};

export const FIRST_NUMBER = 100_001;

/** A step of one tenant's demo data: what a progress bar names, and its writes (the steps share what they built). */
export type DemoStep = { label: string; run: (tx: Queryable) => Promise<void> };

/**
 * One tenant's demo data as steps, in the order they must run (each reads what the ones before it built): the seed
 * runs them in its one transaction, /admin/settings/demo each in its own (server/settings/settings.demoJob.ts).
 */
export const demoTenantSteps = (
  tenantId: string,
  plan: TenantPlan,
  seed: number,
  users: Map<string, string>,
  options: DemoDomainOptions,
): DemoStep[] => {
  const now = options.now ?? Date.now();
  const rnd = createRandom(seed);
  let ref: Reference;
  let orders: BuiltOrder[];
  let rows: ReturnType<typeof orderRows>;
  let quotes: ReturnType<typeof buildQuotes>;
  return [
    {
      label: 'Clients, places, tags and price tables',
      run: async (tx) => {
        await actAsTenant(tx, tenantId);
        ref = await seedReference(tx, tenantId, plan, now);
        orders = buildOrders(rnd, plan, ref, users, now, FIRST_NUMBER);
      },
    },
    {
      label: 'Drivers, trucking companies, vehicles, orders and legs',
      run: async (tx) => {
        await actAsTenant(tx, tenantId);
        const carriers = await seedCarriers(tx, tenantId, plan, users, now, seed);
        rows = orderRows(
          rnd,
          {
            // A placeholder on every assigned DRIVEN and TOW leg, which assignCarriers turns into the tenant's drivers.
            tenantId,
            today: Math.floor(now / DAY) * DAY,
            now,
            driverId: carriers.demoDriverId ?? carriers.drivers[0]?.id ?? null,
            callCenterId: users.get(plan.staff[1] ?? plan.staff[0]) ?? null,
          },
          orders,
          ref.tagIds,
        );
        const trucked = assignCarriers(rows.legs, carriers, seed);
        for (const leg of orders.flatMap((order) => order.legs)) if (trucked.has(leg.id)) leg.method = 'TRUCKED';
        await insertRows(tx, 'vehicles', rows.vehicles);
        await insertRows(tx, 'orders', rows.orders);
        await insertRows(tx, 'order_legs', rows.legs);
        await seedSafety(tx, tenantId, plan, { unitIds: carriers.unitIds, legs: rows.legs, vehicles: rows.vehicles, users, now, seed });
      },
    },
    {
      label: 'Accidents, travel, districts, catalogs, storage and tag and title',
      run: async (tx) => {
        await actAsTenant(tx, tenantId);
        await seedAccidents(tx, tenantId, plan, { legs: rows.legs, vehicles: rows.vehicles, users, now });
        await seedTravel(tx, tenantId, plan, { legs: rows.legs, users, now });
        await seedDistricts(tx, tenantId, plan);
        await seedCatalogs(tx, tenantId);
        await seedStorage(tx, tenantId, now);
        await seedTagAndTitle(tx, tenantId, now, options.media);
        await insertRows(tx, 'order_locations', rows.orderLocations);
        await insertRows(tx, 'order_notes', rows.notes);
        await insertRows(tx, 'order_tags', rows.tags);
      },
    },
    {
      label: 'Quotes and order prices',
      run: async (tx) => {
        await actAsTenant(tx, tenantId);
        quotes = buildQuotes(rnd, plan, ref, orders, users, now, FIRST_NUMBER);
        await seedQuotesAndPrices(tx, tenantId, plan, ref, orders, quotes, now);
      },
    },
    {
      label: 'Comments, alerts, photos and history',
      run: async (tx) => {
        await actAsTenant(tx, tenantId);
        const activity = await buildActivity({
          rnd,
          plan,
          tenantId,
          orders,
          legRows: rows.legs,
          quotes: quotes.quotes,
          users,
          now,
          media: options.media,
        });
        await insertRows(tx, 'comments', activity.comments);
        await insertRows(tx, 'alerts', activity.alerts);
        await insertRows(tx, 'media', activity.photos);
        // What the search box matches, as the services keep it (migration 015).
        await tx.query('UPDATE orders SET search_text = app_order_search_text(id) WHERE tenant_id = $1', [tenantId]);
        await insertRows(tx, 'audit_logs', activity.audits);
        await insertRows(tx, 'audit_logs', legHistoryAudits(tenantId, rows.legs, historyActors(users, plan.staff, plan.driver)));
        // The counters hold the last number used; the services take the next one.
        await insertRows(tx, 'counters', [
          { tenant_id: tenantId, kind: 'ORDER', value: FIRST_NUMBER + orders.length - 1 },
          { tenant_id: tenantId, kind: 'QUOTE', value: FIRST_NUMBER + quotes.quotes.length - 1 },
        ]);
      },
    },
  ];
};

const seedQuotesAndPrices = async (
  tx: Queryable,
  tenantId: string,
  plan: TenantPlan,
  ref: Reference,
  orders: BuiltOrder[],
  quotes: ReturnType<typeof buildQuotes>,
  now: number,
) => {
  await insertRows(tx, 'quotes', quotes.quotes);
  await insertRows(tx, 'quote_line_items', quotes.lineItems);
  await tx.query(
    `UPDATE orders o SET quote_id = x.quote_id FROM jsonb_to_recordset($2::jsonb) AS x(order_id uuid, quote_id uuid)
     WHERE o.tenant_id = $1 AND o.id = x.order_id`,
    [tenantId, JSON.stringify(quotes.links.map((l) => ({ order_id: l.orderId, quote_id: l.quoteId })))],
  );
  // What each order was placed with (issue 13): a converted quote's lines, else the rate card's as the staff form priced it.
  const prices = buildOrderPrices(plan, ref, orders, new Set(quotes.links.map((l) => l.orderId)), now);
  await insertRows(tx, 'order_line_items', prices.lines);
  await tx.query(
    `UPDATE orders o SET price_source = 'RATE_CARD', price_currency = x.currency, price_subtotal = x.subtotal, price_tax = x.tax,
       price_total = x.total, price_warnings = x.warnings, priced_at = x.at
     FROM jsonb_to_recordset($2::jsonb) AS x(id uuid, currency text, subtotal bigint, tax bigint, total bigint, warnings text[], at timestamptz)
     WHERE o.tenant_id = $1 AND o.id = x.id`,
    [tenantId, JSON.stringify(prices.totals)],
  );
  await tx.query(
    `UPDATE orders o SET price_source = 'QUOTE', price_quote_revision = q.revision, price_currency = q.currency, price_subtotal = q.subtotal,
       price_tax = q.tax, price_total = q.total, priced_at = o.created_at
     FROM quotes q WHERE o.tenant_id = $1 AND q.tenant_id = o.tenant_id AND q.id = o.quote_id`,
    [tenantId],
  );
  await tx.query(
    `INSERT INTO order_line_items (tenant_id, order_id, order_leg_id, position, type, leg_index, description, quantity, unit_amount, amount, explanation)
     SELECT o.tenant_id, o.id, l.id, li.position, li.type, li.leg_index, li.description, li.quantity, li.unit_amount, li.amount, li.explanation
     FROM orders o JOIN quote_line_items li ON li.tenant_id = o.tenant_id AND li.quote_id = o.quote_id
     LEFT JOIN order_legs l ON l.tenant_id = o.tenant_id AND l.order_id = o.id AND l.position = li.leg_index + 1
     WHERE o.tenant_id = $1`,
    [tenantId],
  );
};

/**
 * The demo's domain data in both tenants (called by seedDemo in its transaction, after tenants, users and the first
 * clients exist): directory, price tables, ~200 East and ~40 North orders over every leg status, quotes in every
 * status, comments, alerts, photos and audit rows. Seeded dice: the same data on every run, dates relative to now.
 */
export const seedDemoDomain = async (tx: Queryable, options: DemoDomainOptions = {}): Promise<void> => {
  const users = new Map((await tx.query<{ id: string; email: string }>('SELECT id, email FROM users')).rows.map((u) => [u.email, u.id]));
  const tenants = new Map((await tx.query<{ id: string; name: string }>('SELECT id, name FROM tenants')).rows.map((t) => [t.name, t.id]));
  for (const [plan, seed] of [
    [EAST, 3],
    [NORTH, 7],
  ] as const) {
    const tenantId = tenants.get(plan.name);
    if (!tenantId) continue;
    for (const step of demoTenantSteps(tenantId, plan, seed, users, options)) await step.run(tx);
  }
};
