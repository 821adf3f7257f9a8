/** The e-mails a leg's log can send, each filled from the leg. */
export const CommunicationTemplate = {
  DELAY_NOTICE: 'DELAY_NOTICE',
  DELIVERY_WINDOW: 'DELIVERY_WINDOW',
  PICKUP_CONFIRMATION: 'PICKUP_CONFIRMATION',
} as const;

export type CommunicationTemplate = (typeof CommunicationTemplate)[keyof typeof CommunicationTemplate];

/** Every CommunicationTemplate, in schema order. */
export const CommunicationTemplateValues = ['DELAY_NOTICE', 'DELIVERY_WINDOW', 'PICKUP_CONFIRMATION'] as const;
