import type * as z from 'zod';
import { fieldErrors } from '../../src/domain/schemas/fieldErrors';
import { auditAs } from '../audit';
import type { Queryable, Row } from '../db/database';
import type { GraphQLContext } from '../graphql/context';
import { badUserInput, checkVersion, conflict, isUuid, notFound } from '../errors';

/** Shared steps of every area's writes (kit): input validation, the versioned row lock, the update or soft delete with its audit row. */

/** Parses a mutation's `input` argument; field errors are keyed by argument path (`input.vin`), as Lighthouse does. */
export const validateInput = <S extends z.ZodType>(schema: S, input: unknown, prefix = 'input'): z.output<S> => {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  throw badUserInput(Object.fromEntries(Object.entries(errors).map(([key, messages]) => [`${prefix}.${key}`, messages])));
};

/** A table of records: `what` names it in NOT_FOUND, `kind` and `noun` in its audit rows (`Vehicles`, `vehicle.update`). */
export type Locked = { table: string; alias: string; select: string; what: string; kind: string; noun: string };

/** Who writes: the tenant and user the access checks (requireEditor, requireAccountManager) return. */
export type Writer = { tenantId: string; user: { id: string } };

/**
 * The live row to change, locked for the transaction, whatever its version (a change to the record's parts that the
 * client does not version): a malformed, foreign, unknown or soft-deleted id is NOT_FOUND.
 */
export const lockLive = async <T extends Row>(ctx: GraphQLContext, tenantId: string, target: Locked, id: string): Promise<T> => {
  if (!isUuid(id)) throw notFound(target.what);
  const { rows } = await ctx.db.query<T>(
    `SELECT ${target.select} FROM ${target.table} ${target.alias}
     WHERE ${target.alias}.tenant_id = $1 AND ${target.alias}.id = $2 AND ${target.alias}.deleted_at IS NULL FOR UPDATE`,
    [tenantId, id],
  );
  if (!rows[0]) throw notFound(target.what);
  return rows[0];
};

/**
 * The live row to change at the client's version, locked for the transaction: NOT_FOUND as lockLive, a version
 * other than the stored one is CONFLICT (nothing written: the request rolls back on any error).
 */
export const lockRow = async <T extends Row & { version: number }>(
  ctx: GraphQLContext,
  tenantId: string,
  target: Locked,
  id: string,
  version: number,
): Promise<T> => checkVersion(await lockLive<T>(ctx, tenantId, target, id), version, target.what);

/** One live row of the tenant by id, or null (malformed ids included). */
export const findRow = async <T extends Row>(ctx: GraphQLContext, tenantId: string, target: Locked, id: string) => {
  if (!isUuid(id)) return null;
  const { rows } = await ctx.db.query<T>(
    `SELECT ${target.select} FROM ${target.table} ${target.alias} WHERE ${target.alias}.tenant_id = $1 AND ${target.alias}.id = $2`,
    [tenantId, id],
  );
  return rows[0] ?? null;
};

/** What a record's audit rows name: its kind (`Drivers`) and the noun of its events (`driver.update`). */
export type Audited = Pick<Locked, 'kind' | 'noun'>;

/** The before and after of an audit row. */
export type AuditChange = { before?: unknown; after?: unknown };

/**
 * The audit row of a write to a record: event `<noun>.<verb>`, action CREATED for `create`, DELETED for `delete` and
 * UPDATED for any other verb (`update`, and a record's own events: `driver.legPriority`, `transportPlate.out`).
 */
export const auditWrite = (ctx: GraphQLContext, who: Writer, target: Audited, verb: string, entityId: string, change: AuditChange) =>
  auditAs(ctx, who, {
    entityKind: target.kind,
    entityId,
    action: verb === 'create' ? 'CREATED' : verb === 'delete' ? 'DELETED' : 'UPDATED',
    event: `${target.noun}.${verb}`,
    ...change,
  });

/** Column name → value, in the order they are written. */
export type Columns = Record<string, unknown>;

