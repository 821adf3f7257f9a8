import type { Resolvers } from '../../src/generated/resolvers';
import { IMPORT_FIELDS } from './imports.fields';
import {
  checkSpreadsheetImport,
  errorCsv,
  importTemplate,
  importTemplateXlsx,
  requiredFields,
  runSpreadsheetImport,
  spreadsheetImport,
  uploadSpreadsheetImport,
} from './imports.service';

/** Spreadsheet import: upload, map and check, import; the rows' problems and the error file. */
export const importsResolvers: Resolvers = {
  Query: {
    spreadsheetImport: (_parent, { id }, ctx) => spreadsheetImport(ctx, id),
    spreadsheetImportTemplate: (_parent, _args, ctx) => importTemplate(ctx),
    spreadsheetImportTemplateXlsx: (_parent, _args, ctx) => importTemplateXlsx(ctx),
  },
  Mutation: {
    uploadSpreadsheetImport: (_parent, args, ctx) => uploadSpreadsheetImport(ctx, args),
    checkSpreadsheetImport: (_parent, args, ctx) => checkSpreadsheetImport(ctx, args),
    runSpreadsheetImport: (_parent, args, ctx) => runSpreadsheetImport(ctx, args),
  },
  SpreadsheetImport: {
    columns: (job) => {
      const required = new Set(requiredFields(job));
      return IMPORT_FIELDS.map((field) => ({
        field: field.key,
        label: field.label,
        required: required.has(field.key),
        header: job.mapping?.[field.key] ?? null,
      }));
    },
    problems: (job, { first }) => job.problems.slice(0, Math.min(Math.max(first ?? 100, 0), 1000)),
    errorCsv: (job, _args, ctx) => errorCsv(ctx, job),
  },
};
