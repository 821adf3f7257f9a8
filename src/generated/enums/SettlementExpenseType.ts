/** What a settlement charges or reimburses a driver for. */
export const SettlementExpenseType = {
  DRIVER_DOWN_TIME: 'DRIVER_DOWN_TIME',
  DRIVER_INVOICE: 'DRIVER_INVOICE',
  DRIVER_PAY: 'DRIVER_PAY',
  FUEL: 'FUEL',
  HOTEL: 'HOTEL',
  OTHER: 'OTHER',
  RENTAL_CAR: 'RENTAL_CAR',
  REPAIRS: 'REPAIRS',
  SERVICE: 'SERVICE',
  STORAGE: 'STORAGE',
  TAG_AND_TITLE: 'TAG_AND_TITLE',
  TOLL: 'TOLL',
  TRAVEL: 'TRAVEL',
} as const;

export type SettlementExpenseType = (typeof SettlementExpenseType)[keyof typeof SettlementExpenseType];

/** Every SettlementExpenseType, in schema order. */
export const SettlementExpenseTypeValues = ['DRIVER_DOWN_TIME', 'DRIVER_INVOICE', 'DRIVER_PAY', 'FUEL', 'HOTEL', 'OTHER', 'RENTAL_CAR', 'REPAIRS', 'SERVICE', 'STORAGE', 'TAG_AND_TITLE', 'TOLL', 'TRAVEL'] as const;
