/** What an inspection checks. */
export const InspectionCheck = {
  EMISSIONS: 'EMISSIONS',
  SAFETY: 'SAFETY',
  VIN: 'VIN',
} as const;

export type InspectionCheck = (typeof InspectionCheck)[keyof typeof InspectionCheck];

/** Every InspectionCheck, in schema order. */
export const InspectionCheckValues = ['EMISSIONS', 'SAFETY', 'VIN'] as const;
