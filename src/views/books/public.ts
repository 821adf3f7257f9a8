/** What other areas may use of the books area (src/imports.test.ts): the export panel, mounted by the paid invoices. */
export { BooksExportPanel } from './BooksExportPanel';
