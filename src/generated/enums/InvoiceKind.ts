/** An invoice bills; a credit note takes back what an issued invoice billed (its amounts are negative). */
export const InvoiceKind = {
  CREDIT_NOTE: 'CREDIT_NOTE',
  INVOICE: 'INVOICE',
} as const;

export type InvoiceKind = (typeof InvoiceKind)[keyof typeof InvoiceKind];

/** Every InvoiceKind, in schema order. */
export const InvoiceKindValues = ['CREDIT_NOTE', 'INVOICE'] as const;
