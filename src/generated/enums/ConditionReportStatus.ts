/** PENDING → SUBMITTED → ACCEPTED, or SUBMITTED → REJECTED (reason) → SUBMITTED again (docs/flows.md#condition-report). */
export const ConditionReportStatus = {
  ACCEPTED: 'ACCEPTED',
  PENDING: 'PENDING',
  REJECTED: 'REJECTED',
  SUBMITTED: 'SUBMITTED',
} as const;

export type ConditionReportStatus = (typeof ConditionReportStatus)[keyof typeof ConditionReportStatus];

/** Every ConditionReportStatus, in schema order. */
export const ConditionReportStatusValues = ['ACCEPTED', 'PENDING', 'REJECTED', 'SUBMITTED'] as const;
