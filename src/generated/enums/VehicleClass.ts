export const VehicleClass = {
  FULL_SIZE: 'FULL_SIZE',
  HEAVY_DUTY: 'HEAVY_DUTY',
  LIGHT_DUTY: 'LIGHT_DUTY',
  MED_DUTY: 'MED_DUTY',
  OTHER: 'OTHER',
  SEDAN: 'SEDAN',
  TRAILER: 'TRAILER',
} as const;

export type VehicleClass = (typeof VehicleClass)[keyof typeof VehicleClass];

/** Every VehicleClass, in schema order. */
export const VehicleClassValues = ['FULL_SIZE', 'HEAVY_DUTY', 'LIGHT_DUTY', 'MED_DUTY', 'OTHER', 'SEDAN', 'TRAILER'] as const;
