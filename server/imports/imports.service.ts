import { toCsv } from '../../src/domain/csv';
import { auditAs } from '../audit';
import { checkId } from '../auth/actors';
import type { GraphQLContext } from '../graphql/context';
import { appError, badUserInput, notFound } from '../errors';
import { importClient, requireImporter } from './imports.access';
import { jobDeps } from './imports.context';
import { FIELD_BY_KEY, IMPORT_FIELDS, type ImportFieldKey, type ImportMapping, suggestMapping } from './imports.fields';
import { runCheck, runImport } from './imports.job';
import { readSpreadsheet } from './imports.read';
import { xlsxWorkbook } from './imports.xlsx';
import {
  findImport,
  IMPORT_ENTITY_KIND,
  type ImportStatus,
  importCells,
  mappingOwner,
  rememberedMapping,
  type SpreadsheetImportRow,
} from './imports.rows';

type Upload = { name: string; size: number; arrayBuffer: () => Promise<ArrayBuffer> };

/**
 * Reads an uploaded CSV or XLSX and keeps its rows for the check, with the mapping this client's files were imported
 * with last (else one matched from the headers). A refused file (not CSV or XLSX by its bytes, past 20 MB or
 * 50,000 rows) stores nothing.
 */
export const uploadSpreadsheetImport = async (ctx: GraphQLContext, args: { file: Upload; clientId?: string | null }) => {
  const importer = await requireImporter(ctx);
  const clientId = await importClient(ctx, importer, args.clientId);
  const sheet = await readSpreadsheet(args.file);
  const mapping = suggestMapping(sheet.headers, await rememberedMapping(ctx.db, mappingOwner(clientId)));
  const { rows } = await ctx.db.query<{ id: string }>(
    `INSERT INTO spreadsheet_imports (tenant_id, client_id, created_by, portal, file_name, format, headers, cells, mapping, total_rows)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      importer.tenantId,
      clientId,
      importer.user.id,
      importer.portal,
      args.file.name.slice(0, 255) || 'upload',
      sheet.format,
      JSON.stringify(sheet.headers),
      JSON.stringify(sheet.rows),
      JSON.stringify(mapping),
      sheet.rows.length,
    ],
  );
  await auditAs(ctx, importer, {
    entityKind: IMPORT_ENTITY_KIND,
    entityId: rows[0].id,
    action: 'CREATED',
    event: 'spreadsheetImport.upload',
    after: { fileName: args.file.name, format: sheet.format, rows: sheet.rows.length, clientId },
  });
  return (await findImport(ctx.db, rows[0].id)) as SpreadsheetImportRow;
};

const lockImport = async (ctx: GraphQLContext, id: string, allowed: readonly ImportStatus[], what: string) => {
  const job = await findImport(ctx.db, checkId(id, 'Spreadsheet import'), true);
  if (!job) throw notFound('Spreadsheet import');
  if (!allowed.includes(job.status))
    throw appError('INVALID_TRANSITION', `This import is ${job.status.toLowerCase()}: it cannot ${what} now.`);
  return job;
};

/** The fields a row of this import needs a column for (the client only when the import names none). */
export const requiredFields = (job: Pick<SpreadsheetImportRow, 'clientId'>): ImportFieldKey[] =>
  IMPORT_FIELDS.filter((field) => field.required || (field.key === 'CLIENT' && !job.clientId)).map((field) => field.key);

const parseMapping = (job: SpreadsheetImportRow, columns: readonly { field: string; header?: string | null }[]): ImportMapping => {
  const errors: Record<string, string[]> = {};
  const mapping: ImportMapping = {};
  columns.forEach((column, i) => {
    if (!FIELD_BY_KEY.has(column.field as ImportFieldKey)) errors[`mapping.${i}.field`] = ['The selected field is invalid.'];
    else if (column.header && !job.headers.includes(column.header)) errors[`mapping.${i}.header`] = ['The file has no such column.'];
    else if (column.header) mapping[column.field as ImportFieldKey] = column.header;
  });
  const missing = requiredFields(job).filter((key) => !mapping[key]);
  if (missing.length > 0) errors.mapping = [`Choose a column for ${missing.map((key) => FIELD_BY_KEY.get(key)?.label).join(', ')}.`];
  if (columns.length > 100) errors.mapping = ['No more than 100 columns.'];
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
  return mapping;
};

/** Saves the mapping (remembered for the client's next file) and checks every row in the background. */
export const checkSpreadsheetImport = async (
  ctx: GraphQLContext,
  args: { id: string; mapping: readonly { field: string; header?: string | null }[] },
) => {
  const importer = await requireImporter(ctx);
  const job = await lockImport(ctx, args.id, ['UPLOADED', 'CHECKED'], 'be checked');
  const mapping = parseMapping(job, args.mapping);
  await ctx.db.query(
    `UPDATE spreadsheet_imports SET mapping = $2, status = 'CHECKING', processed_rows = 0, valid_rows = 0, failed_rows = 0,
       problems = '[]', version = version + 1, updated_at = now() WHERE id = $1`,
    [job.id, JSON.stringify(mapping)],
  );
  await ctx.db.query(
    `INSERT INTO spreadsheet_import_mappings (tenant_id, owner, mapping, updated_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (tenant_id, owner) DO UPDATE SET mapping = EXCLUDED.mapping, updated_by = EXCLUDED.updated_by, updated_at = now()`,
    [importer.tenantId, mappingOwner(job.clientId), JSON.stringify(mapping), importer.user.id],
  );
  await auditAs(ctx, importer, {
    entityKind: IMPORT_ENTITY_KIND,
    entityId: job.id,
    action: 'UPDATED',
    event: 'spreadsheetImport.check',
    after: { mapping },
  });
  const deps = jobDeps(ctx, importer.user, importer.tenantId);
  ctx.afterCommit(() => void runCheck(deps, job.id));
  return (await findImport(ctx.db, job.id)) as SpreadsheetImportRow;
};

/** Imports the rows the check passed, in the background, each order on its own. */
export const runSpreadsheetImport = async (ctx: GraphQLContext, args: { id: string }) => {
  const importer = await requireImporter(ctx);
  const job = await lockImport(ctx, args.id, ['CHECKED'], 'be imported');
  if (job.validRows === 0) throw appError('INVALID_TRANSITION', 'No row of this file can be imported: fix the rows and upload it again.');
  await ctx.db.query(
    `UPDATE spreadsheet_imports SET status = 'IMPORTING', processed_rows = 0, version = version + 1, updated_at = now() WHERE id = $1`,
    [job.id],
  );
  await auditAs(ctx, importer, { entityKind: IMPORT_ENTITY_KIND, entityId: job.id, action: 'UPDATED', event: 'spreadsheetImport.run' });
  const deps = jobDeps(ctx, importer.user, importer.tenantId);
  ctx.afterCommit(() => void runImport(deps, job.id));
  return (await findImport(ctx.db, job.id)) as SpreadsheetImportRow;
};

export const spreadsheetImport = async (ctx: GraphQLContext, id: string) => {
  await requireImporter(ctx);
  return findImport(ctx.db, checkId(id, 'Spreadsheet import'));
};

/** The rows with problems as the user's own columns plus an Errors column: fix them and import the file again. */
export const errorCsv = async (ctx: GraphQLContext, job: SpreadsheetImportRow): Promise<string | null> => {
  if (job.problems.length === 0) return null;
  const cells = await importCells(ctx.db, job.id);
  return toCsv(
    [...job.headers, 'Errors'],
    job.problems.map((problem) => [...(cells[problem.row - 1] ?? []), `Row ${problem.row}: ${problem.messages.join(' ')}`]),
  );
};

/** The template's rows: the columns the import reads, and one example order (a portal client's rows need no client). */
const templateRows = async (ctx: GraphQLContext): Promise<string[][]> => {
  const importer = await requireImporter(ctx);
  const fields = IMPORT_FIELDS.filter((field) => !(importer.portal && field.key === 'CLIENT'));
  const { rows } = await ctx.db.query<{ code: string }>(
    'SELECT coalesce(code, display_name) AS code FROM clients WHERE deleted_at IS NULL ORDER BY display_name LIMIT 1',
  );
  const example: Record<ImportFieldKey, string> = {
    CLIENT: rows[0]?.code ?? '',
    REFERENCE: 'PO-1001',
    VIN: '1HGCM82633A004352',
    YEAR: '2003',
    MAKE: 'Honda',
    MODEL: 'Accord',
    PICKUP_NAME: 'Dealer lot',
    PICKUP_ADDRESS: '100 Main St',
    PICKUP_CITY: 'Atlanta',
    PICKUP_STATE: 'GA',
    PICKUP_POSTAL_CODE: '30303',
    PICKUP_DATE: '',
    DELIVERY_NAME: 'Customer home',
    DELIVERY_ADDRESS: '200 Peachtree Rd',
    DELIVERY_CITY: 'Savannah',
    DELIVERY_STATE: 'GA',
    DELIVERY_POSTAL_CODE: '31401',
    DELIVERY_DATE: '',
    TRANSPORT_METHOD: 'DRIVEN',
    NOTES: '',
  };
  return [fields.map((field) => field.label), fields.map((field) => example[field.key])];
};

/** The template as CSV. */
export const importTemplate = async (ctx: GraphQLContext): Promise<string> => {
  const [headers, example] = await templateRows(ctx);
  return toCsv(headers, [example]);
};

/** The same template as an Excel workbook (server/imports/imports.xlsx.ts), base64 as GraphQL carries bytes. */
export const importTemplateXlsx = async (ctx: GraphQLContext): Promise<string> =>
  xlsxWorkbook('Orders', await templateRows(ctx)).toString('base64');
