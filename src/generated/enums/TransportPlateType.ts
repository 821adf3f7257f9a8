export const TransportPlateType = {
  DEALER: 'DEALER',
  MANUFACTURER: 'MANUFACTURER',
  TRANSPORTER: 'TRANSPORTER',
} as const;

export type TransportPlateType = (typeof TransportPlateType)[keyof typeof TransportPlateType];

/** Every TransportPlateType, in schema order. */
export const TransportPlateTypeValues = ['DEALER', 'MANUFACTURER', 'TRANSPORTER'] as const;
