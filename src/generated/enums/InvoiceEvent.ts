/** The events an invoice's machine takes from a user; PAID follows from payments, never from an event. */
export const InvoiceEvent = {
  CANCEL: 'CANCEL',
  ISSUE: 'ISSUE',
} as const;

export type InvoiceEvent = (typeof InvoiceEvent)[keyof typeof InvoiceEvent];

/** Every InvoiceEvent, in schema order. */
export const InvoiceEventValues = ['CANCEL', 'ISSUE'] as const;
