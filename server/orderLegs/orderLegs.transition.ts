import { isOperatorStaff } from '../../src/domain/roles';
import { driverIdOfUser, qualificationFacts } from '../carriers/carriers.public';
import { lockDriver } from '../carriers/carriers.rows';
import { referenceErrors, requireReferences } from '../records/references';
import { type LegTransitionValues, legEventInputSchema, legTransitionInputSchema } from '../../src/machines/domain/orderLeg.inputs';
import {
  assigneeQualification,
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
import { checkInForLeg, checkOutForLeg, type StoragePlacement } from '../storage/storage.public';
import { inviteToSurvey } from '../surveys/surveys.public';
import type { MachineRecord } from '../transitions/transitions.types';
import { transition } from '../transitions/transitions.service';
import { appError, badUserInput } from '../errors';
import { confirmationWindowRules } from '../../src/domain/callCenter/confirmation';
import { fieldErrors } from '../../src/domain/schemas/fieldErrors';
import { requireTransitionActor } from '../auth/actors';
import { checkActualTime } from './orderLegs.actualTime';
import { legNotice } from './orderLegs.notices';
import { LEG_TABLE, settleOrder } from '../orders/orders.public';
import { legMachineContext } from './orderLegs.machineContext';
import { findLeg, findOrder, type OrderLegRow } from '../orders/orders.rows';

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
      return { pickedUpAt: input.actualAt ? new Date(input.actualAt) : now };
    case 'leg.deliver':
      return { deliveredAt: input.actualAt ? new Date(input.actualAt) : now };
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
  'leg.driverPaid': 'the driver is already paid, or the leg has nobody to pay (no driver or trucking company)',
};

/** The leg's events its invoices (server/invoices) and settlements raise; a person never sends them. */
const RECORD_RAISED: readonly OrderLegEventType[] = ['leg.invoice', 'leg.uninvoice', 'leg.driverPaid'];

/**
 * The carriers a leg.assign names exist in the tenant (as the caller sees it), and the driver it leaves on the leg is
 * locked (after the order and the leg), so two assignments of one driver at once are decided one after the other, the
 * second qualifying against the first's leg.
 */
const checkCarriers = async (ctx: GraphQLContext, tenantId: string, type: string, input: LegTransitionValues, row: OrderLegRow) => {
  if (type !== 'leg.assign') return;
  await requireReferences([
    referenceErrors(ctx, tenantId, 'drivers', [{ id: input.driverId, field: 'input.driverId' }]),
    referenceErrors(ctx, tenantId, 'trucking_companies', [{ id: input.truckingCompanyId, field: 'input.truckingCompanyId' }]),
  ]);
  const driverId = input.driverId ?? row.driverId;
  if (driverId) await lockDriver(ctx.db, driverId);
};

/** A confirmed window that ends before it starts or lies in the past is refused, whoever confirms it. */
const checkWindow = (input: LegTransitionValues) => {
  const parsed = confirmationWindowRules().safeParse(input);
  if (!parsed.success)
    throw badUserInput(
      Object.fromEntries(Object.entries(fieldErrors(parsed.error)).map(([path, messages]) => [`input.${path}`, messages])),
    );
};

/**
 * The leg checks its vehicle into or out of storage (a refusal there undoes the move; `placement` is where the yard
 * put it), moves its order (the derived `legs.*` events), then whoever should hear of it is told.
 */
