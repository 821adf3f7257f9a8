/** What other areas may use of quotes (src/imports.test.ts). */
export { DeclineDialog } from './DeclineDialog';
export { type QuoteRow, QuotesTable } from './QuotesTable';
export { QuotesList, type QuotesListProps } from './QuotesPage';
