export const InvoiceOrderByColumn = {
  BALANCE: 'BALANCE',
  CLIENT: 'CLIENT',
  CREATED_AT: 'CREATED_AT',
  DUE_ON: 'DUE_ON',
  ISSUED_ON: 'ISSUED_ON',
  NUMBER: 'NUMBER',
  TOTAL: 'TOTAL',
} as const;

export type InvoiceOrderByColumn = (typeof InvoiceOrderByColumn)[keyof typeof InvoiceOrderByColumn];

/** Every InvoiceOrderByColumn, in schema order. */
export const InvoiceOrderByColumnValues = ['BALANCE', 'CLIENT', 'CREATED_AT', 'DUE_ON', 'ISSUED_ON', 'NUMBER', 'TOTAL'] as const;
