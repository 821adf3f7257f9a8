/** What an audit row's `event` means, in words: machine events by their button text, others by their name. */
import { type OrderLegEventType, orderLegEventName, orderLegEventTypes } from '../../../machines/domain/orderLeg.machine';
import { LEG_EVENT_LABEL } from './legLabels';
import { ORDER_EVENT_LABEL } from './orderLabels';

const OTHER: Record<string, string> = {
  'order.submit': ORDER_EVENT_LABEL.SUBMIT,
  'order.close': ORDER_EVENT_LABEL.CLOSE,
  'order.cancel': ORDER_EVENT_LABEL.CANCEL,
  'legs.allConfirmed': 'All legs confirmed',
  'legs.firstPickedUp': 'First leg picked up',
  'legs.allDone': 'All legs done',
};

const isLegEvent = (event: string): event is OrderLegEventType => (orderLegEventTypes as string[]).includes(event);

/** `confirmedPickupAt` → "Confirmed pickup at". */
const humanize = (event: string): string => {
  const words = event
    .replace(/[._]/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The things audit rows name (`<noun>.<verb>`), as a person says them. */
const NOUN: Record<string, string> = {
  order: 'Order',
  leg: 'Leg',
  quote: 'Quote',
  vehicle: 'Vehicle',
  location: 'Location',
  client: 'Client',
  customer: 'Customer',
  comment: 'Comment',
  alert: 'Alert',
  media: 'File',
  avatar: 'Photo',
  contact: 'Contact',
  token: 'Access token',
  driver: 'Driver',
  unit: 'Unit',
  truckingCompany: 'Trucking company',
};

const VERB: Record<string, string> = {
  create: 'created',
  update: 'edited',
  delete: 'deleted',
  restore: 'restored',
  archive: 'archived',
  upload: 'uploaded',
  submit: 'submitted',
  acknowledge: 'acknowledged',
  revoke: 'revoked',
  expire: 'expired',
  disqualify: 'disqualified',
  reinstate: 'reinstated',
};

/** Where "created" reads wrong: things are added to an order, a note is written. */
const PHRASE: Record<string, string> = {
  'vehicle.create': 'Vehicle added',
  'location.create': 'Location added',
  'comment.create': 'Comment added',
  'alert.create': 'Alert raised',
  'order.note': 'Note added',
  'media.upload': 'File uploaded',
  'driver.legPriority': 'Leg priority changed',
  'driver.dscVisibility': 'Open-leg visibility changed',
};

/** `vehicle.create` → "Vehicle added", `order.update` → "Order edited"; anything unknown in plain words, never dotted. */
const spoken = (event: string): string => {
  if (PHRASE[event]) return PHRASE[event];
  const [noun, verb] = event.split('.');
  if (noun && verb && NOUN[noun] && VERB[verb]) return `${NOUN[noun]} ${VERB[verb]}`;
  return humanize(event);
};

export const eventLabel = (event: string): string =>
  isLegEvent(event) ? LEG_EVENT_LABEL[orderLegEventName(event)] : (OTHER[event] ?? spoken(event));

/** Field names of audit JSON: `confirmedPickupAt` → "Confirmed pickup at". */
export const fieldLabel = (name: string): string => humanize(name);
