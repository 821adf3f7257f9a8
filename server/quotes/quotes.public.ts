/** The quotes area's public face (docs/adding-an-area.md): Quotes as the portal asks for them: its list, a new request, the live price, the client's answer. */
export { listQuotes } from './quotes.list';
export { createQuote, priceRequest } from './quotes.service';
export { transitionQuote } from './quotes.transition';
