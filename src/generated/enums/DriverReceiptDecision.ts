export const DriverReceiptDecision = {
  APPROVE: 'APPROVE',
  REJECT: 'REJECT',
} as const;

export type DriverReceiptDecision = (typeof DriverReceiptDecision)[keyof typeof DriverReceiptDecision];

/** Every DriverReceiptDecision, in schema order. */
export const DriverReceiptDecisionValues = ['APPROVE', 'REJECT'] as const;
