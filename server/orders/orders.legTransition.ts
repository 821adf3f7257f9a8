import { isOperatorStaff } from '../../src/domain/roles';
import { type LegTransitionValues, legEventInputSchema, legTransitionInputSchema } from '../../src/machines/domain/eventInputs';
import {
  type LegHoldReason,
  ORDER_LEG_EVENT_BY_NAME,
  type OrderLegContext,
  type OrderLegEvent,
  type OrderLegEventType,
  orderLegEventName,
  orderLegMachine,
} from '../../src/machines/domain/orderLeg.machine';
import { probeOrderLegEvent } from '../../src/machines/domain/orderLeg.events';
import type { GraphQLContext } from '../graphql/context';
import type { MachineRecord } from '../transitions/transitions.types';
import { transition } from '../transitions/transitions.service';
import { requireTransitionActor } from './orders.access';
import { legNotice } from './orders.legNotices';
import { LEG_TABLE } from './orders.legWrite';
import { legMachineContext } from './orders.machineContext';
import { findLeg, findOrder, type OrderLegRow } from './orders.rows';
import { settleOrder } from './orders.state';

/** The machine event of a leg event type and its (parsed) input. */
const legEvent = (type: OrderLegEventType, input: LegTransitionValues): OrderLegEvent => {
  switch (type) {
    case 'leg.hold':
      return { type, reason: (input.holdReason ?? '') as LegHoldReason };
    case 'leg.cancel':
    case 'leg.abort':
      return { type, reason: input.reason ?? '' };
    case 'leg.confirm':
      return { type, confirmedPickupAt: input.confirmedPickupAt ?? null, confirmedDeliveryAt: input.confirmedDeliveryAt ?? null };
    case 'leg.assign':
      // Null or absent keeps the carrier already on the leg (set by updateOrderLeg).
      return { type, driverId: input.driverId ?? undefined, truckingCompanyId: input.truckingCompanyId ?? undefined };
    default:
      return { type } as OrderLegEvent;
  }
};

/** What the event writes beside the status and the machine's context (hold, reasons, dates, who and when). */
const eventChanges = (type: OrderLegEventType, input: LegTransitionValues, userId: string): Record<string, unknown> => {
  const now = new Date();
  switch (type) {
    case 'leg.hold':
      return { holdReason: input.holdReason, statusReason: input.reason };
    case 'hold.release':
    case 'leg.reschedule':
      return { holdReason: null, statusReason: null };
    case 'leg.cancel':
    case 'leg.abort':
      return { statusReason: input.reason };
    case 'leg.confirm':
      return { confirmedPickupAt: input.confirmedPickupAt, confirmedDeliveryAt: input.confirmedDeliveryAt };
    case 'leg.acknowledge':
      return { acknowledgedAt: now, acknowledgedBy: userId };
    case 'leg.pickUp':
      return { pickedUpAt: now };
    case 'leg.deliver':
      return { deliveredAt: now };
    default:
      return {};
  }
};

/** Why the record (not the role) refuses an event the status takes. */
const RECORD_REASONS: Partial<Record<OrderLegEventType, string>> = {
  'leg.process': 'the leg needs a vehicle, an origin, a destination, a transport method and its requested dates',
  'leg.requestConfirmation': 'the leg needs a vehicle, an origin, a destination, a transport method and its requested dates',
  'leg.clear': 'its tag and title is not done yet',
  'leg.awaitTagAndTitle': 'the leg needs no tag and title',
  'leg.pickUp': 'the pickup condition report is not submitted',
  'leg.deliver': 'the delivery condition report is not submitted',
  'leg.driverPaid': 'the driver is already paid',
};

/** The order-leg machine's record. A driver sees only the legs assigned to them; other legs are not found. */
export const orderLegRecord: MachineRecord<OrderLegRow, OrderLegContext, LegTransitionValues> = {
  entityKind: 'Order legs',
  what: 'Order leg',
  noun: 'leg',
  machine: orderLegMachine,
  table: LEG_TABLE,
  status: 'status',
  events: ORDER_LEG_EVENT_BY_NAME,
  eventName: (type) => orderLegEventName(type as OrderLegEventType),
  lock: async (ctx, id, { user }) => {
    const found = await findLeg(ctx.db, id);
    if (!found || !(isOperatorStaff(user) || found.driverId === user.id)) return null;
    // Order before leg, the same lock order as an order's transition, so the two never deadlock.
    if (!(await findOrder(ctx.db, found.orderId, true))) return null;
    return findLeg(ctx.db, found.id, true);
  },
  find: (ctx, id) => findLeg(ctx.db, id),
  context: (_ctx, row, { user }) => legMachineContext(row, user),
  input: legTransitionInputSchema,
  event: (type, input) => legEvent(type as OrderLegEventType, input),
  probe: (type) => probeOrderLegEvent(type as OrderLegEventType),
  required: (type, row) => legEventInputSchema(type as OrderLegEventType, row),
  recordReasons: RECORD_REASONS,
  changes: ({ row, type, input, actor, next: { context } }) => ({
    heldFrom: context.heldFrom,
    driverId: context.driverId,
    truckingCompanyId: context.truckingCompanyId,
    tagAndTitleDone: context.tagAndTitleDone,
    driverPaid: context.driverPaid ?? row.driverPaid,
    ...eventChanges(type as OrderLegEventType, input, actor.user.id),
  }),
  auditAction: (type) => (type === 'leg.acknowledge' ? 'ACKNOWLEDGED' : 'UPDATED'),
  // The leg moves its order (the derived `legs.*` events), then whoever should hear of it is told.
  effects: async (ctx, { actor, before, after, type }) => {
    await settleOrder(ctx, actor, after.orderId);
    await legNotice(ctx, actor, { leg: before, row: after, type: type as OrderLegEventType });
  },
  topic: 'orderLegChanged',
};

/** transitionOrderLeg: staff, and drivers on their own legs (the machine's role guards decide the rest). */
export const transitionOrderLeg = (ctx: GraphQLContext, args: { id: string; event: string; input?: unknown; version: number }) =>
  transition(ctx, requireTransitionActor(ctx), orderLegRecord, args);
