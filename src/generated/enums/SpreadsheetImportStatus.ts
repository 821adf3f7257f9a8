/** Where a spreadsheet import is: read, its rows being checked, checked, its orders being made, done, or stopped. */
export const SpreadsheetImportStatus = {
  CHECKED: 'CHECKED',
  CHECKING: 'CHECKING',
  DONE: 'DONE',
  FAILED: 'FAILED',
  IMPORTING: 'IMPORTING',
  UPLOADED: 'UPLOADED',
} as const;

export type SpreadsheetImportStatus = (typeof SpreadsheetImportStatus)[keyof typeof SpreadsheetImportStatus];

/** Every SpreadsheetImportStatus, in schema order. */
export const SpreadsheetImportStatusValues = ['CHECKED', 'CHECKING', 'DONE', 'FAILED', 'IMPORTING', 'UPLOADED'] as const;
