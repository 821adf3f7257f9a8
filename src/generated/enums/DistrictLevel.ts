/** Where a district's requirement comes from: the state or province, or the county (which adds or overrides). */
export const DistrictLevel = {
  COUNTY: 'COUNTY',
  STATE: 'STATE',
} as const;

export type DistrictLevel = (typeof DistrictLevel)[keyof typeof DistrictLevel];

/** Every DistrictLevel, in schema order. */
export const DistrictLevelValues = ['COUNTY', 'STATE'] as const;
