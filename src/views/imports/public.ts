/** What other areas may use of imports (src/imports.test.ts: another area imports this file, never the area's internals). */
export { SpreadsheetImportButton, type SpreadsheetImportButtonProps } from './SpreadsheetImportButton';
