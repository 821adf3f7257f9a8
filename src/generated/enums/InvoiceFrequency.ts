export const InvoiceFrequency = {
  MONTHLY: 'MONTHLY',
  PER_ORDER: 'PER_ORDER',
  WEEKLY: 'WEEKLY',
} as const;

export type InvoiceFrequency = (typeof InvoiceFrequency)[keyof typeof InvoiceFrequency];

/** Every InvoiceFrequency, in schema order. */
export const InvoiceFrequencyValues = ['MONTHLY', 'PER_ORDER', 'WEEKLY'] as const;
