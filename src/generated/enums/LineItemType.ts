export const LineItemType = {
  DELIVERY: 'DELIVERY',
  DISCOUNT: 'DISCOUNT',
  FIRST_SERVICE_CHARGE: 'FIRST_SERVICE_CHARGE',
  FUEL: 'FUEL',
  HAZMAT: 'HAZMAT',
  PICKUP: 'PICKUP',
  RATE: 'RATE',
  STORAGE: 'STORAGE',
  TAG_AND_TITLE: 'TAG_AND_TITLE',
  TARIFF: 'TARIFF',
  TAX: 'TAX',
} as const;

export type LineItemType = (typeof LineItemType)[keyof typeof LineItemType];

/** Every LineItemType, in schema order. */
export const LineItemTypeValues = ['DELIVERY', 'DISCOUNT', 'FIRST_SERVICE_CHARGE', 'FUEL', 'HAZMAT', 'PICKUP', 'RATE', 'STORAGE', 'TAG_AND_TITLE', 'TARIFF', 'TAX'] as const;
