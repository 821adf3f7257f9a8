/** Where a booking's reimbursement stands: NOT_SUBMITTED until a receipt is in, PENDING until a settlement pays it. */
export const ReimbursementStatus = {
  NOT_SUBMITTED: 'NOT_SUBMITTED',
  PENDING: 'PENDING',
  REIMBURSED: 'REIMBURSED',
} as const;

export type ReimbursementStatus = (typeof ReimbursementStatus)[keyof typeof ReimbursementStatus];

/** Every ReimbursementStatus, in schema order. */
export const ReimbursementStatusValues = ['NOT_SUBMITTED', 'PENDING', 'REIMBURSED'] as const;
