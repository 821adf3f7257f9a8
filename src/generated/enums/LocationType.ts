export const LocationType = {
  BILLING: 'BILLING',
  COMMERCIAL: 'COMMERCIAL',
  HUB: 'HUB',
  PORT: 'PORT',
  REGISTRATION: 'REGISTRATION',
  REPAIR: 'REPAIR',
  RESIDENCE: 'RESIDENCE',
  STORAGE: 'STORAGE',
} as const;

export type LocationType = (typeof LocationType)[keyof typeof LocationType];

/** Every LocationType, in schema order. */
export const LocationTypeValues = ['BILLING', 'COMMERCIAL', 'HUB', 'PORT', 'REGISTRATION', 'REPAIR', 'RESIDENCE', 'STORAGE'] as const;
