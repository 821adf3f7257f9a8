/** How old an open invoice's balance is, by days past its due date. */
export const AgingBucket = {
  CURRENT: 'CURRENT',
  DAYS_1_30: 'DAYS_1_30',
  DAYS_31_60: 'DAYS_31_60',
  DAYS_61_90: 'DAYS_61_90',
  DAYS_90_PLUS: 'DAYS_90_PLUS',
} as const;

export type AgingBucket = (typeof AgingBucket)[keyof typeof AgingBucket];

/** Every AgingBucket, in schema order. */
export const AgingBucketValues = ['CURRENT', 'DAYS_1_30', 'DAYS_31_60', 'DAYS_61_90', 'DAYS_90_PLUS'] as const;
