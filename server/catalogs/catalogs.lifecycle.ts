import type { CatalogItemMove, CatalogItemStatus } from '../../src/generated/enums';
import type { Queryable } from '../db/database';
import { appError } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import { auditWrite, deleteRow, lockRow, writeColumns } from '../records/writes';
import { requireCatalogAdmin } from './catalogs.access';
import type { Catalog, CatalogItemRow } from './catalogs.rows';

/**
 * An item's life in its catalog, the same for the three: active → retired → active again, and deleted (soft) only
 * while nothing refers to it (the catalog's `uses`). The moves a status allows answer both the writes and the
 * view's buttons (`moves`); a refused move is INVALID_TRANSITION, as a record's refused event is
 * (docs/decisions.md#admin-catalogs-issue-29).
 */

const MOVES: Record<CatalogItemStatus, readonly CatalogItemMove[]> = {
  ACTIVE: ['EDIT', 'RETIRE', 'DELETE'],
  RETIRED: ['EDIT', 'RESTORE', 'DELETE'],
};

export const statusOf = (item: Pick<CatalogItemRow, 'retiredAt'>): CatalogItemStatus => (item.retiredAt ? 'RETIRED' : 'ACTIVE');

export const movesOf = (item: Pick<CatalogItemRow, 'retiredAt'>): readonly CatalogItemMove[] => MOVES[statusOf(item)];

/** `EXISTS` for each use of the catalog, over the item aliased `c`: whether anything refers to it. */
export const inUseSql = (catalog: Catalog) =>
  catalog.uses.length === 0
    ? 'FALSE'
    : catalog.uses
        .map((use) => `EXISTS (SELECT 1 FROM ${use.table} x WHERE x.tenant_id = c.tenant_id AND x.${use.column} = c.${use.itemColumn})`)
        .join(' OR ');

/** How many rows of each use refer to the item, the uses with none left out. */
export const usesOf = async (db: Queryable, catalog: Catalog, tenantId: string, id: string) => {
  const found = await Promise.all(
    catalog.uses.map(async (use) => {
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${use.table} x JOIN ${catalog.table} c ON c.tenant_id = x.tenant_id AND c.${use.itemColumn} = x.${use.column}
         WHERE c.tenant_id = $1 AND c.id = $2`,
        [tenantId, id],
      );
      return { use, count: rows[0]?.n ?? 0 };
    }),
  );
  return found.filter((found) => found.count > 0);
};

const labelOf = (catalog: Catalog, item: CatalogItemRow) => String((item as Record<string, unknown>)[catalog.label]);

/** The item locked at the client's version, the move allowed by its status (else INVALID_TRANSITION, reason STATUS). */
const lockFor = async <T extends CatalogItemRow>(
  ctx: GraphQLContext,
  catalog: Catalog,
  id: string,
  version: number,
  move: CatalogItemMove,
) => {
  const who = requireCatalogAdmin(ctx);
  const before = await lockRow<T>(ctx, who.tenantId, catalog, id, version);
  if (!movesOf(before).includes(move))
    throw appError(
      'INVALID_TRANSITION',
      `${catalog.what} ${labelOf(catalog, before)} is ${statusOf(before) === 'RETIRED' ? 'already retired' : 'not retired'}.`,
      { event: `${catalog.noun}.${move.toLowerCase()}`, status: statusOf(before), reason: 'STATUS' },
    );
  return { who, before };
};

/** Hides the item from pickers and pricing; the records that name it keep it. */
export const retireItem = async <T extends CatalogItemRow>(ctx: GraphQLContext, catalog: Catalog, id: string, version: number) => {
  const { who, before } = await lockFor<T>(ctx, catalog, id, version, 'RETIRE');
  const after = await writeColumns<T>(ctx, who.tenantId, catalog, before, { retired_at: new Date() });
  await auditWrite(ctx, who, catalog, 'retire', id, { before, after });
  return after;
};

/** Offers a retired item again. */
export const restoreItem = async <T extends CatalogItemRow>(ctx: GraphQLContext, catalog: Catalog, id: string, version: number) => {
  const { who, before } = await lockFor<T>(ctx, catalog, id, version, 'RESTORE');
  const after = await writeColumns<T>(ctx, who.tenantId, catalog, before, { retired_at: null });
  await auditWrite(ctx, who, catalog, 'restore', id, { before, after });
  return after;
};

/**
 * Deletes (soft) an item nothing refers to. Once used the delete is refused, INVALID_TRANSITION with reason RECORD,
 * the message naming what refers to it and `usedBy` counting it ({ what, count }): retire it instead.
 */
export const deleteItem = async <T extends CatalogItemRow>(ctx: GraphQLContext, catalog: Catalog, id: string, version: number) => {
  const { who, before } = await lockFor<T>(ctx, catalog, id, version, 'DELETE');
  const uses = await usesOf(ctx.db, catalog, who.tenantId, id);
  if (uses.length > 0) {
    const words = uses.map(({ use, count }) => `${count.toLocaleString('en-US')} ${count === 1 ? use.one : use.many}`).join(' and ');
    throw appError('INVALID_TRANSITION', `${catalog.what} ${labelOf(catalog, before)} is used by ${words}: retire it instead.`, {
      event: `${catalog.noun}.delete`,
      status: statusOf(before),
      reason: 'RECORD',
      usedBy: uses.map(({ use, count }) => ({ what: use.many, count })),
    });
  }
  return deleteRow<T>(ctx, who, catalog, id, version);
};
