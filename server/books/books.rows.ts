import type { BooksExportFormat, BooksRecordKind, LineItemType } from '../../src/generated/enums';

// Rows of the books area as the SELECT lists below produce them (camelCase; money in minor units read as float8),
// mapped onto the GraphQL types by codegen.

/**
 * A record an export holds: its kind, id and total (the export's counts), whether an export of the format holds it
 * already (then this one re-exports it), and what the file is written from.
 */
export type Held<T> = { kind: BooksRecordKind; id: string; total: number; exported: boolean; book: T };

export type BooksKindSummaryRow = { kind: BooksRecordKind; count: number; total: number };

export type BooksExportRow = {
  id: string;
  format: BooksExportFormat;
  from: string;
  to: string;
  includeExported: boolean;
  holds: BooksKindSummaryRow[];
  mediaId: string;
  createdBy: string | null;
  createdAt: Date;
};

export type BooksExportPreviewRow = {
  format: BooksExportFormat;
  from: string;
  to: string;
  includeExported: boolean;
  holds: BooksKindSummaryRow[];
  alreadyExported: number;
};

export type BooksIncomeAccountRow = { type: LineItemType; account: string };

export type BooksAccountsRow = {
  receivable: string;
  payable: string;
  undepositedFunds: string;
  taxPayable: string;
  income: string;
  expense: string;
  incomeByType: BooksIncomeAccountRow[];
  version: number;
  updatedAt: Date;
};

export const BOOKS_EXPORT_SELECT = `be.id, be.format, to_char(be.period_from, 'YYYY-MM-DD') AS "from", to_char(be.period_to, 'YYYY-MM-DD') AS "to",
  be.reexport AS "includeExported", json_build_array(
    json_build_object('kind', 'INVOICE', 'count', be.invoice_count, 'total', be.invoice_total::float8),
    json_build_object('kind', 'CREDIT_NOTE', 'count', be.credit_note_count, 'total', be.credit_note_total::float8),
    json_build_object('kind', 'PAYMENT', 'count', be.payment_count, 'total', be.payment_total::float8),
    json_build_object('kind', 'BILL', 'count', be.bill_count, 'total', be.bill_total::float8)) AS holds,
  be.media_id AS "mediaId", be.created_by AS "createdBy", be.created_at AS "createdAt"`;

/** The accounts as stored; incomeByType is the jsonb object, listed in the schema's type order by the caller. */
export const BOOKS_ACCOUNTS_SELECT = `t.books_receivable_account AS receivable, t.books_payable_account AS payable,
  t.books_undeposited_account AS "undepositedFunds", t.books_tax_account AS "taxPayable", t.books_income_account AS income,
  t.books_expense_account AS expense, t.books_income_accounts AS "incomeByType", t.books_accounts_version AS version,
  t.books_accounts_updated_at AS "updatedAt"`;

/** The accounts' audit rows: the tenant's row, kind Books accounts. */
export const BOOKS_ACCOUNTS = { kind: 'Books accounts', noun: 'booksAccounts' };

/** An export's audit row, kind Books exports. */
export const BOOKS_EXPORTS = { kind: 'Books exports', noun: 'booksExport' };

/** Whether an export of the format (not a re-export) holds the record: `$4` is the format. */
export const EXPORTED = (alias: string, kind: string) =>
  `EXISTS (SELECT 1 FROM books_export_items x WHERE x.tenant_id = ${alias}.tenant_id AND x.record_id = ${alias}.id
     AND x.record_kind = ${kind} AND x.format = $4 AND NOT x.reexport) AS exported`;
