/** What made the inspection harder: a report taken in the dark, in rain or on a dirty vehicle may miss damage. */
export const InspectionObstruction = {
  DARK: 'DARK',
  DIRTY: 'DIRTY',
  RAIN: 'RAIN',
} as const;

export type InspectionObstruction = (typeof InspectionObstruction)[keyof typeof InspectionObstruction];

/** Every InspectionObstruction, in schema order. */
export const InspectionObstructionValues = ['DARK', 'DIRTY', 'RAIN'] as const;
