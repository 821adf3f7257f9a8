export const BillingItemOrderByColumn = {
  AMOUNT: 'AMOUNT',
  CODE: 'CODE',
  NAME: 'NAME',
  TYPE: 'TYPE',
} as const;

export type BillingItemOrderByColumn = (typeof BillingItemOrderByColumn)[keyof typeof BillingItemOrderByColumn];

/** Every BillingItemOrderByColumn, in schema order. */
export const BillingItemOrderByColumnValues = ['AMOUNT', 'CODE', 'NAME', 'TYPE'] as const;
