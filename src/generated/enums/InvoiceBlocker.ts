/** Why a delivered leg cannot be invoiced yet. */
export const InvoiceBlocker = {
  /** The order has no agreed price (no quote, no rate card price). */
  NO_PRICE: 'NO_PRICE',
  /** The client requires a PO number and none is given. */
  PO_MISSING: 'PO_MISSING',
} as const;

export type InvoiceBlocker = (typeof InvoiceBlocker)[keyof typeof InvoiceBlocker];

/** Every InvoiceBlocker, in schema order. */
export const InvoiceBlockerValues = ['NO_PRICE', 'PO_MISSING'] as const;
