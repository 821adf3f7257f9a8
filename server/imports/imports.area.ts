import { defineArea } from '../areaKit';
import { importsResolvers } from './imports.resolvers';

/** Spreadsheet import: orders by the thousand from a client's CSV or XLSX (source SPREADSHEET). */
export const importsArea = defineArea({
  name: 'imports',
  resolvers: importsResolvers,
  mappers: {
    SpreadsheetImport: './imports.rows#SpreadsheetImportRow',
    SpreadsheetImportProblem: './imports.rows#ImportProblem',
  },
  auditKinds: ['Spreadsheet imports'],
});
