export const PaymentMethod = {
  ACH: 'ACH',
  CARD: 'CARD',
  CASH: 'CASH',
  CHECK: 'CHECK',
  OTHER: 'OTHER',
  WIRE: 'WIRE',
} as const;

export type PaymentMethod = (typeof PaymentMethod)[keyof typeof PaymentMethod];

/** Every PaymentMethod, in schema order. */
export const PaymentMethodValues = ['ACH', 'CARD', 'CASH', 'CHECK', 'OTHER', 'WIRE'] as const;
