import { auditWrite, lockRow, type Locked, writeColumns } from '../records/writes';
import { appError } from '../errors';
import type { Actor, GraphQLContext } from '../graphql/context';

/**
 * A status move of a decal or a plate: the row locked at the client's version (NOT_FOUND, CONFLICT), the move refused
 * from any other status (INVALID_TRANSITION, reason STATUS), the columns written with a new version and one audit row,
 * all in the request's transaction.
 */
export const moveStatus = async <T extends { id: string; status: string; version: number }>(
  ctx: GraphQLContext,
  who: Actor,
  target: Locked,
  move: { id: string; version: number; from: readonly string[]; verb: string; words: string },
  set: (row: T) => Promise<Record<string, unknown>> | Record<string, unknown>,
): Promise<{ before: T; after: T }> => {
  const before = await lockRow<T>(ctx, who.tenantId, target, move.id, move.version);
  if (!move.from.includes(before.status))
    throw appError(
      'INVALID_TRANSITION',
      `A ${target.what.toLowerCase()} that is ${before.status.replace('_', ' ').toLowerCase()} cannot be ${move.words}.`,
      {
        event: `${target.noun}.${move.verb}`,
        status: before.status,
        reason: 'STATUS',
      },
    );
  const after = await writeColumns<T>(ctx, who.tenantId, target, move, await set(before));
  await auditWrite(ctx, who, target, move.verb, move.id, { before, after });
  return { before, after };
};

/** The moves whose starting statuses include `status` (a plate's or a decal's `moves` field), in the table's order. */
export const movesFrom = <M extends string>(table: Record<M, readonly string[]>, status: string): M[] =>
  (Object.keys(table) as M[]).filter((move) => table[move].includes(status));
