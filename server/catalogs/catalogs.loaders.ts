import { groupLoader } from '../graphql/groupLoader';
import { defineLoaders } from '../graphql/loaders';
import { inUseSql } from './catalogs.lifecycle';
import { BILLING_ITEMS, type Catalog, DOCUMENT_TYPE_SELECT, DOCUMENT_TYPES, type DocumentTypeRow, EXPENSE_ITEMS } from './catalogs.rows';
import type { Queryable } from '../db/database';

/** Whether anything refers to each item (a page of the list at once): one row per key, `used`. */
const inUseLoader = (db: Queryable, catalog: Catalog) =>
  groupLoader<{ used: boolean }>(
    db,
    `SELECT c.id AS key, (${inUseSql(catalog)}) AS used FROM ${catalog.table} c WHERE c.id = ANY($1::uuid[])`,
  );

/** Batched loaders of the catalog lists (no N+1 under a page of rows). */
export const catalogLoaders = defineLoaders((db) => ({
  billingItemInUse: inUseLoader(db, BILLING_ITEMS),
  expenseItemInUse: inUseLoader(db, EXPENSE_ITEMS),
  documentTypeInUse: inUseLoader(db, DOCUMENT_TYPES),
  // Retired or deleted, a type still names the files filed under it (Media.documentType).
  documentTypeById: groupLoader<DocumentTypeRow>(
    db,
    `SELECT dt.id AS key, ${DOCUMENT_TYPE_SELECT} FROM document_types dt WHERE dt.id = ANY($1::uuid[])`,
  ),
}));
