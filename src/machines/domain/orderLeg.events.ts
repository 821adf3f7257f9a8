/** The leg events, their GraphQL enum names, and the hold reasons. */
import { type LegHoldReason, LegHoldReasonValues } from '../../generated/enums/LegHoldReason';
import type { OrderLegEvent as OrderLegEventEnum } from '../../generated/enums/OrderLegEvent';

export const LEG_HOLD_REASONS = LegHoldReasonValues;
export type { LegHoldReason };

export type OrderLegEvent =
  | { type: 'leg.process' }
  | { type: 'leg.acknowledge' }
  | { type: 'leg.requestConfirmation' }
  | { type: 'leg.confirm'; confirmedPickupAt?: string | null; confirmedDeliveryAt?: string | null }
  | { type: 'leg.clear' }
  | { type: 'leg.awaitTagAndTitle' }
  | { type: 'tagAndTitle.done' }
  | { type: 'leg.assign'; driverId?: string | null; truckingCompanyId?: string | null }
  | { type: 'leg.unassign' }
  | { type: 'leg.pickUp' }
  | { type: 'leg.abort'; reason: string }
  | { type: 'leg.reschedule' }
  | { type: 'leg.atPort' }
  | { type: 'leg.leftPort' }
  | { type: 'leg.toRepair' }
  | { type: 'leg.repaired' }
  | { type: 'leg.toStorage' }
  | { type: 'leg.fromStorage' }
  | { type: 'leg.deliver' }
  | { type: 'leg.invoice' }
  | { type: 'leg.uninvoice' }
  | { type: 'leg.driverPaid' }
  | { type: 'leg.hold'; reason: LegHoldReason }
  | { type: 'hold.release' }
  | { type: 'leg.cancel'; reason: string };

export type OrderLegEventType = OrderLegEvent['type'];

const NAME_BY_TYPE = {
  'leg.process': 'PROCESS',
  'leg.acknowledge': 'ACKNOWLEDGE',
  'leg.requestConfirmation': 'REQUEST_CONFIRMATION',
  'leg.confirm': 'CONFIRM',
  'leg.clear': 'CLEAR',
  'leg.awaitTagAndTitle': 'AWAIT_TAG_AND_TITLE',
  'tagAndTitle.done': 'TAG_AND_TITLE_DONE',
  'leg.assign': 'ASSIGN',
  'leg.unassign': 'UNASSIGN',
  'leg.pickUp': 'PICK_UP',
  'leg.abort': 'ABORT',
  'leg.reschedule': 'RESCHEDULE',
  'leg.atPort': 'AT_PORT',
  'leg.leftPort': 'LEFT_PORT',
  'leg.toRepair': 'TO_REPAIR',
  'leg.repaired': 'REPAIRED',
  'leg.toStorage': 'TO_STORAGE',
  'leg.fromStorage': 'FROM_STORAGE',
  'leg.deliver': 'DELIVER',
  'leg.invoice': 'INVOICE',
  'leg.uninvoice': 'UNINVOICE',
  'leg.driverPaid': 'DRIVER_PAID',
  'leg.hold': 'HOLD',
  'hold.release': 'RELEASE',
  'leg.cancel': 'CANCEL',
} as const satisfies Record<OrderLegEventType, OrderLegEventEnum>;

/** The GraphQL enum names of the leg events. */
export type OrderLegEventName = (typeof NAME_BY_TYPE)[OrderLegEventType];

export const orderLegEventTypes = Object.keys(NAME_BY_TYPE) as OrderLegEventType[];

export const ORDER_LEG_EVENT_BY_NAME = Object.fromEntries(orderLegEventTypes.map((type) => [NAME_BY_TYPE[type], type])) as Record<
  OrderLegEventName,
  OrderLegEventType
>;

export const orderLegEventName = (type: OrderLegEventType): OrderLegEventName => NAME_BY_TYPE[type];

/** Payloads that pass the payload-only guards: the UI asks for the real reason, dates or carrier in its dialog. */
export const probeOrderLegEvent = (type: OrderLegEventType): OrderLegEvent => {
  switch (type) {
    case 'leg.hold':
      return { type, reason: 'OTHER_REASON' };
    case 'leg.cancel':
    case 'leg.abort':
      return { type, reason: 'reason' };
    case 'leg.confirm':
      return { type, confirmedPickupAt: 'date', confirmedDeliveryAt: 'date' };
    case 'leg.assign':
      return { type, driverId: 'chosen', truckingCompanyId: 'chosen' };
    default:
      return { type } as OrderLegEvent;
  }
};
