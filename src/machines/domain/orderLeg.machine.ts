import { and, assign, not, type SnapshotFrom, setup } from 'xstate';
import type { TransportMethod } from '../../generated/enums/TransportMethod';
import type { Role } from '../../domain/roles';
import { type Qualification, type QualificationFacts, qualify } from '../../domain/qualification';
import { actorMay, EDITOR_STAFF_ROLES, type MachineActor, type OrderLegStatus, stepMachine } from './status';

import { LEG_HOLD_REASONS, type OrderLegEvent, type OrderLegEventType, orderLegEventTypes, probeOrderLegEvent } from './orderLeg.events';

export type { OrderLegStatus } from './status';
export {
  LEG_HOLD_REASONS,
  type LegHoldReason,
  ORDER_LEG_EVENT_BY_NAME,
  type OrderLegEvent,
  type OrderLegEventName,
  type OrderLegEventType,
  orderLegEventName,
  orderLegEventTypes,
} from './orderLeg.events';

/** The record's facts the guards read; the server loads them with the stored status. */
export type OrderLegFacts = {
  transportMethod: TransportMethod | null;
  vehicleId: string | null;
  originId: string | null;
  destinationId: string | null;
  hasDates: boolean;
  driverId: string | null;
  truckingCompanyId: string | null;
  pickupReportSubmitted: boolean;
  deliveryReportSubmitted: boolean;
  needsTagAndTitle: boolean;
  tagAndTitleDone: boolean;
  heldFrom: OrderLegStatus | null;
  /** Payment flag (docs/flows.md#payment-flags): the settlement paying the leg was paid before the leg was invoiced. */
  driverPaid?: boolean;
  /**
   * The signed-in user's own driver id (their driver row, not their user id): the server maps the actor to it, and
   * mayMove compares it with the leg's driver.
   */
  actorDriverId?: string | null;
  /**
   * What src/domain/qualification.ts reads about the driver a leg.assign names (the event's or the leg's), loaded by
   * the server with the stored status. Absent where nobody loaded it (the client's list of available events): the
   * dialog asks driverQualification, and the server always loads it before the machine decides.
   */
  assignee?: (QualificationFacts & { driverId: string }) | null;
};

export type OrderLegContext = { actor: MachineActor } & OrderLegFacts;

const BEFORE_TRANSIT = [
  'CREATED',
  'UNACKNOWLEDGED',
  'PROCESSING',
  'PENDING_CONFIRMATION',
  'CALL_CENTER_CONFIRMED',
  'WAITING_ON_TAG_AND_TITLE',
  'CLEARED_FOR_DISPATCH',
  'PENDING_PICKUP',
  'ABORTED',
] as const satisfies readonly OrderLegStatus[];
type BeforeTransit = (typeof BEFORE_TRANSIT)[number];

/** The statuses a leg may be held or cancelled from (ON_HOLD itself is not one: it can be cancelled, not held). */
export const isBeforeTransit = (status: OrderLegStatus): status is BeforeTransit =>
  (BEFORE_TRANSIT as readonly OrderLegStatus[]).includes(status);

const CALL_CENTER: readonly Role[] = ['CALL_CENTER', 'CALL_CENTER_LEAD', 'ADMIN'];
const DISPATCH: readonly Role[] = ['DISPATCH', 'DISPATCH_LEAD', 'ADMIN'];
const TAG_TITLE: readonly Role[] = ['TAG_TITLE', 'TAG_TITLE_LEAD', 'ADMIN'];
const BILLING: readonly Role[] = ['BILLING', 'BILLING_LEAD', 'ACCOUNTING', 'ACCOUNTING_LEAD', 'ADMIN'];
const ACCOUNTING: readonly Role[] = ['ACCOUNTING', 'ACCOUNTING_LEAD', 'ADMIN'];
const STORAGE: readonly Role[] = ['STORAGE', 'STORAGE_LEAD', 'ADMIN'];

