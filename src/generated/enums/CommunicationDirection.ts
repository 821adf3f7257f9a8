export const CommunicationDirection = {
  INBOUND: 'INBOUND',
  OUTBOUND: 'OUTBOUND',
} as const;

export type CommunicationDirection = (typeof CommunicationDirection)[keyof typeof CommunicationDirection];

/** Every CommunicationDirection, in schema order. */
export const CommunicationDirectionValues = ['INBOUND', 'OUTBOUND'] as const;
