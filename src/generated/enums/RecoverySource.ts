/** Who pays a repair back (docs/domain.md#accidents-and-claims). */
export const RecoverySource = {
  DRIVER_CHARGEBACK: 'DRIVER_CHARGEBACK',
  INSURANCE: 'INSURANCE',
  THIRD_PARTY: 'THIRD_PARTY',
  TRUCKING_COMPANY_CLAIM: 'TRUCKING_COMPANY_CLAIM',
} as const;

export type RecoverySource = (typeof RecoverySource)[keyof typeof RecoverySource];

/** Every RecoverySource, in schema order. */
export const RecoverySourceValues = ['DRIVER_CHARGEBACK', 'INSURANCE', 'THIRD_PARTY', 'TRUCKING_COMPANY_CLAIM'] as const;
