export const InvoicePaymentStatus = {
  CREATED: 'CREATED',
  PAID: 'PAID',
  PARTIALLY_PAID: 'PARTIALLY_PAID',
  UNPAID: 'UNPAID',
  VOID: 'VOID',
} as const;

export type InvoicePaymentStatus = (typeof InvoicePaymentStatus)[keyof typeof InvoicePaymentStatus];

/** Every InvoicePaymentStatus, in schema order. */
export const InvoicePaymentStatusValues = ['CREATED', 'PAID', 'PARTIALLY_PAID', 'UNPAID', 'VOID'] as const;
