import type { SettlementExpenseType } from '@/generated/enums/SettlementExpenseType';

/** A driver's expense types in words: the expense items' catalog and the settlements' receipts and lines. */
export const EXPENSE_TYPE_LABEL: Record<SettlementExpenseType, string> = {
  DRIVER_DOWN_TIME: 'Driver down time',
  DRIVER_INVOICE: 'Driver invoice',
  DRIVER_PAY: 'Driver pay',
  FUEL: 'Fuel',
  HOTEL: 'Hotel',
  OTHER: 'Other',
  RENTAL_CAR: 'Rental car',
  REPAIRS: 'Repairs',
  SERVICE: 'Service',
  STORAGE: 'Storage',
  TAG_AND_TITLE: 'Tag and title',
  TOLL: 'Toll',
  TRAVEL: 'Travel',
};
