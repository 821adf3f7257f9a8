export const QuoteOrderByColumn = {
  CREATED_AT: 'CREATED_AT',
  NUMBER: 'NUMBER',
  STATUS: 'STATUS',
  TOTAL: 'TOTAL',
  UPDATED_AT: 'UPDATED_AT',
  VALID_UNTIL: 'VALID_UNTIL',
} as const;

export type QuoteOrderByColumn = (typeof QuoteOrderByColumn)[keyof typeof QuoteOrderByColumn];

/** Every QuoteOrderByColumn, in schema order. */
export const QuoteOrderByColumnValues = ['CREATED_AT', 'NUMBER', 'STATUS', 'TOTAL', 'UPDATED_AT', 'VALID_UNTIL'] as const;
