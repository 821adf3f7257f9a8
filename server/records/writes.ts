import type * as z from 'zod';
import { fieldErrors } from '../../src/domain/schemas/fieldErrors';
import { type AuditAction, auditAs } from '../audit';
import type { Row } from '../db/database';
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
 * The live row to change, locked for the transaction: a malformed, foreign, unknown or soft-deleted id is NOT_FOUND,
 * a version other than the stored one is CONFLICT (nothing written: the request rolls back on any error).
 */
export const lockRow = async <T extends Row & { version: number }>(
  ctx: GraphQLContext,
  tenantId: string,
  target: Locked,
  id: string,
  version: number,
): Promise<T> => {
  if (!isUuid(id)) throw notFound(target.what);
  const { rows } = await ctx.db.query<T>(
    `SELECT ${target.select} FROM ${target.table} ${target.alias}
     WHERE ${target.alias}.tenant_id = $1 AND ${target.alias}.id = $2 AND ${target.alias}.deleted_at IS NULL FOR UPDATE`,
    [tenantId, id],
  );
  return checkVersion(rows[0], version, target.what);
};

/** One live row of the tenant by id, or null (malformed ids included). */
export const findRow = async <T extends Row>(ctx: GraphQLContext, tenantId: string, target: Locked, id: string) => {
  if (!isUuid(id)) return null;
  const { rows } = await ctx.db.query<T>(
    `SELECT ${target.select} FROM ${target.table} ${target.alias} WHERE ${target.alias}.tenant_id = $1 AND ${target.alias}.id = $2`,
    [tenantId, id],
  );
  return rows[0] ?? null;
};

const ACTIONS = { create: 'CREATED', update: 'UPDATED', delete: 'DELETED' } as const satisfies Record<string, AuditAction>;

export const auditWrite = (
  ctx: GraphQLContext,
  who: Writer,
  target: Locked,
  verb: keyof typeof ACTIONS,
  entityId: string,
  change: { before?: unknown; after?: unknown },
) => auditAs(ctx, who, { entityKind: target.kind, entityId, action: ACTIONS[verb], event: `${target.noun}.${verb}`, ...change });

/** Writes `values` into `columns` of a row lockRow returned (`before`), bumps the version and audits the change. */
export const updateRow = async <T extends Row>(
  ctx: GraphQLContext,
  who: Writer,
  target: Locked,
  { id, version, before }: { id: string; version: number; before: unknown },
  columns: readonly string[],
  values: readonly unknown[],
): Promise<T> => {
  const { alias } = target;
  const { rows } = await ctx.db.query<T>(
    `UPDATE ${target.table} ${alias} SET ${columns.map((column, i) => `${column} = $${i + 4}`).join(', ')},
       version = ${alias}.version + 1, updated_at = now()
     WHERE ${alias}.tenant_id = $1 AND ${alias}.id = $2 AND ${alias}.version = $3 RETURNING ${target.select}`,
    [who.tenantId, id, version, ...values],
  );
  if (rows.length === 0) throw conflict();
  await auditWrite(ctx, who, target, 'update', id, { before, after: rows[0] });
  return rows[0];
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
