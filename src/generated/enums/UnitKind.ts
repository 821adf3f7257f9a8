export const UnitKind = {
  CAR_HAULER: 'CAR_HAULER',
  OTHER: 'OTHER',
  PICKUP: 'PICKUP',
  TOW_TRUCK: 'TOW_TRUCK',
  TRACTOR: 'TRACTOR',
} as const;

export type UnitKind = (typeof UnitKind)[keyof typeof UnitKind];

/** Every UnitKind, in schema order. */
export const UnitKindValues = ['CAR_HAULER', 'OTHER', 'PICKUP', 'TOW_TRUCK', 'TRACTOR'] as const;
