import type { MutationTransitionOrderArgs } from '../../src/generated/resolvers';
import {
  nextOrderStatus,
  ORDER_EVENT_BY_NAME,
  type OrderContext,
  type OrderStatus,
  type OrderUserEventType,
  orderMachine,
} from '../../src/machines/domain/order.machine';
import { isBeforeTransit, type OrderLegEventType } from '../../src/machines/domain/orderLeg.machine';
import { SYSTEM_ACTOR } from '../../src/machines/domain/status';
import { auditAs } from '../audit';
import type { GraphQLContext } from '../graphql/context';
import { appError, badUserInput, checkVersion, notFound } from '../graphql/errors';
import type { OrderLegRow, OrderRow } from '../graphql/rows';
import { type Actor, checkId, requireStaff } from './access';
import { orderMachineContext } from './legContext';
import { writeLeg } from './legWrite';
import { notifyOrderState, settleOrder } from './orderState';
import { findOrder, legsOfOrder } from './rows';

const REASONS: Partial<Record<OrderUserEventType, string>> = {
  'order.submit': 'every leg needs a vehicle, an origin, a destination, a transport method and its requested dates',
  'order.close': 'every leg must be driver-paid or cancelled and every invoice paid',
};

const refusal = (state: OrderStatus, context: OrderContext, type: OrderUserEventType, name: string) => {
  const details = { event: name, state };
  if (nextOrderStatus(state, { ...context, actor: SYSTEM_ACTOR }, { type }))
    return appError('INVALID_TRANSITION', `Your role may not send ${name} to an order that is ${state}.`, { ...details, reason: 'ROLE' });
  if (orderMachine.states[state].ownEvents.includes(type))
    return appError('INVALID_TRANSITION', `${name} is not possible for this ${state} order: ${REASONS[type] ?? 'the record does not allow it'}.`, {
      ...details,
      reason: 'RECORD',
    });
  return appError('INVALID_TRANSITION', `An order that is ${state} cannot take ${name}.`, { ...details, reason: 'STATUS' });
};

/** Moves one leg as part of an order event (submit, cancel), with the leg's own audit row. */
const moveLeg = async (ctx: GraphQLContext, actor: Actor, leg: OrderLegRow, type: OrderLegEventType, changes: Parameters<typeof writeLeg>[2]) => {
  const { before, after } = await writeLeg(ctx.db, leg, changes);
  await auditAs(ctx, actor, { entityKind: 'Order legs', entityId: leg.id, action: 'UPDATED', event: type, before, after });
  ctx.afterCommit(() => ctx.events.publish('orderLegChanged', actor.tenantId, { id: leg.id }));
};

/**
 * Applies a user's order event to a locked order: SUBMIT moves its CREATED legs to PROCESSING, CANCEL cancels the
 * legs not yet in transit; all in the caller's transaction. Used by transitionOrder and createOrder(submit).
 */
export const applyOrderEvent = async (ctx: GraphQLContext, actor: Actor, order: OrderRow, name: 'SUBMIT' | 'CLOSE' | 'CANCEL', reason?: string | null) => {
  const type = ORDER_EVENT_BY_NAME[name];
  const legs = await legsOfOrder(ctx.db, order.id, true);
  const context = orderMachineContext(order, legs, actor.user);
  const next = nextOrderStatus(order.state, context, { type });
  if (!next) throw refusal(order.state, context, type, name);
  await ctx.db.query('UPDATE orders SET state = $2, version = version + 1, updated_at = now() WHERE id = $1', [order.id, next]);
  await auditAs(ctx, actor, {
    entityKind: 'Orders',
    entityId: order.id,
    action: 'UPDATED',
    event: type,
    before: { state: order.state },
    after: { state: next, ...(reason ? { reason } : {}) },
  });
  for (const leg of legs) {
    if (type === 'order.submit' && leg.status === 'CREATED') await moveLeg(ctx, actor, leg, 'leg.process', { status: 'PROCESSING' });
    if (type === 'order.cancel' && (isBeforeTransit(leg.status) || leg.status === 'ON_HOLD'))
      await moveLeg(ctx, actor, leg, 'leg.cancel', { status: 'CANCELLED', statusReason: reason || `Order ${order.number} cancelled` });
  }
  await notifyOrderState(ctx, actor, order, next);
  await settleOrder(ctx, actor, order.id);
};

export const transitionOrder = async (ctx: GraphQLContext, args: MutationTransitionOrderArgs): Promise<OrderRow> => {
  const actor = requireStaff(ctx);
  const reason = args.input?.reason?.trim() || null;
  if (reason && reason.length > 1000) throw badUserInput({ 'input.reason': ['The reason may not be greater than 1000 characters.'] });
  const order = checkVersion(await findOrder(ctx.db, checkId(args.id, 'Order'), true), args.version, 'Order');
  await applyOrderEvent(ctx, actor, order, args.event, reason);
  const updated = await findOrder(ctx.db, order.id);
  if (!updated) throw notFound('Order');
  return updated;
};