/**
 * Writes `columns` into a row lockRow returned, at the version it was locked at, with a new version (no columns: only
 * the version, for a change to the record's parts); CONFLICT when another write moved it on. The caller audits.
 */
export const writeColumns = async <T extends Row>(
  ctx: GraphQLContext,
  tenantId: string,
  target: Pick<Locked, 'table' | 'alias' | 'select'>,
  row: { id: string; version: number },
  columns: Columns,
): Promise<T> => {
  const { alias } = target;
  const names = Object.keys(columns);
  const { rows } = await ctx.db.query<T>(
    `UPDATE ${target.table} ${alias} SET ${[...names.map((name, i) => `${name} = $${i + 4}`), `version = ${alias}.version + 1`, 'updated_at = now()'].join(', ')}
     WHERE ${alias}.tenant_id = $1 AND ${alias}.id = $2 AND ${alias}.version = $3 RETURNING ${target.select}`,
    [tenantId, row.id, row.version, ...names.map((name) => columns[name])],
  );
  if (rows.length === 0) throw conflict();
  return rows[0];
};

/** Inserts a row of the writer's tenant with `values` in `columns`, audits its creation (`<noun>.create`) and returns it. */
export const insertRow = async <T extends Row & { id: string }>(
  ctx: GraphQLContext,
  who: Writer,
  target: Locked,
  columns: readonly string[],
  values: readonly unknown[],
): Promise<T> => {
  const { rows } = await ctx.db.query<T>(
    `INSERT INTO ${target.table} AS ${target.alias} (tenant_id, ${columns.join(', ')})
     VALUES ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')}) RETURNING ${target.select}`,
    [who.tenantId, ...values],
  );
  await auditWrite(ctx, who, target, 'create', rows[0].id, { after: rows[0] });
  return rows[0];
};

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * Inserts many rows of a table in one statement (a batch of an import): each row's keys are its columns, camelCase
 * keys written snake_case, every row with the same keys; the values are read as the table's own column types
 * (jsonb_populate_recordset of the table's row type). The caller audits, with auditAllAs.
 */
export const insertRows = async (db: Queryable, table: string, rows: readonly Record<string, unknown>[]) => {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]).map(snakeCase);
  await db.query(
    `INSERT INTO ${table} (${columns.join(', ')}) SELECT ${columns.join(', ')} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)`,
    [JSON.stringify(rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [snakeCase(key), value]))))],
  );
};

/** Writes `values` into `columns` of a row lockRow returned (`before`), bumps the version and audits the change. */
export const updateRow = async <T extends Row>(
  ctx: GraphQLContext,
  who: Writer,
  target: Locked,
  { id, version, before }: { id: string; version: number; before: unknown },
  columns: readonly string[],
  values: readonly unknown[],
): Promise<T> => {
  const after = await writeColumns<T>(
    ctx,
    who.tenantId,
    target,
    { id, version },
    Object.fromEntries(columns.map((column, i) => [column, values[i]])),
  );
  await auditWrite(ctx, who, target, 'update', id, { before, after });
  return after;
};

/** A soft delete: locks the row (NOT_FOUND, CONFLICT), stamps deleted_at, bumps the version; returns the row as it now is. */
export const deleteRow = async <T extends Row & { version: number }>(
  ctx: GraphQLContext,
  who: Writer,
  target: Locked,
  id: string,
  version: number,
) => {
  const before = await lockRow<T>(ctx, who.tenantId, target, id, version);
  const { rows } = await ctx.db.query<T>(
    `UPDATE ${target.table} ${target.alias} SET deleted_at = now(), updated_at = now(), version = ${target.alias}.version + 1
     WHERE ${target.alias}.tenant_id = $1 AND ${target.alias}.id = $2 RETURNING ${target.select}`,
    [who.tenantId, id],
  );
  await auditWrite(ctx, who, target, 'delete', id, { before, after: rows[0] });
  return rows[0];
};
