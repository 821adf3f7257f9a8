/** What a deduction recovers. */
export const SettlementDeductionKind = {
  /** An advance paid before the settlement. */
  ADVANCE: 'ADVANCE',
  /** A charge back to the payee (damage, a repair): only where the pay profile lists chargebacks (49 CFR 376.12(h)). */
  CHARGEBACK: 'CHARGEBACK',
  /** A contribution to the payee's escrow (49 CFR 376.12(k)). */
  ESCROW: 'ESCROW',
  FUEL_CARD: 'FUEL_CARD',
  OTHER: 'OTHER',
} as const;

export type SettlementDeductionKind = (typeof SettlementDeductionKind)[keyof typeof SettlementDeductionKind];

/** Every SettlementDeductionKind, in schema order. */
export const SettlementDeductionKindValues = ['ADVANCE', 'CHARGEBACK', 'ESCROW', 'FUEL_CARD', 'OTHER'] as const;
