export const FuelType = {
  DIESEL: 'DIESEL',
  ELECTRIC: 'ELECTRIC',
  REGULAR: 'REGULAR',
  UNKNOWN: 'UNKNOWN',
} as const;

export type FuelType = (typeof FuelType)[keyof typeof FuelType];

/** Every FuelType, in schema order. */
export const FuelTypeValues = ['DIESEL', 'ELECTRIC', 'REGULAR', 'UNKNOWN'] as const;
