/** A condition report is taken at pickup and at delivery (DOMAIN.md §1): the custody record of a leg's vehicle. */
export const ConditionReportDirection = {
  DELIVERY: 'DELIVERY',
  PICKUP: 'PICKUP',
} as const;

export type ConditionReportDirection = (typeof ConditionReportDirection)[keyof typeof ConditionReportDirection];

/** Every ConditionReportDirection, in schema order. */
export const ConditionReportDirectionValues = ['DELIVERY', 'PICKUP'] as const;
