export const QuoteEvent = {
  ACCEPT: 'ACCEPT',
  CONFIRM: 'CONFIRM',
  DECLINE: 'DECLINE',
  EXPIRE: 'EXPIRE',
  REVISE: 'REVISE',
} as const;

export type QuoteEvent = (typeof QuoteEvent)[keyof typeof QuoteEvent];

/** Every QuoteEvent, in schema order. */
export const QuoteEventValues = ['ACCEPT', 'CONFIRM', 'DECLINE', 'EXPIRE', 'REVISE'] as const;
