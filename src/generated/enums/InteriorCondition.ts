export const InteriorCondition = {
  BURNS: 'BURNS',
  CLEAN: 'CLEAN',
  DIRTY: 'DIRTY',
  STAINS: 'STAINS',
  TORN: 'TORN',
  WORN: 'WORN',
} as const;

export type InteriorCondition = (typeof InteriorCondition)[keyof typeof InteriorCondition];

/** Every InteriorCondition, in schema order. */
export const InteriorConditionValues = ['BURNS', 'CLEAN', 'DIRTY', 'STAINS', 'TORN', 'WORN'] as const;
