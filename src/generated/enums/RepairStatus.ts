/** ESTIMATE → APPROVED → IN_PROGRESS → INVOICED → CLOSED, or ESTIMATE → DECLINED (docs/flows.md#repair). */
export const RepairStatus = {
  APPROVED: 'APPROVED',
  CLOSED: 'CLOSED',
  DECLINED: 'DECLINED',
  ESTIMATE: 'ESTIMATE',
  INVOICED: 'INVOICED',
  IN_PROGRESS: 'IN_PROGRESS',
} as const;

export type RepairStatus = (typeof RepairStatus)[keyof typeof RepairStatus];

/** Every RepairStatus, in schema order. */
export const RepairStatusValues = ['APPROVED', 'CLOSED', 'DECLINED', 'ESTIMATE', 'INVOICED', 'IN_PROGRESS'] as const;
