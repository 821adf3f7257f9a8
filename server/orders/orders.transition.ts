import { reasonInputSchema } from '../../src/machines/domain/eventInputs';
import type * as z from 'zod';
import {
  ORDER_EVENT_BY_NAME,
  type OrderContext,
  type OrderEventType,
  type OrderStatus,
  type OrderUserEventType,
  orderEventName,
  orderMachine,
} from '../../src/machines/domain/order.machine';
import { isBeforeTransit, type OrderLegEventType } from '../../src/machines/domain/orderLeg.machine';
import { auditAs } from '../audit';
import type { GraphQLContext } from '../graphql/context';
import { publishChange } from '../graphql/liveRecords';
import { eventOptions } from '../transitions/transitions.options';
import { transition } from '../transitions/transitions.service';
import { transitionMany } from '../transitions/transitions.many';
import { type Actor, type Change, type MachineRecord, rowFinders } from '../transitions/transitions.types';
import { type Actor as OrderActor, requireStaff } from '../auth/actors';
import { type LegChanges, writeLeg } from './orders.legWrite';
import { orderLoaders } from './orders.loaders';
import { orderMachineContext } from './orders.machineContext';
import { findOrder, findOrders, legsOfOrder, legsOfOrders, type OrderLegRow, type OrderRow, ORDER_SELECT } from './orders.rows';
import { notifyOrderState, settleOrders } from './orders.state';

const REASONS: Partial<Record<OrderUserEventType, string>> = {
  'order.submit': 'every leg needs a vehicle, an origin, a destination, a transport method and its requested dates',
  'order.close': 'every leg must be driver-paid or cancelled and every invoice paid',
};

/** Moves one leg as part of an order event (submit, cancel), with the leg's own audit row. */
const moveLeg = async (ctx: GraphQLContext, actor: Actor, leg: OrderLegRow, type: OrderLegEventType, changes: LegChanges) => {
  const { before, after } = await writeLeg(ctx.db, leg, changes);
  await auditAs(ctx, actor, { entityKind: 'Order legs', entityId: leg.id, action: 'UPDATED', event: type, before, after });
  publishChange(ctx, 'orderLegChanged', actor.tenantId, leg.id);
};

type OrderInput = z.output<typeof reasonInputSchema>;
type OrderChange = Change<OrderRow, OrderContext, OrderInput> & { before: OrderRow; after: OrderRow };

/**
 * What an order event does beyond the order: SUBMIT moves the CREATED legs to PROCESSING, CANCEL cancels the legs not
 * yet in transit, the creator hears of the new state and the orders are settled; the legs of all the orders read at once.
 */
const orderEffects = async (ctx: GraphQLContext, changes: readonly OrderChange[]) => {
  const legs = await legsOfOrders(
    ctx.db,
    changes.map((change) => change.before.id),
  );
  for (const { actor, before, type, input, next } of changes) {
    for (const leg of legs.get(before.id) ?? []) {
      if (type === 'order.submit' && leg.status === 'CREATED') await moveLeg(ctx, actor, leg, 'leg.process', { status: 'PROCESSING' });
      if (type === 'order.cancel' && (isBeforeTransit(leg.status) || leg.status === 'ON_HOLD'))
        await moveLeg(ctx, actor, leg, 'leg.cancel', {
          status: 'CANCELLED',
          statusReason: input.reason || `Order ${before.number} cancelled`,
        });
    }
    await notifyOrderState(ctx, actor, before, next.status as OrderStatus);
  }
  if (changes.length > 0)
    await settleOrders(
      ctx,
      changes[0].actor,
      changes.map((change) => change.before.id),
    );
};

/**
 * The order machine's record: SUBMIT moves its CREATED legs to PROCESSING, CANCEL cancels the legs not yet in
 * transit, and every event settles the order (its derived `legs.*` events), all in the caller's transaction.
 */
export const orderRecord: MachineRecord<OrderRow, OrderContext, OrderInput> = {
  entityKind: 'Orders',
  what: 'Order',
  noun: 'order',
  machine: orderMachine,
  ...rowFinders(findOrder),
  table: { name: 'orders', alias: 'o', select: ORDER_SELECT, columns: { state: 'state' } },
  status: 'state',
  events: ORDER_EVENT_BY_NAME,
  eventName: (type) => orderEventName(type as OrderEventType) ?? type,
  context: async (ctx, order, { user }) => orderMachineContext(order, await legsOfOrder(ctx.db, order.id, true), user),
  input: reasonInputSchema,
  event: (type) => ({ type }),
  probe: (type) => ({ type }),
  recordReasons: REASONS,
  audit: (_ctx, { row, next, input }) => ({
    before: { state: row.state },
    after: { state: next.status, ...(input.reason ? { reason: input.reason } : {}) },
  }),
  effects: (ctx, change) => orderEffects(ctx, [change]),
  many: {
    lock: async (ctx, ids) => {
      if (ids.length === 0) return [];
      await ctx.db.query('SELECT 1 FROM orders WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE', [ids]);
      return findOrders(ctx.db, ids);
    },
    find: (ctx, ids) => findOrders(ctx.db, ids),
    contexts: async (ctx, orders, { user }) => {
      const legs = await legsOfOrders(
        ctx.db,
        orders.map((order) => order.id),
        true,
      );
      return new Map(orders.map((order) => [order.id, orderMachineContext(order, legs.get(order.id) ?? [], user)]));
    },
    effects: orderEffects,
  },
  topic: 'orderChanged',
};

/** transitionOrder: staff; the machine's role guards decide the event. */
export const transitionOrder = (ctx: GraphQLContext, args: { id: string; event: string; input?: unknown; version: number }) =>
  transition(ctx, requireStaff(ctx), orderRecord, args);

/** order.submit on an order the caller has just made (createOrder with submit): the same transition. */
export const submitOrder = (ctx: GraphQLContext, actor: OrderActor, order: Pick<OrderRow, 'id' | 'version'>) =>
  transition(ctx, actor, orderRecord, { id: order.id, event: 'SUBMIT', version: order.version });

/**
 * order.submit on many orders the caller has just made (an import's batch): the same transition, set-based through
 * the kit's transitionMany; a refusal of any of them fails the call (the caller retries its orders one by one).
 */
export const submitOrders = async (ctx: GraphQLContext, actor: OrderActor, orders: readonly Pick<OrderRow, 'id' | 'version'>[]) => {
  const { done, refused } = await transitionMany(
    ctx,
    actor,
    orderRecord,
    'SUBMIT',
    orders.map(({ id, version }) => ({ id, version })),
  );
  if (refused.length > 0) throw new Error(`order.submit refused: ${refused[0].message}`);
  return done;
};

/** Order.eventOptions: the order machine asked as transitionOrder asks it, its legs read (not locked) through the request's loader. */
export const orderEventOptions = (ctx: GraphQLContext, actor: Actor, order: OrderRow) =>
  eventOptions(
    ctx,
    actor,
    {
      ...orderRecord,
      context: async (request, row, { user }) => orderMachineContext(row, await orderLoaders(request).legsByOrder.load(row.id), user),
    },
    order,
  );
