import { HOUR, defineArea } from '../areaKit';
import { expireQuotes } from './quotes.expire';
import { quoteResolvers } from './quotes.resolvers';
import { QUOTE_NUMBERS } from './quotes.rows';
import { quoteRecord } from './quotes.transition';

/** Quotes: pricing a request, the quote machine, converting one to an order. */
export const quotesArea = defineArea({
  name: 'quotes',
  resolvers: quoteResolvers,
  mappers: {
    Quote: './quotes.rows#QuoteRow',
  },
  // quote.expire (docs/flows.md): PENDING quotes past validUntil, at start and hourly; safe on several instances at once.
  jobs: [{ name: 'quote.expire', every: HOUR, run: ({ db, events }) => expireQuotes(db, events) }],
  recordNumbers: [QUOTE_NUMBERS],
  auditKinds: ['Quotes'],
  machines: [quoteRecord],
});
