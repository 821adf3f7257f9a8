/** Where an invoice line came from. */
export const InvoiceLineSourceKind = {
  /** A billing item of the catalog charged to the client. */
  BILLING_ITEM: 'BILLING_ITEM',
  /** The lines of the invoice a credit note takes back. */
  CREDIT: 'CREDIT',
  /** The order's agreed price (its quote or the rate card), one of its lines. */
  ORDER_PRICE: 'ORDER_PRICE',
  /** A storage stay of the leg's vehicle, priced by the facility's rate card. */
  STORAGE: 'STORAGE',
  /** A tag-and-title packet's fee. */
  TAG_AND_TITLE: 'TAG_AND_TITLE',
} as const;

export type InvoiceLineSourceKind = (typeof InvoiceLineSourceKind)[keyof typeof InvoiceLineSourceKind];

/** Every InvoiceLineSourceKind, in schema order. */
export const InvoiceLineSourceKindValues = ['BILLING_ITEM', 'CREDIT', 'ORDER_PRICE', 'STORAGE', 'TAG_AND_TITLE'] as const;
