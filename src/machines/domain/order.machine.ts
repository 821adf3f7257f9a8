import { and, type SnapshotFrom, setup } from 'xstate';
import type { OrderState } from '../../generated/enums/OrderState';
import type { Role } from '../../domain/roles';
import {
  actorMay,
  allLegsConfirmed,
  allLegsDone,
  allLegsSettled,
  anyLegPickedUp,
  EDITOR_STAFF_ROLES,
  isSystemActor,
  type MachineActor,
  type OrderLegStatus,
  SYSTEM_ACTOR,
  stepMachine,
} from './status';

/** The order's status is the GraphQL OrderState. */
export type OrderStatus = OrderState;

/** The order's facts the guards read; the server loads them with the stored status. */
export type OrderFacts = {
  legCount: number;
  legsComplete: boolean;
  legStatuses: OrderLegStatus[];
  invoicesPaid: boolean;
  /**
   * Legs INVOICED with nobody to pay (no driver, no trucking company: a CLIENT_IN leg), which never become
   * DRIVER_PAID (docs/flows.md#invoice): once invoiced they are as settled as a paid leg.
   */
  invoicedWithoutPayee?: number;
};

/** Every open leg settled: DRIVER_PAID, or INVOICED with nobody to pay; at least one. */
const legsSettled = ({ legStatuses, invoicedWithoutPayee = 0 }: OrderFacts): boolean => {
  const open = legStatuses.filter((status) => status !== 'CANCELLED');
  const paid = open.filter((status) => status === 'DRIVER_PAID').length;
  return allLegsSettled(legStatuses) || (open.length > 0 && paid + invoicedWithoutPayee === open.length);
};

export type OrderContext = { actor: MachineActor } & OrderFacts;

/** `legs.*` are derived by the server after each leg transition (deriveOrderEvent); no user sends them. */
export type OrderLegsEvent = { type: 'legs.allConfirmed' } | { type: 'legs.firstPickedUp' } | { type: 'legs.allDone' };
export type OrderEvent = { type: 'order.submit' } | { type: 'order.close' } | { type: 'order.cancel' } | OrderLegsEvent;
export type OrderEventType = OrderEvent['type'];

const ACCOUNTING: readonly Role[] = ['ACCOUNTING', 'ACCOUNTING_LEAD', 'ADMIN'];

export const orderMachine = setup({
  types: {} as { context: OrderContext; events: OrderEvent; input: OrderContext },
  guards: {
    mayEdit: ({ context }) => actorMay(context.actor, EDITOR_STAFF_ROLES),
    mayClose: ({ context }) => actorMay(context.actor, ACCOUNTING),
    isSystem: ({ context }) => isSystemActor(context.actor),
    hasCompleteLegs: ({ context }) => context.legCount > 0 && context.legsComplete,
    legsAllConfirmed: ({ context }) => allLegsConfirmed(context.legStatuses),
    legsFirstPickedUp: ({ context }) => anyLegPickedUp(context.legStatuses),
    legsAllDone: ({ context }) => allLegsDone(context.legStatuses),
    isSettled: ({ context }) => legsSettled(context) && context.invoicesPaid,
  },
}).createMachine({
  id: 'order',
  context: ({ input }) => input,
  initial: 'DRAFT',
  states: {
    DRAFT: {
      on: {
        'order.submit': { guard: and(['mayEdit', 'hasCompleteLegs']), target: 'CALL_CENTER' },
        'order.cancel': { guard: 'mayEdit', target: 'CANCELLED' },
      },
    },
    CALL_CENTER: {
      on: {
        'legs.allConfirmed': { guard: and(['isSystem', 'legsAllConfirmed']), target: 'DISPATCH' },
        'order.cancel': { guard: 'mayEdit', target: 'CANCELLED' },
      },
    },
    DISPATCH: {
      on: {
        'legs.firstPickedUp': { guard: and(['isSystem', 'legsFirstPickedUp']), target: 'ACTIVE' },
        'order.cancel': { guard: 'mayEdit', target: 'CANCELLED' },
      },
    },
    ACTIVE: { on: { 'legs.allDone': { guard: and(['isSystem', 'legsAllDone']), target: 'SETTLING' } } },
    SETTLING: { on: { 'order.close': { guard: and(['mayClose', 'isSettled']), target: 'CLOSED' } } },
    CLOSED: { type: 'final' },
    CANCELLED: { type: 'final' },
  },
});

export type OrderSnapshot = SnapshotFrom<typeof orderMachine>;

const NAME_BY_TYPE = {
  'order.submit': 'SUBMIT',
  'order.close': 'CLOSE',
  'order.cancel': 'CANCEL',
} as const satisfies Record<Exclude<OrderEventType, OrderLegsEvent['type']>, string>;

/** The GraphQL enum names of the events users send. */
export type OrderEventName = (typeof NAME_BY_TYPE)[keyof typeof NAME_BY_TYPE];
export type OrderUserEventType = keyof typeof NAME_BY_TYPE;

export const orderEventTypes: OrderEventType[] = [
  'order.submit',
  'order.close',
  'order.cancel',
  'legs.allConfirmed',
  'legs.firstPickedUp',
  'legs.allDone',
];

export const ORDER_EVENT_BY_NAME: Record<OrderEventName, OrderUserEventType> = {
  SUBMIT: 'order.submit',
  CLOSE: 'order.close',
  CANCEL: 'order.cancel',
};

/** Null for the derived `legs.*` events, which have no GraphQL name. */
export const orderEventName = (type: OrderEventType): OrderEventName | null =>
  type in NAME_BY_TYPE ? NAME_BY_TYPE[type as OrderUserEventType] : null;

export const nextOrderStatus = (status: OrderStatus, context: OrderContext, event: OrderEvent): OrderStatus | null =>
  stepMachine(orderMachine, status, context, event)?.status ?? null;

/** The events the actor may send now (none of the `legs.*` unless the actor is the system). */
export const availableOrderEvents = (status: OrderStatus, context: OrderContext): OrderEventType[] =>
  orderEventTypes.filter((type) => nextOrderStatus(status, context, { type }) !== null);

const LEGS_EVENTS: OrderLegsEvent[] = [{ type: 'legs.allConfirmed' }, { type: 'legs.firstPickedUp' }, { type: 'legs.allDone' }];

/**
 * The system acting on an order whose one leg is settled and whose invoices are paid: every guard passes, so every
 * event the machine has goes through (replays of recorded history, graph traversals).
 */
export const SETTLED_ORDER_CONTEXT: OrderContext = {
  actor: SYSTEM_ACTOR,
  legCount: 1,
  legsComplete: true,
  legStatuses: ['DRIVER_PAID'],
  invoicesPaid: true,
};

/**
 * The `legs.*` event the order takes after a leg transition, or null. Apply it and ask again: a last leg confirmed
 * while another is already in transit moves the order from CALL_CENTER through DISPATCH to ACTIVE.
 */
export const deriveOrderEvent = (orderStatus: OrderStatus, legStatuses: readonly OrderLegStatus[]): OrderLegsEvent | null => {
  const context: OrderContext = {
    actor: SYSTEM_ACTOR,
    legCount: legStatuses.length,
    legsComplete: true,
    legStatuses: [...legStatuses],
    invoicesPaid: false,
  };
  return LEGS_EVENTS.find((event) => nextOrderStatus(orderStatus, context, event) !== null) ?? null;
};
