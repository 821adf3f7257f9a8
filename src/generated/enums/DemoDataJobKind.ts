/** What a demo data job does: LOAD fills an empty tenant; RESET removes the tenant's operational data, then loads. */
export const DemoDataJobKind = {
  LOAD: 'LOAD',
  RESET: 'RESET',
} as const;

export type DemoDataJobKind = (typeof DemoDataJobKind)[keyof typeof DemoDataJobKind];

/** Every DemoDataJobKind, in schema order. */
export const DemoDataJobKindValues = ['LOAD', 'RESET'] as const;
