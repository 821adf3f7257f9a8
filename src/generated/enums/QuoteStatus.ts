export const QuoteStatus = {
  ACCEPTED: 'ACCEPTED',
  CONFIRMED: 'CONFIRMED',
  DECLINED: 'DECLINED',
  EXPIRED: 'EXPIRED',
  PENDING: 'PENDING',
} as const;

export type QuoteStatus = (typeof QuoteStatus)[keyof typeof QuoteStatus];

/** Every QuoteStatus, in schema order. */
export const QuoteStatusValues = ['ACCEPTED', 'CONFIRMED', 'DECLINED', 'EXPIRED', 'PENDING'] as const;
