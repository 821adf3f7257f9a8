import { defineArea } from '../areaKit';
import { booksResolvers } from './books.resolvers';

/** The export to the books (issue 30): QuickBooks files of what was issued and received, and the default accounts. */
export const booksArea = defineArea({
  name: 'books',
  resolvers: booksResolvers,
  mappers: {
    BooksExport: './books.rows#BooksExportRow',
    BooksExportPreview: './books.rows#BooksExportPreviewRow',
    BooksKindSummary: './books.rows#BooksKindSummaryRow',
    BooksAccounts: './books.rows#BooksAccountsRow',
    BooksIncomeAccount: './books.rows#BooksIncomeAccountRow',
  },
  auditKinds: ['Books exports', 'Books accounts'],
});