const legEffects =
  (placement: StoragePlacement): NonNullable<MachineRecord<OrderLegRow, OrderLegContext, LegTransitionValues>['effects']> =>
  async (ctx, { actor, before, after, type, input }) => {
    if (type === 'leg.toStorage') await checkInForLeg(ctx, actor, after, input.storageFacilityId, placement);
    if (type === 'leg.fromStorage') await checkOutForLeg(ctx, actor, after);
    await settleOrder(ctx, actor, after.orderId);
    // A delivered leg's delivery contact is asked how it went (issue 31, docs/delivery-surveys.md).
    if (type === 'leg.deliver') await inviteToSurvey(ctx, after);
    await legNotice(ctx, actor, { leg: before, row: after, type: type as OrderLegEventType });
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
  // Row-level security leaves a driver only the legs assigned to their driver row (migration 010).
  lock: async (ctx, id, { user }) => {
    const found = await findLeg(ctx.db, id);
    if (!found || !(isOperatorStaff(user) || found.driverId !== null)) return null;
    // Order before leg, the same lock order as an order's transition, so the two never deadlock.
    if (!(await findOrder(ctx.db, found.orderId, true))) return null;
    return findLeg(ctx.db, found.id, true);
  },
  find: (ctx, id) => findLeg(ctx.db, id),
  // A leg.assign's (or pickUp's) driver or trucking company must be a row of the tenant: BAD_USER_INPUT, never a 5xx.
  check: async (ctx, { actor, row, type, input }) => {
    if (type === 'leg.confirm') checkWindow(input);
    await checkActualTime(ctx, type, input, row);
    await checkCarriers(ctx, actor.tenantId, type, input, row);
  },
  context: async (ctx, row, { user, tenantId }, { type, input }) => {
    const actorDriverId = isOperatorStaff(user) ? null : await driverIdOfUser(ctx, user.id, tenantId);
    const context = legMachineContext(row, user, actorDriverId);
    if (type !== 'leg.assign') return context;
    // The facts of the driver the assignment leaves on the leg: the assign guard asks qualification.ts about them.
    const driverId = input.driverId ?? row.driverId;
    return { ...context, assignee: driverId ? await qualificationFacts(ctx.db, row, driverId) : null };
  },
  input: legTransitionInputSchema,
  event: (type, input) => legEvent(type as OrderLegEventType, input),
  probe: (type) => probeOrderLegEvent(type as OrderLegEventType),
  required: (type, row) => legEventInputSchema(type as OrderLegEventType, row),
  recordReasons: RECORD_REASONS,
  // A leg that needs no tag and title never waits on one; a paid driver is not paid again.
  mootWhenRefused: ['leg.awaitTagAndTitle', 'leg.driverPaid'],
  // Raised by the records that bill and pay the leg (an issued invoice, a paid settlement), never by a button.
  jobEvents: RECORD_RAISED,
  recordReason: (context, event) => {
    const qualification = assigneeQualification(context, event as OrderLegEvent);
    // The refusal's message ends the sentence itself.
    return qualification && !qualification.ok ? `the driver is not qualified. ${qualification.reasons.join(' ').replace(/\.$/, '')}` : null;
  },
  changes: ({ row, type, input, actor, next: { context } }) => ({
    heldFrom: context.heldFrom,
    driverId: context.driverId,
    truckingCompanyId: context.truckingCompanyId,
    tagAndTitleDone: context.tagAndTitleDone,
    driverPaid: context.driverPaid ?? row.driverPaid,
    ...eventChanges(type as OrderLegEventType, input, actor.user.id),
  }),
  auditAction: (type) => (type === 'leg.acknowledge' ? 'ACKNOWLEDGED' : 'UPDATED'),
  effects: legEffects({}),
  topic: 'orderLegChanged',
};

/**
 * The leg as the storage yard's own check-in moves it (storage.legMove.ts): the record checks in with where the yard
 * put the vehicle and its keys, in its one CHECK_IN write.
 */
export const orderLegRecordPlacing = (placement: StoragePlacement): typeof orderLegRecord => ({
  ...orderLegRecord,
  effects: legEffects(placement),
});

/** transitionOrderLeg: staff, and drivers on their own legs (the machine's role guards decide the rest). */
export const transitionOrderLeg = (ctx: GraphQLContext, args: { id: string; event: string; input?: unknown; version: number }) => {
  const actor = requireTransitionActor(ctx);
  const type = ORDER_LEG_EVENT_BY_NAME[args.event as keyof typeof ORDER_LEG_EVENT_BY_NAME];
  if ((RECORD_RAISED as readonly string[]).includes(type))
    throw appError('INVALID_TRANSITION', `${args.event} follows from an invoice or a settlement; it is not sent by hand.`, {
      event: args.event,
      reason: 'RECORD',
    });
  return transition(ctx, actor, orderLegRecord, args);
};
