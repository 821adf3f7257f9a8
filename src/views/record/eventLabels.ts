/** What an audit row's `event` means, in words: machine events by their button text, others by their name. */
import { type OrderLegEventType, orderLegEventName, orderLegEventTypes } from '../../machines/domain/orderLeg.machine';
import { LEG_EVENT_LABEL } from '../orderLegs/labels';
import { ORDER_EVENT_LABEL } from '../orders/detail/labels';

const OTHER: Record<string, string> = {
  'order.submit': ORDER_EVENT_LABEL.SUBMIT,
  'order.close': ORDER_EVENT_LABEL.CLOSE,
  'order.cancel': ORDER_EVENT_LABEL.CANCEL,
  'legs.allConfirmed': 'All legs confirmed',
  'legs.firstPickedUp': 'First leg picked up',
  'legs.allDone': 'All legs done',
};

const isLegEvent = (event: string): event is OrderLegEventType => (orderLegEventTypes as string[]).includes(event);

/** `order.create` → "Order create" when no better word is known. */
const humanize = (event: string): string => {
  const words = event
    .replace(/[._]/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const eventLabel = (event: string): string =>
  isLegEvent(event) ? LEG_EVENT_LABEL[orderLegEventName(event)] : (OTHER[event] ?? humanize(event));

/** Field names of audit JSON: `confirmedPickupAt` → "Confirmed pickup at". */
export const fieldLabel = (name: string): string => humanize(name);
