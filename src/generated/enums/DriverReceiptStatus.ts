export const DriverReceiptStatus = {
  APPROVED: 'APPROVED',
  REJECTED: 'REJECTED',
  SUBMITTED: 'SUBMITTED',
} as const;

export type DriverReceiptStatus = (typeof DriverReceiptStatus)[keyof typeof DriverReceiptStatus];

/** Every DriverReceiptStatus, in schema order. */
export const DriverReceiptStatusValues = ['APPROVED', 'REJECTED', 'SUBMITTED'] as const;
