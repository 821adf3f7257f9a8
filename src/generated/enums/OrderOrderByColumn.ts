export const OrderOrderByColumn = {
  CLIENT_ID: 'CLIENT_ID',
  CREATED_AT: 'CREATED_AT',
  LEG_COUNT: 'LEG_COUNT',
  NUMBER: 'NUMBER',
  STATE: 'STATE',
  UPDATED_AT: 'UPDATED_AT',
} as const;

export type OrderOrderByColumn = (typeof OrderOrderByColumn)[keyof typeof OrderOrderByColumn];

/** Every OrderOrderByColumn, in schema order. */
export const OrderOrderByColumnValues = ['CLIENT_ID', 'CREATED_AT', 'LEG_COUNT', 'NUMBER', 'STATE', 'UPDATED_AT'] as const;
