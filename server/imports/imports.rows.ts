import type { Queryable } from '../db/database';
import type { ImportMapping } from './imports.fields';
import type { ImportFormat } from './imports.read';

export type ImportStatus = 'UPLOADED' | 'CHECKING' | 'CHECKED' | 'IMPORTING' | 'DONE' | 'FAILED';

/** A row's problems: `row` counts the file's data rows from 1 (the header is not one). */
export type ImportProblem = { row: number; messages: string[] };

/** A spreadsheet import as the API answers it (the cells are read only by the job and the error file). */
export type SpreadsheetImportRow = {
  id: string;
  tenantId: string;
  clientId: string | null;
  createdBy: string;
  portal: boolean;
  fileName: string;
  format: ImportFormat;
  headers: string[];
  mapping: ImportMapping | null;
  status: ImportStatus;
  totalRows: number;
  processedRows: number;
  validRows: number;
  importedRows: number;
  failedRows: number;
  problems: ImportProblem[];
  error: string | null;
  createdAt: Date;
  updatedAt: Date;
  finishedAt: Date | null;
  version: number;
};

export const IMPORT_SELECT = `si.id, si.tenant_id AS "tenantId", si.client_id AS "clientId", si.created_by AS "createdBy", si.portal,
  si.file_name AS "fileName", si.format, si.headers, si.mapping, si.status, si.total_rows AS "totalRows",
  si.processed_rows AS "processedRows", si.valid_rows AS "validRows", si.imported_rows AS "importedRows",
  si.failed_rows AS "failedRows", si.problems, si.error, si.created_at AS "createdAt", si.updated_at AS "updatedAt",
  si.finished_at AS "finishedAt", si.version`;

export const findImport = async (db: Queryable, id: string, lock = false): Promise<SpreadsheetImportRow | null> => {
  const { rows } = await db.query<SpreadsheetImportRow>(
    `SELECT ${IMPORT_SELECT} FROM spreadsheet_imports si WHERE si.id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
};

export const importCells = async (db: Queryable, id: string): Promise<string[][]> =>
  (await db.query<{ cells: string[][] }>('SELECT cells FROM spreadsheet_imports WHERE id = $1', [id])).rows[0]?.cells ?? [];

export const IMPORT_ENTITY_KIND = 'Spreadsheet imports';

/** The mapping's key: a client's own, or the tenant's staff mapping for files that name the client on each row. */
export const mappingOwner = (clientId: string | null) => clientId ?? 'STAFF';

export const rememberedMapping = async (db: Queryable, owner: string): Promise<ImportMapping | null> =>
  (await db.query<{ mapping: ImportMapping }>('SELECT mapping FROM spreadsheet_import_mappings WHERE owner = $1', [owner])).rows[0]
    ?.mapping ?? null;
