/** Money paid out on a settlement; DRIVER_PAY_REVERSAL takes pay back (stored negative). */
export const SettlementPaymentType = {
  ADVANCE: 'ADVANCE',
  DRIVER_EXPENSES: 'DRIVER_EXPENSES',
  DRIVER_PAY: 'DRIVER_PAY',
  DRIVER_PAY_REVERSAL: 'DRIVER_PAY_REVERSAL',
  PRELOAD: 'PRELOAD',
  SAFETY_DEPOSIT: 'SAFETY_DEPOSIT',
} as const;

export type SettlementPaymentType = (typeof SettlementPaymentType)[keyof typeof SettlementPaymentType];

/** Every SettlementPaymentType, in schema order. */
export const SettlementPaymentTypeValues = ['ADVANCE', 'DRIVER_EXPENSES', 'DRIVER_PAY', 'DRIVER_PAY_REVERSAL', 'PRELOAD', 'SAFETY_DEPOSIT'] as const;
