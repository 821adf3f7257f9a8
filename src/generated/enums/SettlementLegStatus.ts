/** A settled leg's pay status (docs/flows.md#settlement); ON_HOLD remembers the status it was held from. */
export const SettlementLegStatus = {
  CREATED: 'CREATED',
  DRIVER_PAID: 'DRIVER_PAID',
  ON_HOLD: 'ON_HOLD',
  PENDING_FINAL_PAYMENT: 'PENDING_FINAL_PAYMENT',
  PENDING_PRELOAD: 'PENDING_PRELOAD',
  PROCESSING: 'PROCESSING',
} as const;

export type SettlementLegStatus = (typeof SettlementLegStatus)[keyof typeof SettlementLegStatus];

/** Every SettlementLegStatus, in schema order. */
export const SettlementLegStatusValues = ['CREATED', 'DRIVER_PAID', 'ON_HOLD', 'PENDING_FINAL_PAYMENT', 'PENDING_PRELOAD', 'PROCESSING'] as const;
