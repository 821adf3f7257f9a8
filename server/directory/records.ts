import type * as z from 'zod';
import { fieldErrors } from '../../src/domain/schemas/fieldErrors';
import { type AuditAction, audit } from '../audit';
import type { Row } from '../db/database';
import type { GraphQLContext } from '../graphql/context';
import { badUserInput, conflict, isUuid, notFound } from '../graphql/errors';

/** Shared steps of the directory's writes: input validation, the versioned row lock, the audit row. */

/** Parses a mutation's `input` argument; field errors are keyed by argument path (`input.vin`), as Lighthouse does. */
export const validateInput = <S extends z.ZodType>(schema: S, input: unknown, prefix = 'input'): z.output<S> => {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  throw badUserInput(Object.fromEntries(Object.entries(errors).map(([key, messages]) => [`${prefix}.${key}`, messages])));
};

export type Locked = { table: string; alias: string; select: string; what: string };

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
  if (rows.length === 0) throw notFound(target.what);
  if (rows[0].version !== version) throw conflict();
  return rows[0];
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

export type Write = { entityKind: string; entityId: string; action: AuditAction; event: string; before?: unknown; after?: unknown };

export const auditWrite = (ctx: GraphQLContext, tenantId: string, userId: string, write: Write) =>
  audit(ctx.db, { tenantId, userId, ip: ctx.ip, ...write });

/** A soft delete: stamps deleted_at and bumps the version; returns the row as it now is. */
export const softDelete = async <T extends Row>(ctx: GraphQLContext, tenantId: string, target: Locked, id: string) => {
  const { rows } = await ctx.db.query<T>(
    `UPDATE ${target.table} ${target.alias} SET deleted_at = now(), updated_at = now(), version = ${target.alias}.version + 1
     WHERE ${target.alias}.tenant_id = $1 AND ${target.alias}.id = $2 RETURNING ${target.select}`,
    [tenantId, id],
  );
  return rows[0];
};
