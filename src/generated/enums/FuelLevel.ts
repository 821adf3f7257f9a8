export const FuelLevel = {
  EMPTY: 'EMPTY',
  FULL: 'FULL',
  HALF: 'HALF',
  ONE_QUARTER: 'ONE_QUARTER',
  THREE_QUARTERS: 'THREE_QUARTERS',
} as const;

export type FuelLevel = (typeof FuelLevel)[keyof typeof FuelLevel];

/** Every FuelLevel, in schema order. */
export const FuelLevelValues = ['EMPTY', 'FULL', 'HALF', 'ONE_QUARTER', 'THREE_QUARTERS'] as const;
