import type * as z from 'zod';
import { billingItemInputSchema, documentTypeInputSchema, expenseItemInputSchema } from '../../src/domain/catalogs/schemas';
import type { FieldErrors } from '../../src/domain/schemas/fieldErrors';
import { badUserInput, isUuid } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import { insertRow, lockRow, updateRow, validateInput } from '../records/writes';
import { requireCatalogAdmin } from './catalogs.access';
import { deleteItem, restoreItem, retireItem } from './catalogs.lifecycle';
import {
  BILLING_ITEMS,
  type BillingItemRow,
  type Catalog,
  type CatalogItemRow,
  DOCUMENT_TYPES,
  type DocumentTypeRow,
  EXPENSE_ITEMS,
  type ExpenseItemRow,
} from './catalogs.rows';

/**
 * The catalogs' reads of one item and writes. Creates and edits: the shared schema first (BAD_USER_INPUT, nothing stored), then the row and its
 * audit row in the request's transaction (`billingItem.create`, `expenseItem.update`, …). A code (a document type's
 * name) another live item of the tenant has is a field error; an edit at a stale version is CONFLICT.
 */

/** How a catalog's input becomes its columns, and the field error of a taken code or name. */
type Form<S extends z.ZodType> = {
  catalog: Catalog;
  schema: S;
  columns: readonly string[];
  values: (data: z.output<S>) => unknown[];
  taken: FieldErrors;
};

const BILLING_FORM: Form<typeof billingItemInputSchema> = {
  catalog: BILLING_ITEMS,
  schema: billingItemInputSchema,
  columns: ['code', 'name', 'type', 'amount', 'unit', 'rate_percent', 'state_province', 'taxable', 'ledger_account'],
  values: (data) => [
    data.code,
    data.name,
    data.type,
    data.amount,
    data.unit,
    data.ratePercent,
    data.stateProvince,
    data.taxable,
    data.ledgerAccount,
  ],
  taken: { 'input.code': ['A billing item with this code already exists.'] },
};

const EXPENSE_FORM: Form<typeof expenseItemInputSchema> = {
  catalog: EXPENSE_ITEMS,
  schema: expenseItemInputSchema,
  columns: ['code', 'name', 'type', 'reimbursable', 'receipt_required', 'ledger_account'],
  values: (data) => [data.code, data.name, data.type, data.reimbursable, data.receiptRequired, data.ledgerAccount],
  taken: { 'input.code': ['An expense item with this code already exists.'] },
};

const DOCUMENT_FORM: Form<typeof documentTypeInputSchema> = {
  catalog: DOCUMENT_TYPES,
  schema: documentTypeInputSchema,
  columns: ['name', 'applies_to', 'retention_years'],
  values: (data) => [data.name, data.appliesTo, data.retentionYears],
  taken: { 'input.name': ['A document type with this name already exists.'] },
};

/** A unique index's refusal (23505: the code or name is taken) as the form's field error; any other error as it was. */
const orTaken = (taken: FieldErrors) => (error: unknown) => {
  throw typeof error === 'object' && error !== null && 'code' in error && error.code === '23505' ? badUserInput(taken) : error;
};

const createItem = async <S extends z.ZodType, T extends CatalogItemRow>(
  ctx: GraphQLContext,
  form: Form<S>,
  input: unknown,
): Promise<T> => {
  const who = requireCatalogAdmin(ctx);
  const data = validateInput(form.schema, input);
  return insertRow<T>(ctx, who, form.catalog, form.columns, form.values(data)).catch(orTaken(form.taken));
};

const updateItem = async <S extends z.ZodType, T extends CatalogItemRow>(
  ctx: GraphQLContext,
  form: Form<S>,
  id: string,
  version: number,
  input: unknown,
): Promise<T> => {
  const who = requireCatalogAdmin(ctx);
  const before = await lockRow<T>(ctx, who.tenantId, form.catalog, id, version);
  const data = validateInput(form.schema, input);
  return updateRow<T>(ctx, who, form.catalog, { id, version, before }, form.columns, form.values(data)).catch(orTaken(form.taken));
};

/** One live item of the tenant by id, or null (another tenant's, a deleted one and a malformed id included). */
const findItem = async <T extends CatalogItemRow>(ctx: GraphQLContext, catalog: Catalog, id: string): Promise<T | null> => {
  const { tenantId } = requireCatalogAdmin(ctx);
  if (!isUuid(id)) return null;
  const { alias } = catalog;
  const { rows } = await ctx.db.query<T>(
    `SELECT ${catalog.select} FROM ${catalog.table} ${alias} WHERE ${alias}.tenant_id = $1 AND ${alias}.id = $2 AND ${alias}.deleted_at IS NULL`,
    [tenantId, id],
  );
  return rows[0] ?? null;
};

/** A catalog's reads of one item and its writes, each answering the catalog's row `T`. */
const itemActions =
  <T extends CatalogItemRow>() =>
  <S extends z.ZodType>(form: Form<S>) => ({
    find: (ctx: GraphQLContext, id: string) => findItem<T>(ctx, form.catalog, id),
    create: (ctx: GraphQLContext, input: unknown) => createItem<S, T>(ctx, form, input),
    update: (ctx: GraphQLContext, id: string, version: number, input: unknown) => updateItem<S, T>(ctx, form, id, version, input),
    retire: (ctx: GraphQLContext, id: string, version: number) => retireItem<T>(ctx, form.catalog, id, version),
    restore: (ctx: GraphQLContext, id: string, version: number) => restoreItem<T>(ctx, form.catalog, id, version),
    delete: (ctx: GraphQLContext, id: string, version: number) => deleteItem<T>(ctx, form.catalog, id, version),
  });

export const billingItemActions = itemActions<BillingItemRow>()(BILLING_FORM);
export const expenseItemActions = itemActions<ExpenseItemRow>()(EXPENSE_FORM);
export const documentTypeActions = itemActions<DocumentTypeRow>()(DOCUMENT_FORM);
