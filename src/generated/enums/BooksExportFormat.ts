/** The export to the books (issue 30): what was issued and received in a period, as a file QuickBooks imports. Each export is stored as a QB_EXPORTS file with what it holds, and a record goes into one export of a format unless asked again. BILLING, ACCOUNTING, their leads and ADMIN read and export; the default accounts are ADMIN's and ACCOUNTING_LEAD's. */
export const BooksExportFormat = {
  /** QuickBooks Desktop IIF: invoices, credit memos, payments, and bills (opened settlements, on accounts payable). */
  IIF: 'IIF',
  /** QuickBooks Online's invoice import CSV: invoices only, a row an invoice line. */
  QBO_CSV: 'QBO_CSV',
} as const;

export type BooksExportFormat = (typeof BooksExportFormat)[keyof typeof BooksExportFormat];

/** Every BooksExportFormat, in schema order. */
export const BooksExportFormatValues = ['IIF', 'QBO_CSV'] as const;
