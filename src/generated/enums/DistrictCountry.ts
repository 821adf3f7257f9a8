export const DistrictCountry = {
  CA: 'CA',
  US: 'US',
} as const;

export type DistrictCountry = (typeof DistrictCountry)[keyof typeof DistrictCountry];

/** Every DistrictCountry, in schema order. */
export const DistrictCountryValues = ['CA', 'US'] as const;
