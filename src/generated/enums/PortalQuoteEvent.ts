export const PortalQuoteEvent = {
  ACCEPT: 'ACCEPT',
  DECLINE: 'DECLINE',
} as const;

export type PortalQuoteEvent = (typeof PortalQuoteEvent)[keyof typeof PortalQuoteEvent];

/** Every PortalQuoteEvent, in schema order. */
export const PortalQuoteEventValues = ['ACCEPT', 'DECLINE'] as const;
