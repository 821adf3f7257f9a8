/** DRAFT → OPEN (issued) → PAID; CANCELLED from DRAFT, or from OPEN with no payment. See docs/flows.md#invoice. */
export const InvoiceStatus = {
  CANCELLED: 'CANCELLED',
  DRAFT: 'DRAFT',
  OPEN: 'OPEN',
  PAID: 'PAID',
} as const;

export type InvoiceStatus = (typeof InvoiceStatus)[keyof typeof InvoiceStatus];

/** Every InvoiceStatus, in schema order. */
export const InvoiceStatusValues = ['CANCELLED', 'DRAFT', 'OPEN', 'PAID'] as const;
