import { randomUUID } from 'node:crypto';
import { toIif, toQboInvoiceCsv } from '../../src/domain/books/quickbooks';
import type { QueryBooksExportPreviewArgs, QueryBooksExportsArgs } from '../../src/generated/resolvers';
import { badUserInput, validate } from '../errors';
import type { Actor, GraphQLContext } from '../graphql/context';
import { ListQuery } from '../graphql/listQuery';
import { auditWrite, validateInput } from '../records/writes';
import { requireBooksStaff } from './books.access';
import { type Gathered, gatherBooks, holdings } from './books.gather';
import { type BooksExportInput, booksExportSchema } from '../../src/domain/books/schemas';
import { BOOKS_EXPORT_SELECT, BOOKS_EXPORTS, type BooksExportPreviewRow, type BooksExportRow } from './books.rows';

/** Minor units a major unit of the currency has, as decimals (2 for USD, 0 for JPY). */
const currencyDecimals = (currency: string) => {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2; // a code Intl does not know: the schema's check lets only three capitals in, and most currencies have 2
  }
};

const FILES = {
  IIF: { extension: 'iif', mimeType: 'text/plain' },
  QBO_CSV: { extension: 'csv', mimeType: 'text/csv' },
} as const;

/** The file's text: the whole period as IIF (bills too), or the invoices as QuickBooks Online's import CSV. */
const render = (input: BooksExportInput, gathered: Gathered, decimals: number) => {
  const invoices = gathered.invoices.map((held) => held.book);
  return input.format === 'IIF'
    ? toIif({ invoices, payments: gathered.payments.map((held) => held.book), bills: gathered.bills.map((held) => held.book) }, decimals)
    : toQboInvoiceCsv(invoices, decimals);
};

export const listBooksExports = (ctx: GraphQLContext, args: QueryBooksExportsArgs) => {
  const { tenantId } = requireBooksStaff(ctx);
  return new ListQuery(tenantId, ['be.tenant_id = $1']).page<BooksExportRow>(
    ctx.db,
    { select: BOOKS_EXPORT_SELECT, from: 'books_exports be', orderBy: 'be.created_at DESC, be.id DESC' },
    args,
    25,
  );
};

export const previewBooksExport = async (ctx: GraphQLContext, args: QueryBooksExportPreviewArgs): Promise<BooksExportPreviewRow> => {
  const { tenantId } = requireBooksStaff(ctx);
  const input = validate(booksExportSchema, args);
  const gathered = await gatherBooks(ctx.db, tenantId, input);
  return { ...input, holds: holdings(gathered), alreadyExported: gathered.alreadyExported };
};

/** Stores the export's file as the export's QB_EXPORTS media (staff of the tenant download it; the portal never sees it). */
const storeFile = async (ctx: GraphQLContext, who: Actor, exportId: string, input: BooksExportInput, text: string) => {
  const bytes = new TextEncoder().encode(text);
  const hash = await ctx.media.put(bytes);
  const file = FILES[input.format];
  const fileName = `quickbooks-${input.format === 'IIF' ? 'iif' : 'online'}-${input.from}-to-${input.to}.${file.extension}`;
  const { rows } = await ctx.db.query<{ id: string }>(
    `INSERT INTO media (tenant_id, owner_kind, owner_id, category, file_name, mime_type, size, content_hash, created_by)
     VALUES ($1, 'BooksExport', $2, 'QB_EXPORTS', $3, $4, $5, $6, $7) RETURNING id`,
    [who.tenantId, exportId, fileName, file.mimeType, bytes.length, hash, who.user.id],
  );
  return { mediaId: rows[0].id, fileName, size: bytes.length };
};

/**
 * createBooksExport: everything issued, received or settled in the period that no export of the format holds (all of it with
 * includeExported), as its file and the export's row and items, in the request's transaction. The tenant's exports of
 * a format run one at a time (a transaction lock), so two made at once for the same period hold each record once: the
 * second finds the first's items and, with nothing left, is refused as empty. The partial unique index of migration
 * 045 holds the same should anything write items around this function.
 */
export const createBooksExport = async (ctx: GraphQLContext, rawInput: unknown): Promise<BooksExportRow> => {
  const who = requireBooksStaff(ctx);
  const input = validateInput(booksExportSchema, rawInput);
  await ctx.db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`books_exports:${who.tenantId}:${input.format}`]);
  const gathered = await gatherBooks(ctx.db, who.tenantId, input);
  const held = [...gathered.invoices, ...gathered.payments, ...gathered.bills];
  if (held.length === 0)
    throw badUserInput({
      input: [
        gathered.alreadyExported > 0
          ? `Everything issued, received or settled from ${input.from} to ${input.to} is exported as ${input.format} already; include exported records to export it again.`
          : `Nothing was issued, received or settled from ${input.from} to ${input.to}: there is nothing to export.`,
      ],
    });
  const { rows: tenant } = await ctx.db.query<{ currency: string }>('SELECT trim(currency) AS currency FROM tenants WHERE id = $1', [
    who.tenantId,
  ]);
  const text = render(input, gathered, currencyDecimals(tenant[0].currency));
  const id = randomUUID();
  const file = await storeFile(ctx, who, id, input, text);
  const sums = holdings(gathered);
  const of = (kind: string) => sums.find((sum) => sum.kind === kind) ?? { count: 0, total: 0 };
  await ctx.db.query(
    `INSERT INTO books_exports (tenant_id, id, format, period_from, period_to, reexport, invoice_count, credit_note_count, payment_count,
       bill_count, invoice_total, credit_note_total, payment_total, bill_total, media_id, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [
      who.tenantId,
      id,
      input.format,
      input.from,
      input.to,
      input.includeExported,
      of('INVOICE').count,
      of('CREDIT_NOTE').count,
      of('PAYMENT').count,
      of('BILL').count,
      of('INVOICE').total,
      of('CREDIT_NOTE').total,
      of('PAYMENT').total,
      of('BILL').total,
      file.mediaId,
      who.user.id,
    ],
  );
  await ctx.db.query(
    `INSERT INTO books_export_items (tenant_id, export_id, format, reexport, record_kind, record_id)
     SELECT $1, $2, $3, held.reexport, held.kind, held.id FROM unnest($4::boolean[], $5::text[], $6::uuid[]) AS held (reexport, kind, id)`,
    [
      who.tenantId,
      id,
      input.format,
      held.map((record) => record.exported),
      held.map((record) => record.kind),
      held.map((record) => record.id),
    ],
  );
  const { rows } = await ctx.db.query<BooksExportRow>(`SELECT ${BOOKS_EXPORT_SELECT} FROM books_exports be WHERE be.id = $1`, [id]);
  await auditWrite(ctx, who, BOOKS_EXPORTS, 'create', id, {
    after: { ...input, holds: sums, fileName: file.fileName, size: file.size, mediaId: file.mediaId },
  });
  return rows[0];
};
