import type {
  BillingItemOrderByColumn,
  CatalogItemStatus,
  DocumentTypeOrderByColumn,
  ExpenseItemOrderByColumn,
  QueryBillingItemsArgs,
  QueryDocumentTypesArgs,
  QueryExpenseItemsArgs,
} from '../../src/generated/resolvers';
import type { Queryable } from '../db/database';
import { type ListPageArgs, ListQuery } from '../graphql/listQuery';
import { buildOrderBy, type OrderByInput } from '../graphql/where';
import {
  BILLING_ITEMS,
  type BillingItemRow,
  type Catalog,
  DOCUMENT_TYPES,
  type DocumentTypeRow,
  EXPENSE_ITEMS,
  type ExpenseItemRow,
} from './catalogs.rows';

/** What every catalog list takes: a status, a search, an order and a page. */
type ItemListArgs<C extends string> = ListPageArgs & {
  status?: CatalogItemStatus | null;
  search?: string | null;
  orderBy?: readonly OrderByInput<C>[] | null;
};

/** How a catalog's list searches and sorts. */
type ItemList<C extends string> = { catalog: Catalog; search: string; order: Record<C, string>; fallback: string };

/**
 * A page of a catalog's live items, narrowed to the active or the retired ones when the list asks and by `narrow`
 * (its type filter), searched (every word) and sorted; 25 a page unless asked.
 */
const listItems = <T extends Record<string, unknown>, C extends string>(
  db: Queryable,
  tenantId: string,
  list: ItemList<C>,
  args: ItemListArgs<C>,
  narrow: (q: ListQuery) => ListQuery = (q) => q,
) => {
  const { alias, table, select } = list.catalog;
  const q = ListQuery.live(alias, tenantId);
  if (args.status === 'ACTIVE') q.where(`${alias}.retired_at IS NULL`);
  if (args.status === 'RETIRED') q.where(`${alias}.retired_at IS NOT NULL`);
  return narrow(q)
    .search(args.search, [list.search])
    .page<T>(
      db,
      { select, from: `${table} ${alias}`, orderBy: buildOrderBy(args.orderBy, list.order, list.fallback, `${alias}.id ASC`) },
      args,
      25,
    );
};

const BILLING_LIST: ItemList<BillingItemOrderByColumn> = {
  catalog: BILLING_ITEMS,
  search: "(bi.code || ' ' || bi.name)",
  order: { CODE: 'bi.code', NAME: 'lower(bi.name)', TYPE: 'bi.type', AMOUNT: 'bi.amount' },
  fallback: 'bi.code ASC',
};

/** /admin/billing-items: by code; by type and status, a search over code and name. */
export const listBillingItems = (db: Queryable, tenantId: string, args: QueryBillingItemsArgs) =>
  listItems<BillingItemRow, BillingItemOrderByColumn>(db, tenantId, BILLING_LIST, args, (q) => q.anyOf('bi.type', args.type));

const EXPENSE_LIST: ItemList<ExpenseItemOrderByColumn> = {
  catalog: EXPENSE_ITEMS,
  search: "(ei.code || ' ' || ei.name)",
  order: { CODE: 'ei.code', NAME: 'lower(ei.name)', TYPE: 'ei.type' },
  fallback: 'ei.code ASC',
};

/** /admin/expense-items: by code; by type and status, a search over code and name. */
export const listExpenseItems = (db: Queryable, tenantId: string, args: QueryExpenseItemsArgs) =>
  listItems<ExpenseItemRow, ExpenseItemOrderByColumn>(db, tenantId, EXPENSE_LIST, args, (q) => q.anyOf('ei.type', args.type));

const DOCUMENT_LIST: ItemList<DocumentTypeOrderByColumn> = {
  catalog: DOCUMENT_TYPES,
  search: 'dt.name',
  order: { NAME: 'lower(dt.name)', RETENTION_YEARS: 'dt.retention_years' },
  fallback: 'lower(dt.name) ASC',
};

/** /admin/document-types: by name; by the record it applies to and status, a search over the name. */
export const listDocumentTypes = (db: Queryable, tenantId: string, args: QueryDocumentTypesArgs) =>
  listItems<DocumentTypeRow, DocumentTypeOrderByColumn>(db, tenantId, DOCUMENT_LIST, args, (q) =>
    args.appliesTo ? q.bind(args.appliesTo, (p) => `${p}::text = ANY(dt.applies_to)`) : q,
  );
