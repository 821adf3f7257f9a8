export const PayKind = {
  PERCENT: 'PERCENT',
  PER_MILE: 'PER_MILE',
  PER_MOVE: 'PER_MOVE',
} as const;

export type PayKind = (typeof PayKind)[keyof typeof PayKind];

/** Every PayKind, in schema order. */
export const PayKindValues = ['PERCENT', 'PER_MILE', 'PER_MOVE'] as const;
