/** Who a settlement pays: a driver, or a trucking company for its legs. */
export const SettlementPayeeKind = {
  DRIVER: 'DRIVER',
  TRUCKING_COMPANY: 'TRUCKING_COMPANY',
} as const;

export type SettlementPayeeKind = (typeof SettlementPayeeKind)[keyof typeof SettlementPayeeKind];

/** Every SettlementPayeeKind, in schema order. */
export const SettlementPayeeKindValues = ['DRIVER', 'TRUCKING_COMPANY'] as const;