const needsDriver = (method: TransportMethod) => method === 'DRIVEN' || method === 'TOW';
const filled = (value: string | null | undefined): boolean => typeof value === 'string' && value.trim() !== '';
const given = <T>(value: T | undefined, fallback: T): T => (value === undefined ? fallback : value);

/**
 * The qualification of the driver a leg.assign would leave on the leg (the event's, else the leg's own), when the
 * context holds that driver's facts; null when no driver is named or nobody loaded the facts.
 */
export const assigneeQualification = (context: OrderLegFacts, event: OrderLegEvent): Qualification | null => {
  if (event.type !== 'leg.assign') return null;
  const driverId = given(event.driverId, context.driverId);
  if (!filled(driverId) || !context.assignee || context.assignee.driverId !== driverId) return null;
  return qualify(context.assignee);
};

const orderLegSetup = setup({
  types: {} as { context: OrderLegContext; events: OrderLegEvent; input: OrderLegContext },
  guards: {
    mayEdit: ({ context }) => actorMay(context.actor, EDITOR_STAFF_ROLES),
    mayConfirm: ({ context }) => actorMay(context.actor, CALL_CENTER),
    mayDispatch: ({ context }) => actorMay(context.actor, DISPATCH),
    // Call center hands a confirmed leg to dispatch; dispatch may also take it (docs/access.md#status-events).
    mayClear: ({ context }) => actorMay(context.actor, [...CALL_CENTER, ...DISPATCH]),
    // The assigned driver moves their own leg (their driver id, which the server maps from the user); dispatch moves any.
    mayMove: ({ context: { actor, driverId, actorDriverId } }) =>
      actorMay(actor, DISPATCH) || (actor.roles.includes('DRIVER') && filled(driverId) && actorDriverId === driverId),
    // The yard checks a vehicle in and out of storage (its check-in or check-out report moves the leg), or dispatch
    // does; the driver hands the vehicle over and does not (server/storage/storage.legs.ts).
    mayStore: ({ context }) => actorMay(context.actor, [...DISPATCH, ...STORAGE]),
    // An aborted pickup is rescheduled by dispatch, or by the call center that agrees the new day with the customer.
    mayReschedule: ({ context }) => actorMay(context.actor, [...CALL_CENTER, ...DISPATCH]),
    mayAwaitTagAndTitle: ({ context }) => actorMay(context.actor, [...TAG_TITLE, ...CALL_CENTER]),
    mayFinishTagAndTitle: ({ context }) => actorMay(context.actor, TAG_TITLE),
    mayInvoice: ({ context }) => actorMay(context.actor, BILLING),
    mayPayDriver: ({ context }) => actorMay(context.actor, ACCOUNTING),
    isComplete: ({ context: c }) => c.transportMethod !== null && c.hasDates && [c.vehicleId, c.originId, c.destinationId].every(filled),
    hasConfirmedDates: ({ event }) => event.type === 'leg.confirm' && filled(event.confirmedPickupAt) && filled(event.confirmedDeliveryAt),
    isTagAndTitleClear: ({ context }) => !context.needsTagAndTitle || context.tagAndTitleDone,
    isTagAndTitlePending: ({ context }) => context.needsTagAndTitle && !context.tagAndTitleDone,
    hasCarrier: ({ context, event }) => {
      if (event.type !== 'leg.assign' || context.transportMethod === null) return false;
      if (context.transportMethod === 'CLIENT_IN') return true;
      if (needsDriver(context.transportMethod)) return filled(given(event.driverId, context.driverId));
      return filled(given(event.truckingCompanyId, context.truckingCompanyId));
    },
    // qualification.ts: an expired licence, a missing medical card, a DISQUALIFIED driver, a class that does not fit
    // the vehicle or an overlapping leg refuses the assignment, whoever sends it (the system actor included).
    isAssigneeQualified: ({ context, event }) => assigneeQualification(context, event)?.ok ?? true,
    hasPickupReport: ({ context }) => context.transportMethod === 'CLIENT_IN' || context.pickupReportSubmitted,
    hasDeliveryReport: ({ context }) => context.transportMethod === 'CLIENT_IN' || context.deliveryReportSubmitted,
    isDriverPaid: ({ context }) => context.driverPaid === true,
    // A leg nobody carried for pay (CLIENT_IN, no driver or trucking company) has nobody to pay: never DRIVER_PAID.
    hasPayee: ({ context }) => filled(context.driverId) || filled(context.truckingCompanyId),
    hasHoldReason: ({ event }) => event.type === 'leg.hold' && (LEG_HOLD_REASONS as readonly string[]).includes(event.reason),
    hasReason: ({ event }) => (event.type === 'leg.cancel' || event.type === 'leg.abort') && filled(event.reason),
    wasHeldFrom: ({ context }, params: { status: OrderLegStatus }) => context.heldFrom === params.status,
  },
  actions: {
    rememberHold: assign((_, params: { from: OrderLegStatus }) => ({ heldFrom: params.from })),
    forgetHold: assign({ heldFrom: null }),
    storeCarrier: assign(({ context, event }) =>
      event.type === 'leg.assign'
        ? {
            driverId: given(event.driverId, context.driverId),
            truckingCompanyId: given(event.truckingCompanyId, context.truckingCompanyId),
          }
        : {},
    ),
    clearCarrier: assign({ driverId: null, truckingCompanyId: null }),
    markTagAndTitleDone: assign({ tagAndTitleDone: true }),
    markDriverPaid: assign({ driverPaid: true }),
  },
});

