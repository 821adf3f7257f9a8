export const FuelRateOrderByColumn = {
  EFFECTIVE_FROM: 'EFFECTIVE_FROM',
  PRICE_PER_UNIT: 'PRICE_PER_UNIT',
} as const;

export type FuelRateOrderByColumn = (typeof FuelRateOrderByColumn)[keyof typeof FuelRateOrderByColumn];

/** Every FuelRateOrderByColumn, in schema order. */
export const FuelRateOrderByColumnValues = ['EFFECTIVE_FROM', 'PRICE_PER_UNIT'] as const;
