export const LegPriorityKind = {
  CLIENT: 'CLIENT',
  LEG: 'LEG',
  REGION: 'REGION',
} as const;

export type LegPriorityKind = (typeof LegPriorityKind)[keyof typeof LegPriorityKind];

/** Every LegPriorityKind, in schema order. */
export const LegPriorityKindValues = ['CLIENT', 'LEG', 'REGION'] as const;
