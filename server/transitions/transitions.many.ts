import type { GraphQLError } from 'graphql';
import { auditAllAs } from '../audit';
import { isUuid } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import { publishChange } from '../graphql/liveRecords';
import { changesOf, decide } from './transitions.service';
import type { Actor, Change, MachineRecord } from './transitions.types';
import { writeRecords } from './transitions.write';

/** A record the set refused, by id: what transition() would have raised for it alone. */
export type ManyRefusal = { id: string; code: string; message: string };

/** The refusals transitionMany answers by id; any other error fails the whole call. */
const REFUSALS = new Set(['NOT_FOUND', 'CONFLICT', 'INVALID_TRANSITION', 'BAD_USER_INPUT']);

/**
 * One event on many records of one kind, in the request's transaction and on the same decision as transition()
 * (lock, version, the machine or its refusal), set-based: the rows locked in one statement (the definition's
 * `many.lock`, their machine contexts in one more when the definition reads them, `many.contexts`), each decided in memory, written with one UPDATE per set of columns, audited with one INSERT, the
 * effects run once for the set (`many.effects`, or each row's `effects`), read back in one statement and each
 * published after commit. A refusal is raised before anything of its record is written, so it is answered by id and
 * the others still move ("approve what I see"); any other error fails the call and nothing is written. Each id once.
 */
export const transitionMany = async <TRow extends { id: string; version: number }, TContext extends { actor: unknown }, TInput>(
  ctx: GraphQLContext,
  actor: Actor,
  definition: MachineRecord<TRow, TContext, TInput>,
  event: string,
  items: readonly { id: string; version: number; input?: unknown }[],
): Promise<{ done: TRow[]; refused: ManyRefusal[] }> => {
  const many = definition.many;
  if (!many) throw new Error(`${definition.what} has no set-based lock and find (MachineRecord.many)`);
  if (definition.update) throw new Error(`${definition.what} writes through update(); transitionMany takes records without one`);
  const ids = items.map((item) => item.id);
  if (new Set(ids).size !== ids.length) throw new Error('transitionMany takes each record once');
  const rows = await many.lock(ctx, ids.filter(isUuid), actor);
  const locked = new Map(rows.map((row) => [row.id, row]));
  const contexts = many.contexts ? await many.contexts(ctx, rows, actor) : null;
  const deciding = contexts
    ? { ...definition, context: async (_ctx: GraphQLContext, row: TRow) => contexts.get(row.id) as TContext }
    : definition;
  const changes: Change<TRow, TContext, TInput>[] = [];
  const refused: ManyRefusal[] = [];
  for (const item of items) {
    try {
      changes.push(await decide(ctx, actor, deciding, locked.get(item.id) ?? null, { ...item, event }));
    } catch (error) {
      const code = (error as GraphQLError).extensions?.code;
      if (typeof code !== 'string' || !REFUSALS.has(code)) throw error;
      refused.push({ id: item.id, code, message: (error as GraphQLError).message });
    }
  }
  if (changes.length === 0) return { done: [], refused };

  const written = await writeRecords(
    ctx.db,
    definition.table,
    changes.map((change) => ({ row: change.row, changes: changesOf(definition, change) })),
  );
  const byType = new Map<string, number[]>();
  for (const [i, change] of changes.entries()) byType.set(change.type, [...(byType.get(change.type) ?? []), i]);
  for (const [type, indexes] of byType) {
    const entries: { entityId: string; before: unknown; after: unknown }[] = [];
    for (const i of indexes) {
      const audited = definition.audit
        ? await definition.audit(ctx, { ...changes[i], after: written[i].row, written: written[i] })
        : written[i];
      entries.push({ entityId: changes[i].row.id, before: audited.before, after: audited.after });
    }
    await auditAllAs(
      ctx,
      actor,
      { entityKind: definition.entityKind, action: definition.auditAction?.(type) ?? 'UPDATED', event: type },
      entries,
    );
  }
  const moved = changes.map((change, i) => ({ ...change, before: change.row, after: written[i].row }));
  if (many.effects) await many.effects(ctx, moved);
  else if (definition.effects) for (const change of moved) await definition.effects(ctx, change);
  const now = new Map(
    (
      await many.find(
        ctx,
        moved.map((change) => change.row.id),
      )
    ).map((row) => [row.id, row]),
  );
  for (const change of moved) publishChange(ctx, definition.topic, actor.tenantId, change.row.id);
  return { done: moved.map((change) => now.get(change.row.id) as TRow), refused };
};
