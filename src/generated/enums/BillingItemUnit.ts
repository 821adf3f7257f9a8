/** What a billing item's default price is counted in: each, per day, per distance unit (the tenant's), or a percent (TAX). */
export const BillingItemUnit = {
  EACH: 'EACH',
  PERCENT: 'PERCENT',
  PER_DAY: 'PER_DAY',
  PER_DISTANCE_UNIT: 'PER_DISTANCE_UNIT',
} as const;

export type BillingItemUnit = (typeof BillingItemUnit)[keyof typeof BillingItemUnit];

/** Every BillingItemUnit, in schema order. */
export const BillingItemUnitValues = ['EACH', 'PERCENT', 'PER_DAY', 'PER_DISTANCE_UNIT'] as const;
