export const QuoteColumn = {
  CLIENT_ID: 'CLIENT_ID',
  CREATED_AT: 'CREATED_AT',
  CUSTOMER_ID: 'CUSTOMER_ID',
  ID: 'ID',
  NUMBER: 'NUMBER',
  STATUS: 'STATUS',
  TOTAL: 'TOTAL',
  UPDATED_AT: 'UPDATED_AT',
  VALID_UNTIL: 'VALID_UNTIL',
} as const;

export type QuoteColumn = (typeof QuoteColumn)[keyof typeof QuoteColumn];

/** Every QuoteColumn, in schema order. */
export const QuoteColumnValues = ['CLIENT_ID', 'CREATED_AT', 'CUSTOMER_ID', 'ID', 'NUMBER', 'STATUS', 'TOTAL', 'UPDATED_AT', 'VALID_UNTIL'] as const;
