import { isOperatorStaff } from '../../src/domain/roles';
import type { LegTransitionInput, MutationTransitionOrderLegArgs } from '../../src/generated/resolvers';
import {
  applyOrderLegEvent,
  type LegHoldReason,
  ORDER_LEG_EVENT_BY_NAME,
  type OrderLegEvent,
  type OrderLegEventType,
} from '../../src/machines/domain/orderLeg.machine';
import { auditAs } from '../audit';
import type { AuthUser } from '../auth/users';
import type { GraphQLContext } from '../graphql/context';
import { badUserInput, checkVersion, notFound } from '../graphql/errors';
import type { OrderLegRow } from '../graphql/rows';
import { carrierIdErrors, checkId, requireTransitionActor } from './access';
import { legMachineContext } from './legContext';
import { notifyLegEvent } from './legNotices';
import { legRefusal } from './legRefusal';
import { changedOnly, type LegChanges, writeLeg } from './legWrite';
import { settleOrder } from './orderState';
import { findLeg, findOrder } from './rows';

const MAX_REASON = 1000;

/** The machine event of a GraphQL event and its payload; malformed ids and over-long reasons are field errors. */
const legEvent = (type: OrderLegEventType, input: LegTransitionInput): OrderLegEvent => {
  const errors = carrierIdErrors(input);
  if ((input.reason ?? '').length > MAX_REASON) errors['input.reason'] = [`The reason may not be greater than ${MAX_REASON} characters.`];
  const { confirmedPickupAt: pickup, confirmedDeliveryAt: delivery } = input;
  if (pickup && delivery && Date.parse(delivery) < Date.parse(pickup))
    errors['input.confirmedDeliveryAt'] = ['The confirmed delivery must not be before the confirmed pickup.'];
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
  switch (type) {
    case 'leg.hold':
      return { type, reason: (input.holdReason ?? '') as LegHoldReason };
    case 'leg.cancel':
    case 'leg.abort':
      return { type, reason: input.reason ?? '' };
    case 'leg.confirm':
      return { type, confirmedPickupAt: pickup ?? null, confirmedDeliveryAt: delivery ?? null };
    case 'leg.assign':
      // Null or absent keeps the carrier already on the leg (set by updateOrderLeg).
      return { type, driverId: input.driverId ?? undefined, truckingCompanyId: input.truckingCompanyId ?? undefined };
    default:
      return { type } as OrderLegEvent;
  }
};

/** What the event writes beside the status and the machine's context (hold, carrier, flags). */
const eventChanges = (type: OrderLegEventType, input: LegTransitionInput, user: AuthUser): LegChanges => {
  const now = new Date();
  switch (type) {
    case 'leg.hold':
      return { holdReason: input.holdReason, statusReason: input.reason?.trim() || null };
    case 'hold.release':
    case 'leg.reschedule':
      return { holdReason: null, statusReason: null };
    case 'leg.cancel':
    case 'leg.abort':
      return { statusReason: input.reason?.trim() };
    case 'leg.confirm':
      return { confirmedPickupAt: input.confirmedPickupAt, confirmedDeliveryAt: input.confirmedDeliveryAt };
    case 'leg.acknowledge':
      return { acknowledgedAt: now, acknowledgedBy: user.id };
    case 'leg.pickUp':
      return { pickedUpAt: now };
    case 'leg.deliver':
      return { deliveredAt: now };
    default:
      return {};
  }
};

/** A driver sees only the legs assigned to them; other legs are not found. */
const visible = (user: AuthUser, leg: OrderLegRow) => isOperatorStaff(user) || leg.driverId === user.id;

/**
 * One leg event in the request's transaction: lock, version check (before the machine, so a stale client gets
 * CONFLICT), the shared machine's decision, the write, its audit row, the derived order event, notifications,
 * and orderLegChanged/orderChanged after commit.
 */
export const transitionOrderLeg = async (ctx: GraphQLContext, args: MutationTransitionOrderLegArgs): Promise<OrderLegRow> => {
  const actor = requireTransitionActor(ctx);
  const { user, tenantId } = actor;
  const found = await findLeg(ctx.db, checkId(args.id, 'Order leg'));
  if (!found || !visible(user, found)) throw notFound('Order leg');
  // Order before leg, the same lock order as transitionOrder, so the two never deadlock.
  const order = await findOrder(ctx.db, found.orderId, true);
  if (!order) throw notFound('Order leg');
  const leg = checkVersion(await findLeg(ctx.db, found.id, true), args.version, 'Order leg');
  const type = ORDER_LEG_EVENT_BY_NAME[args.event];
  const input = args.input ?? {};
  const event = legEvent(type, input);
  const context = legMachineContext(leg, user);
  const next = applyOrderLegEvent(leg.status, context, event);
  if (!next) throw legRefusal(leg.status, context, event);
  const machine = next.context;
  const changes = changedOnly(leg, {
    heldFrom: machine.heldFrom,
    driverId: machine.driverId,
    truckingCompanyId: machine.truckingCompanyId,
    tagAndTitleDone: machine.tagAndTitleDone,
    driverPaid: machine.driverPaid ?? leg.driverPaid,
    ...eventChanges(type, input, user),
  });
  const { row, before, after } = await writeLeg(ctx.db, leg, { status: next.status, ...changes });
  await auditAs(ctx, { tenantId, user }, {
    entityKind: 'Order legs',
    entityId: leg.id,
    action: type === 'leg.acknowledge' ? 'ACKNOWLEDGED' : 'UPDATED',
    event: type,
    before,
    after,
  });
  await settleOrder(ctx, actor, leg.orderId);
  await notifyLegEvent(ctx, actor, { leg, row, type, createdBy: order.createdBy });
  ctx.afterCommit(() => ctx.events.publish('orderLegChanged', tenantId, { id: leg.id }));
  return row;
};
