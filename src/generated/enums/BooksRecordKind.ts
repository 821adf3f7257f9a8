export const BooksRecordKind = {
  BILL: 'BILL',
  CREDIT_NOTE: 'CREDIT_NOTE',
  INVOICE: 'INVOICE',
  PAYMENT: 'PAYMENT',
} as const;

export type BooksRecordKind = (typeof BooksRecordKind)[keyof typeof BooksRecordKind];

/** Every BooksRecordKind, in schema order. */
export const BooksRecordKindValues = ['BILL', 'CREDIT_NOTE', 'INVOICE', 'PAYMENT'] as const;
