/** The internal preventability review (docs/domain.md#accidents-and-claims). */
export const Preventability = {
  NOT_PREVENTABLE: 'NOT_PREVENTABLE',
  NOT_REVIEWED: 'NOT_REVIEWED',
  PREVENTABLE: 'PREVENTABLE',
} as const;

export type Preventability = (typeof Preventability)[keyof typeof Preventability];

/** Every Preventability, in schema order. */
export const PreventabilityValues = ['NOT_PREVENTABLE', 'NOT_REVIEWED', 'PREVENTABLE'] as const;
