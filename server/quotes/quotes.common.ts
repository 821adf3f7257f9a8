import type { QuoteRow } from './quotes.rows';

/** What the activity log keeps of a quote: status and money, not the whole request. */
export const snapshot = (quote: QuoteRow) => ({
  status: quote.status,
  revision: quote.revision,
  validUntil: quote.validUntil,
  subtotal: quote.subtotal,
  tax: quote.tax,
  total: quote.total,
  declineReason: quote.declineReason,
  orderId: quote.orderId,
  version: quote.version,
});
