import type { OrderLegStatus } from '../../src/generated/resolvers';
import type { GraphQLContext } from '../graphql/context';
import { type OrderLegRow, LEG_SELECT } from '../orders/orders.rows';
import { type QuoteRow, QUOTE_SELECT } from '../quotes/quotes.rows';
import { OrderLegStatusValues } from '../../src/generated/enums/OrderLegStatus';
import type { PortalActor } from './portal.access';

/** Legs that are done, one way or the other: the rest is what the portal user is waiting for. */
const CLOSED_OrderLegStatusValues: readonly OrderLegStatus[] = ['DELIVERED', 'INVOICED', 'DRIVER_PAID', 'CANCELLED', 'ABORTED'];
const OPEN_OrderLegStatusValues = OrderLegStatusValues.filter((status) => !CLOSED_OrderLegStatusValues.includes(status));
const DELIVERED_OrderLegStatusValues: readonly OrderLegStatus[] = ['DELIVERED', 'INVOICED', 'DRIVER_PAID'];
const OPEN_ORDER_STATES = ['DRAFT', 'CALL_CENTER', 'DISPATCH', 'ACTIVE'];

const HOME_LIST = 10;
const UPCOMING_LIST = 50;
/** Recent deliveries are looked for in this many of the latest-changed orders that have one (a delivery touches its order). */
const RECENT_ORDERS = 100;

// Legs are reached through the user's orders (by the scope's client and customer indexes, and the orders' own copy of
// their legs' statuses), never by scanning the tenant's legs: each leg a portal user reads costs a row-level security
// lookup of its order (migration 009). The per-order lookup is fenced (`OFFSET 0`) and tests `deleted_at` outside, so
// that whatever the statistics say it reads the (tenant_id, order_id) index rather than a partial index of the tenant.
const IN_SCOPE = `o.tenant_id = $1 AND o.deleted_at IS NULL AND (o.client_id = ANY ($2::uuid[]) OR o.customer_id = ANY ($3::uuid[]))`;
const SCOPED_ORDERS = `FROM orders o WHERE ${IN_SCOPE}`;
const LEGS_OF = (orders: string, legCondition: string) => `FROM (SELECT o.tenant_id, o.id ${orders}) o
  CROSS JOIN LATERAL (SELECT * FROM order_legs l0 WHERE l0.tenant_id = o.tenant_id AND l0.order_id = o.id AND ${legCondition}
    OFFSET 0) l`;

// A pickup (delivery) is due on its confirmed day, else on the ON date asked for; done ones are not upcoming.
const DUE = (at: string, mode: string, date: string, done: string) => `(l.${done} IS NULL AND coalesce((l.${at} AT TIME ZONE 'UTC')::date,
  CASE WHEN l.${mode} = 'ON' THEN l.${date} END) BETWEEN (now() AT TIME ZONE 'UTC')::date AND (now() AT TIME ZONE 'UTC')::date + 1)`;

/**
 * portalHome: open legs by status, open orders, PENDING quotes awaiting the user's answer, the last deliveries and
 * the legs picked up or delivered today or tomorrow (UTC days, as the staff dashboard counts them).
 */
export const portalHome = async (ctx: GraphQLContext, actor: PortalActor) => {
  const scope = [actor.tenantId, actor.scope.clientIds, actor.scope.customerIds];
  const byStatus = await ctx.db.query<{ status: OrderLegStatus; count: number }>(
    `SELECT s.status, count(*)::int AS count FROM orders o CROSS JOIN LATERAL unnest(o.leg_statuses) s (status)
     WHERE ${IN_SCOPE} AND s.status = ANY ($4::text[]) GROUP BY s.status ORDER BY s.status`,
    [...scope, OPEN_OrderLegStatusValues],
  );
  const orders = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n ${SCOPED_ORDERS} AND o.state = ANY ($4::text[])`, [
    ...scope,
    OPEN_ORDER_STATES,
  ]);
  const quotes = await ctx.db.query<QuoteRow>(
    `SELECT ${QUOTE_SELECT} FROM quotes q WHERE q.tenant_id = $1 AND q.deleted_at IS NULL AND q.status = 'PENDING'
       AND (q.client_id = ANY ($2::uuid[]) OR q.customer_id = ANY ($3::uuid[])) AND q.valid_until >= app_today()
     ORDER BY q.valid_until, q.created_at, q.id LIMIT ${HOME_LIST}`,
    scope,
  );
  const delivered = await ctx.db.query<OrderLegRow>(
    `SELECT ${LEG_SELECT}
     ${LEGS_OF(`${SCOPED_ORDERS} AND o.leg_statuses && $4::text[] ORDER BY o.updated_at DESC, o.id DESC LIMIT ${RECENT_ORDERS}`, "l0.delivered_at IS NOT NULL AND l0.status <> 'CANCELLED'")}
     WHERE l.deleted_at IS NULL ORDER BY l.delivered_at DESC, l.id DESC LIMIT ${HOME_LIST}`,
    [...scope, DELIVERED_OrderLegStatusValues],
  );
  const upcoming = await ctx.db.query<OrderLegRow>(
    `SELECT ${LEG_SELECT} ${LEGS_OF(`${SCOPED_ORDERS} AND o.leg_statuses && $4::text[]`, 'l0.status = ANY ($4::text[])')}
     WHERE l.deleted_at IS NULL AND (${DUE('confirmed_pickup_at', 'requested_pickup_mode', 'requested_pickup_date', 'picked_up_at')}
       OR ${DUE('confirmed_delivery_at', 'requested_delivery_mode', 'requested_delivery_date', 'delivered_at')})
     ORDER BY coalesce(l.confirmed_pickup_at, l.requested_pickup_date::timestamptz), l.id LIMIT ${UPCOMING_LIST}`,
    [...scope, OPEN_OrderLegStatusValues],
  );
  return {
    openLegsByStatus: byStatus.rows,
    openOrders: orders.rows[0].n,
    quotesAwaitingAnswer: quotes.rows,
    recentDeliveries: delivered.rows,
    upcoming: upcoming.rows,
  };
};
