export const DriverContactType = {
  EMERGENCY: 'EMERGENCY',
  PRIMARY: 'PRIMARY',
} as const;

export type DriverContactType = (typeof DriverContactType)[keyof typeof DriverContactType];

/** Every DriverContactType, in schema order. */
export const DriverContactTypeValues = ['EMERGENCY', 'PRIMARY'] as const;
