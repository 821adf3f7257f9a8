import type { CommunicationChannel } from '../../generated/enums/CommunicationChannel';
import type { CommunicationDirection } from '../../generated/enums/CommunicationDirection';
import type { CommunicationOutcome } from '../../generated/enums/CommunicationOutcome';
import type { CommunicationTemplate } from '../../generated/enums/CommunicationTemplate';

/** The log's words for its enum values. */
export const DIRECTION_LABEL: Record<CommunicationDirection, string> = { INBOUND: 'Inbound', OUTBOUND: 'Outbound' };

export const CHANNEL_LABEL: Record<CommunicationChannel, string> = {
  CALL: 'Call',
  EMAIL: 'E-mail',
  SMS: 'SMS',
  PORTAL_MESSAGE: 'Portal message',
};

export const OUTCOME_LABEL: Record<CommunicationOutcome, string> = {
  REACHED: 'Reached',
  LEFT_MESSAGE: 'Left message',
  NO_ANSWER: 'No answer',
  WRONG_NUMBER: 'Wrong number',
  REFUSED: 'Refused',
};

export const TEMPLATE_LABEL: Record<CommunicationTemplate, string> = {
  PICKUP_CONFIRMATION: 'Pickup confirmation',
  DELIVERY_WINDOW: 'Delivery window',
  DELAY_NOTICE: 'Delay notice',
};