/** What every state before IN_TRANSIT also takes: hold (remembering where from) and cancel. */
const holdOrCancel = (from: BeforeTransit) =>
  ({
    'leg.hold': {
      guard: and(['mayEdit', 'hasHoldReason']),
      target: 'ON_HOLD',
      actions: { type: 'rememberHold', params: { from } },
    },
    'leg.cancel': { guard: and(['mayEdit', 'hasReason']), target: 'CANCELLED' },
  }) as const;

const move = (target: OrderLegStatus) => ({ guard: 'mayMove', target }) as const;

export const orderLegMachine = orderLegSetup.createMachine({
  id: 'orderLeg',
  context: ({ input }) => input,
  initial: 'CREATED',
  states: {
    CREATED: { on: { 'leg.process': { guard: and(['mayEdit', 'isComplete']), target: 'PROCESSING' }, ...holdOrCancel('CREATED') } },
    UNACKNOWLEDGED: { on: { 'leg.acknowledge': { guard: 'mayEdit', target: 'PROCESSING' }, ...holdOrCancel('UNACKNOWLEDGED') } },
    PROCESSING: {
      on: {
        'leg.requestConfirmation': { guard: and(['mayEdit', 'isComplete']), target: 'PENDING_CONFIRMATION' },
        ...holdOrCancel('PROCESSING'),
      },
    },
    PENDING_CONFIRMATION: {
      on: {
        'leg.confirm': { guard: and(['mayConfirm', 'hasConfirmedDates']), target: 'CALL_CENTER_CONFIRMED' },
        ...holdOrCancel('PENDING_CONFIRMATION'),
      },
    },
    CALL_CENTER_CONFIRMED: {
      on: {
        'leg.clear': { guard: and(['mayClear', 'isTagAndTitleClear']), target: 'CLEARED_FOR_DISPATCH' },
        'leg.awaitTagAndTitle': {
          guard: and(['mayAwaitTagAndTitle', 'isTagAndTitlePending']),
          target: 'WAITING_ON_TAG_AND_TITLE',
        },
        ...holdOrCancel('CALL_CENTER_CONFIRMED'),
      },
    },
    WAITING_ON_TAG_AND_TITLE: {
      on: {
        'tagAndTitle.done': { guard: 'mayFinishTagAndTitle', target: 'CLEARED_FOR_DISPATCH', actions: 'markTagAndTitleDone' },
        ...holdOrCancel('WAITING_ON_TAG_AND_TITLE'),
      },
    },
    CLEARED_FOR_DISPATCH: {
      on: {
        'leg.assign': {
          guard: and(['mayDispatch', 'hasCarrier', 'isAssigneeQualified']),
          target: 'PENDING_PICKUP',
          actions: 'storeCarrier',
        },
        ...holdOrCancel('CLEARED_FOR_DISPATCH'),
      },
    },
    PENDING_PICKUP: {
      on: {
        'leg.unassign': { guard: 'mayDispatch', target: 'CLEARED_FOR_DISPATCH', actions: 'clearCarrier' },
        'leg.pickUp': { guard: and(['mayMove', 'hasPickupReport']), target: 'IN_TRANSIT' },
        'leg.abort': { guard: and(['mayDispatch', 'hasReason']), target: 'ABORTED' },
        ...holdOrCancel('PENDING_PICKUP'),
      },
    },
    ABORTED: {
      on: { 'leg.reschedule': { guard: 'mayReschedule', target: 'PENDING_CONFIRMATION' }, ...holdOrCancel('ABORTED') },
    },
    IN_TRANSIT: {
      on: {
        'leg.atPort': move('PORT_TRANSIT'),
        'leg.toRepair': move('IN_REPAIR'),
        'leg.toStorage': { guard: 'mayStore', target: 'IN_STORAGE' },
        'leg.deliver': { guard: and(['mayMove', 'hasDeliveryReport']), target: 'DELIVERED' },
      },
    },
    PORT_TRANSIT: { on: { 'leg.leftPort': move('IN_TRANSIT') } },
    IN_REPAIR: { on: { 'leg.repaired': move('IN_TRANSIT') } },
    IN_STORAGE: { on: { 'leg.fromStorage': { guard: 'mayStore', target: 'IN_TRANSIT' } } },
    DELIVERED: {
      on: {
        'leg.invoice': [
          { guard: and(['mayInvoice', 'isDriverPaid', 'hasPayee']), target: 'DRIVER_PAID' },
          { guard: 'mayInvoice', target: 'INVOICED' },
        ],
        // Paid before invoiced: only the flag is kept (docs/flows.md#payment-flags).
        'leg.driverPaid': { guard: and(['mayPayDriver', 'hasPayee', not('isDriverPaid')]), actions: 'markDriverPaid' },
      },
    },
    INVOICED: {
      on: {
        'leg.driverPaid': { guard: and(['mayPayDriver', 'hasPayee']), target: 'DRIVER_PAID', actions: 'markDriverPaid' },
        // Its open invoice was cancelled: billable again (docs/flows.md#invoice).
        'leg.uninvoice': { guard: 'mayInvoice', target: 'DELIVERED' },
      },
    },
    DRIVER_PAID: { type: 'final' },
    ON_HOLD: {
      on: {
        // The stored heldFrom column is the history: it survives restoring the machine at ON_HOLD.
        'hold.release': BEFORE_TRANSIT.map((status) => ({
          guard: and(['mayEdit', { type: 'wasHeldFrom', params: { status } }]),
          target: status,
          actions: 'forgetHold',
        })),
        'leg.cancel': { guard: and(['mayEdit', 'hasReason']), target: 'CANCELLED' },
      },
    },
    CANCELLED: { type: 'final' },
  },
});

export type OrderLegSnapshot = SnapshotFrom<typeof orderLegMachine>;

/** The leg at a stored status after one event, with its context (heldFrom, carrier, flags); null when refused. */
export const applyOrderLegEvent = (status: OrderLegStatus, context: OrderLegContext, event: OrderLegEvent) =>
  stepMachine(orderLegMachine, status, context, event);

export const nextOrderLegStatus = (status: OrderLegStatus, context: OrderLegContext, event: OrderLegEvent): OrderLegStatus | null =>
  applyOrderLegEvent(status, context, event)?.status ?? null;

/** The events the actor may send now; events that need a payload count when the role and the record allow them. */
export const availableOrderLegEvents = (status: OrderLegStatus, context: OrderLegContext): OrderLegEventType[] =>
  orderLegEventTypes.filter((type) => applyOrderLegEvent(status, context, probeOrderLegEvent(type)) !== null);
