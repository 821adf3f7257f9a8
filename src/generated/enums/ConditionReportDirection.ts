/** A condition report is taken at pickup and at delivery (docs/domain.md#inspections), and at storage check-in and check-out (docs/domain.md#storage; on the leg that carries the vehicle): the custody record of a leg's vehicle. */
export const ConditionReportDirection = {
  CHECK_IN: 'CHECK_IN',
  CHECK_OUT: 'CHECK_OUT',
  DELIVERY: 'DELIVERY',
  PICKUP: 'PICKUP',
} as const;

export type ConditionReportDirection = (typeof ConditionReportDirection)[keyof typeof ConditionReportDirection];

/** Every ConditionReportDirection, in schema order. */
export const ConditionReportDirectionValues = ['CHECK_IN', 'CHECK_OUT', 'DELIVERY', 'PICKUP'] as const;
