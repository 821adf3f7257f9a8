import type { NotificationType } from '../../src/generated/resolvers';
import { deriveOrderEvent, nextOrderStatus, type OrderStatus } from '../../src/machines/domain/order.machine';
import { type OrderLegStatus, SYSTEM_ACTOR } from '../../src/machines/domain/status';
import { auditAs } from '../audit';
import type { GraphQLContext } from '../graphql/context';
import type { Actor } from '../auth/actors';
import { publishChange } from '../graphql/liveRecords';
import { notify } from '../notifications/notifications.public';

const STATE_NOTICE: Partial<Record<OrderStatus, { type: NotificationType; verb: string }>> = {
  CALL_CENTER: { type: 'ORDER_CREATED', verb: 'was submitted to the call center' },
  DISPATCH: { type: 'ORDER_CONFIRMED', verb: 'is confirmed and ready for dispatch' },
  ACTIVE: { type: 'ORDER_IN_TRANSIT', verb: 'is in transit' },
  SETTLING: { type: 'ORDER_DELIVERED', verb: 'is delivered' },
  CANCELLED: { type: 'ORDER_CANCELLED', verb: 'was cancelled' },
};

/** Tells the order's creator (when someone else moved it) that its state changed. */
export const notifyOrderState = async (
  ctx: GraphQLContext,
  actor: Actor,
  order: { id: string; number: string; createdBy: string | null },
  state: OrderStatus,
) => {
  const notice = STATE_NOTICE[state];
  if (!notice || !order.createdBy || order.createdBy === actor.user.id) return;
  await notify(ctx, [order.createdBy], {
    type: notice.type,
    title: `Order ${order.number} ${notice.verb}`,
    body: `${actor.user.name} · ${state}`,
    data: { orderId: order.id, number: order.number, state },
    tenantId: actor.tenantId,
  });
};

type Settled = { id: string; number: string; state: OrderStatus; createdBy: string | null; legStatuses: OrderLegStatus[] };

/**
 * After legs changed: stores the order's leg statuses, then applies the derived `legs.*` events one after another
 * (a last confirmation while another leg is already picked up goes CALL_CENTER → DISPATCH → ACTIVE), each with its
 * audit row, and publishes orderChanged once the transaction commits.
 */
export const settleOrder = async (ctx: GraphQLContext, actor: Actor, orderId: string) => (await settleOrders(ctx, actor, [orderId]))[0];

/** settleOrder of many orders (an import's batch): their leg statuses stored in one statement, each order's events then applied. */
export const settleOrders = async (ctx: GraphQLContext, actor: Actor, orderIds: readonly string[]): Promise<OrderStatus[]> => {
  const { rows } = await ctx.db.query<Settled>(
    `UPDATE orders o SET updated_at = now(),
       leg_statuses = coalesce((SELECT array_agg(l.status ORDER BY l.position) FROM order_legs l
         WHERE l.order_id = o.id AND l.deleted_at IS NULL), '{}'),
       leg_count = (SELECT count(*) FROM order_legs l WHERE l.order_id = o.id AND l.deleted_at IS NULL)
     WHERE o.id = ANY($1::uuid[])
     RETURNING id, number, state, created_by AS "createdBy", leg_statuses AS "legStatuses"`,
    [orderIds],
  );
  const settled = new Map(rows.map((row) => [row.id, row]));
  const states: OrderStatus[] = [];
  for (const orderId of orderIds) {
    const order = settled.get(orderId) as Settled;
    let state = order.state;
    for (let event = deriveOrderEvent(state, order.legStatuses); event; event = deriveOrderEvent(state, order.legStatuses)) {
      const context = {
        actor: SYSTEM_ACTOR,
        legCount: order.legStatuses.length,
        legsComplete: true,
        legStatuses: order.legStatuses,
        invoicesPaid: false,
      };
      const next = nextOrderStatus(state, context, event);
      if (!next || next === state) break;
      await ctx.db.query('UPDATE orders SET state = $2, version = version + 1, updated_at = now() WHERE id = $1', [orderId, next]);
      await auditAs(ctx, actor, {
        entityKind: 'Orders',
        entityId: orderId,
        action: 'UPDATED',
        event: event.type,
        before: { state },
        after: { state: next },
      });
      await notifyOrderState(ctx, actor, order, next);
      state = next;
    }
    publishChange(ctx, 'orderChanged', actor.tenantId, orderId);
    states.push(state);
  }
  return states;
};
