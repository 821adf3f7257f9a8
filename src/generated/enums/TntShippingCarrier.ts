export const TntShippingCarrier = {
  FEDEX: 'FEDEX',
  LOCAL_PICKUP: 'LOCAL_PICKUP',
  OTHER: 'OTHER',
  UPS: 'UPS',
  USPS: 'USPS',
} as const;

export type TntShippingCarrier = (typeof TntShippingCarrier)[keyof typeof TntShippingCarrier];

/** Every TntShippingCarrier, in schema order. */
export const TntShippingCarrierValues = ['FEDEX', 'LOCAL_PICKUP', 'OTHER', 'UPS', 'USPS'] as const;
