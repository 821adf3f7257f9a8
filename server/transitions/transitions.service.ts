import { fieldErrors } from '../../src/domain/schemas/fieldErrors';
import { stepMachine } from '../../src/machines/domain/status';
import { auditAs } from '../audit';
import { badUserInput, checkVersion, isUuid, notFound } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import { publishChange } from '../graphql/liveRecords';
import { refusal } from './transitions.refusal';
import type { Actor, Change, MachineRecord } from './transitions.types';
import { changedOnly, writeRecord } from './transitions.write';

export type TransitionArgs = { id: string; event: string; input?: unknown; version: number };

const parseInput = <TInput>(definition: MachineRecord<never, never, TInput>, input: unknown): TInput => {
  const parsed = definition.input.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const prefix = definition.inputPrefix ?? 'input.';
  throw badUserInput(
    Object.fromEntries(Object.entries(fieldErrors(parsed.error)).map(([path, messages]) => [`${prefix}${path}`, messages])),
  );
};

/**
 * The machine's decision on one locked row: the change to write, or the refusal thrown before anything is written
 * (NOT_FOUND for a row the actor may not see, CONFLICT for a stale version before any rule, BAD_USER_INPUT, the
 * definition's own check, INVALID_TRANSITION with the reason the machine gives).
 */
export const decide = async <TRow extends { id: string; version: number }, TContext extends { actor: unknown }, TInput>(
  ctx: GraphQLContext,
  actor: Actor,
  definition: MachineRecord<TRow, TContext, TInput>,
  found: TRow | null,
  args: TransitionArgs,
): Promise<Change<TRow, TContext, TInput>> => {
  if (!found) throw notFound(definition.what);
  const row = checkVersion(found, args.version, definition.what);
  const type = definition.events[args.event];
  const input = parseInput(definition as never, args.input) as TInput;
  await definition.check?.(ctx, { actor, row, type, input });
  const status = row[definition.status] as string;
  const context = await definition.context(ctx, row, actor, { type, input });
  const event = definition.event(type, input);
  const next = stepMachine<string, TContext>(definition.machine, status, context, event);
  if (!next) {
    const schema = definition.required?.(type, row) ?? null;
    throw refusal({
      machine: definition.machine,
      status,
      context,
      event,
      probe: definition.probe(type),
      name: definition.eventName(type),
      noun: definition.noun,
      subject: definition.subject?.(row) ?? `${/^[aeiou]/i.test(definition.noun) ? 'an' : 'a'} ${definition.noun}`,
      statusKey: definition.status,
      required: schema ? { schema, input: args.input, prefix: definition.inputPrefix ?? 'input.' } : null,
      recordReasons: definition.recordReasons ?? {},
      recordReason: definition.recordReason?.(context, event) ?? null,
    });
  }
  return { actor, row, type, input, context, next };
};

/** The columns a change writes: the new status and the declared columns that differ from the stored row. */
export const changesOf = <TRow extends { id: string; version: number }, TContext extends { actor: unknown }, TInput>(
  definition: MachineRecord<TRow, TContext, TInput>,
  change: Change<TRow, TContext, TInput>,
) => ({ [definition.status]: change.next.status, ...changedOnly(change.row, definition.changes?.(change) ?? {}) });

/**
 * One event on a machine-driven record, in the request's transaction: lock the row, check its version (CONFLICT
 * before any rule), restore the shared machine at the stored status and send the event (or refuse with a reason the
 * machine gives), write the status and the declared columns with a new version, the audit row, the declared effects,
 * and publish the record's topic after commit. Returns the row as it is now. Many records of one kind take one event
 * set-based through transitionMany (transitions.many.ts), on the same decision.
 */
export const transition = async <TRow extends { id: string; version: number }, TContext extends { actor: unknown }, TInput>(
  ctx: GraphQLContext,
  actor: Actor,
  definition: MachineRecord<TRow, TContext, TInput>,
  args: TransitionArgs,
): Promise<TRow> => {
  const found = isUuid(args.id) ? await definition.lock(ctx, args.id, actor) : null;
  const change = await decide(ctx, actor, definition, found, args);
  const { row, type } = change;
  const written = await writeRecord<TRow>(ctx.db, definition.table, row, changesOf(definition, change));
  let after = written.row;
  if (definition.update) {
    await definition.update(ctx, change);
    after = (await definition.find(ctx, row.id)) as TRow;
  }
  const audited = definition.audit ? await definition.audit(ctx, { ...change, after, written }) : written;
  await auditAs(ctx, actor, {
    entityKind: definition.entityKind,
    entityId: row.id,
    action: definition.auditAction?.(type) ?? 'UPDATED',
    event: type,
    before: audited.before,
    after: audited.after,
  });
  if (definition.effects) {
    await definition.effects(ctx, { ...change, before: row, after });
    after = (await definition.find(ctx, row.id)) as TRow;
  }
  publishChange(ctx, definition.topic, actor.tenantId, row.id);
  return after;
};
