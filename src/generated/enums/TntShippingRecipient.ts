export const TntShippingRecipient = {
  AGENCY: 'AGENCY',
  DRIVER: 'DRIVER',
  OTHER: 'OTHER',
} as const;

export type TntShippingRecipient = (typeof TntShippingRecipient)[keyof typeof TntShippingRecipient];

/** Every TntShippingRecipient, in schema order. */
export const TntShippingRecipientValues = ['AGENCY', 'DRIVER', 'OTHER'] as const;
