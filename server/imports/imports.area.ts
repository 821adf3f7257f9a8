import { defineArea, MINUTE } from '../areaKit';
import { failStaleImports } from './imports.stale';
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
  jobs: [{ name: 'spreadsheetImport.stale', every: 5 * MINUTE, run: ({ db }) => failStaleImports(db) }],
});
