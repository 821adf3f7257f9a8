/** DRAFT → OPEN → PAID once payments cover its net. See docs/flows.md#settlement. */
export const SettlementStatus = {
  DRAFT: 'DRAFT',
  OPEN: 'OPEN',
  PAID: 'PAID',
} as const;

export type SettlementStatus = (typeof SettlementStatus)[keyof typeof SettlementStatus];

/** Every SettlementStatus, in schema order. */
export const SettlementStatusValues = ['DRAFT', 'OPEN', 'PAID'] as const;
