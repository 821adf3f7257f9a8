import {
  applyOrderLegEvent,
  type OrderLegContext,
  type OrderLegEvent,
  type OrderLegEventType,
  type OrderLegStatus,
  orderLegEventName,
  orderLegMachine,
} from '../../src/machines/domain/orderLeg.machine';
import { probeOrderLegEvent } from '../../src/machines/domain/orderLeg.events';
import { SYSTEM_ACTOR } from '../../src/machines/domain/status';
import { appError, badUserInput } from '../graphql/errors';

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

/** The payload fields an event needs, as Laravel-style input paths with their messages. */
const payloadErrors = (event: OrderLegEvent, context: OrderLegContext): Record<string, string[]> => {
  switch (event.type) {
    case 'leg.hold':
      return { 'input.holdReason': ['The hold reason field is required.'] };
    case 'leg.cancel':
    case 'leg.abort':
      return { 'input.reason': ['The reason field is required.'] };
    case 'leg.confirm':
      return Object.fromEntries(
        (['confirmedPickupAt', 'confirmedDeliveryAt'] as const)
          .filter((field) => !event[field])
          .map((field) => [`input.${field}`, [`The ${field === 'confirmedPickupAt' ? 'confirmed pickup' : 'confirmed delivery'} date is required.`]]),
      );
    case 'leg.assign':
      return context.transportMethod === 'TRUCKED'
        ? { 'input.truckingCompanyId': ['A trucking company is required to assign a TRUCKED leg.'] }
        : { 'input.driverId': [`A driver is required to assign a ${context.transportMethod} leg.`] };
    default:
      return {};
  }
};

/**
 * The error for an event the machine refused: by role (the system actor would pass), by a missing payload
 * (BAD_USER_INPUT with field errors), by the record, or because the status takes no such event.
 */
export const legRefusal = (status: OrderLegStatus, context: OrderLegContext, event: OrderLegEvent) => {
  const name = orderLegEventName(event.type);
  const details = { event: name, status };
  const asSystem = { ...context, actor: SYSTEM_ACTOR };
  const probe = probeOrderLegEvent(event.type);
  const errors = payloadErrors(event, context);
  if (Object.keys(errors).length > 0 && applyOrderLegEvent(status, context, probe)) return badUserInput(errors);
  if (applyOrderLegEvent(status, asSystem, event) || applyOrderLegEvent(status, asSystem, probe))
    return appError('INVALID_TRANSITION', `Your role may not send ${name} to a leg that is ${status}.`, { ...details, reason: 'ROLE' });
  if (orderLegMachine.states[status].ownEvents.includes(event.type)) {
    const why = RECORD_REASONS[event.type] ?? 'the record does not allow it';
    return appError('INVALID_TRANSITION', `${name} is not possible for this ${status} leg: ${why}.`, { ...details, reason: 'RECORD' });
  }
  return appError('INVALID_TRANSITION', `A leg that is ${status} cannot take ${name}.`, { ...details, reason: 'STATUS' });
};
