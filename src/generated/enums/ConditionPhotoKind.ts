/** What a capture photo shows. Signatures are stored as SIGNATURES media, the rest as CONDITION_REPORTS. */
export const ConditionPhotoKind = {
  CUSTOMER_SIGNATURE: 'CUSTOMER_SIGNATURE',
  DAMAGE: 'DAMAGE',
  DRIVER_SIGNATURE: 'DRIVER_SIGNATURE',
  KEYS: 'KEYS',
  ODOMETER: 'ODOMETER',
  VEHICLE: 'VEHICLE',
  VIN: 'VIN',
} as const;

export type ConditionPhotoKind = (typeof ConditionPhotoKind)[keyof typeof ConditionPhotoKind];

/** Every ConditionPhotoKind, in schema order. */
export const ConditionPhotoKindValues = ['CUSTOMER_SIGNATURE', 'DAMAGE', 'DRIVER_SIGNATURE', 'KEYS', 'ODOMETER', 'VEHICLE', 'VIN'] as const;
