import type { AnyStateMachine } from 'xstate';
import type * as z from 'zod';
import type { AuditAction } from '../audit';
import type { Queryable } from '../db/database';
import type { Actor, GraphQLContext } from '../graphql/context';
import type { RecordTopic } from '../pubsub';
import type { RecordTable } from './transitions.write';

export type { Actor };

export type MachineEvent = { type: string };

/** One event being applied: what the hooks of a definition see. */
export type Change<TRow, TContext, TInput> = {
  actor: Actor;
  row: TRow;
  type: string;
  input: TInput;
  context: TContext;
  next: { status: string; context: TContext };
};

/**
 * A machine-driven record, declared once: where it is stored, which shared machine decides its status, the machine's
 * context for a stored row, the event input, and the effects of a transition. transition() does the rest: lock,
 * version check, the machine's decision or a refusal derived from the machine, the write, the audit row, the effects
 * and the publication after commit, all in the request's transaction.
 */
export type MachineRecord<TRow extends { id: string; version: number }, TContext extends { actor: unknown }, TInput> = {
  /** The audit rows' entity kind (`Order legs`), and the record in messages: NOT_FOUND's `Order leg`, a `leg`. */
  entityKind: string;
  what: string;
  noun: string;
  /** How a refusal's message names the record; by default `a leg`. */
  subject?: (row: TRow) => string;
  machine: AnyStateMachine;
  table: RecordTable;
  /** The row's status field (also the key of the status in a refusal's extensions). */
  status: keyof TRow & string;
  /** GraphQL event names ↔ machine event types. */
  events: Record<string, string>;
  eventName: (type: string) => string;
  /** Finds and locks the row (and whatever must be locked before it); null when the actor may not see it. */
  lock: (ctx: GraphQLContext, id: string, actor: Actor) => Promise<TRow | null>;
  /** Reads the row back after the write (and after the effects). */
  find: (ctx: GraphQLContext, id: string) => Promise<TRow | null>;
  /** The machine's context for the stored row; `event` is the one being sent (a leg.assign's driver has facts to load). */
  context: (ctx: GraphQLContext, row: TRow, actor: Actor, event: { type: string; input: TInput }) => Promise<TContext> | TContext;
  /** The transition input as a whole (BAD_USER_INPUT before the machine runs), with field paths under `prefix`. */
  input: z.ZodType<TInput>;
  inputPrefix?: string;
  /** The machine event of a type and its input, and the same event with a payload that passes payload-only guards. */
  event: (type: string, input: TInput) => MachineEvent;
  probe: (type: string) => MachineEvent;
  /** The fields an event needs: reported when the machine refuses it but takes its probe. */
  required?: (type: string, row: TRow) => z.ZodType | null;
  /** Why the record (not the role, not the status) refuses an event its status takes. */
  recordReasons?: Partial<Record<string, string>>;
  /**
   * The same, worked out from the machine's context and event when it depends on facts (every failed rule of a
   * driver's qualification); null falls back to recordReasons.
   */
  recordReason?: (context: TContext, event: MachineEvent) => string | null;
  /**
   * Events whose record refusal means "does not apply to this record" rather than "not yet" (a leg that needs no tag
   * and title is never waiting on one): eventOptions leaves them out instead of showing them disabled.
   */
  mootWhenRefused?: readonly string[];
  /** Events only a job sends, never a person (a quote's expiry): eventOptions leaves them out. */
  jobEvents?: readonly string[];
  /** A refusal the machine cannot know (a quote past its date), checked before the machine. */
  check?: (ctx: GraphQLContext, change: Omit<Change<TRow, TContext, TInput>, 'next' | 'context'>) => Promise<void> | void;
  /** Columns written beside the status (by row key); unchanged values are left out of the write and its audit row. */
  changes?: (change: Change<TRow, TContext, TInput>) => Record<string, unknown>;
  /** Further writes to the record itself before it is read back for the audit row (a quote's new prices). */
  update?: (ctx: GraphQLContext, change: Change<TRow, TContext, TInput>) => Promise<void>;
  auditAction?: (type: string) => AuditAction;
  /** The audit row's before and after; by default the written fields. */
  audit?: (
    ctx: GraphQLContext,
    change: Change<TRow, TContext, TInput> & { after: TRow; written: { before: object; after: object } },
  ) => Promise<{ before: unknown; after: unknown }> | { before: unknown; after: unknown };
  /** Effects in the same transaction after the audit row: the parent's derived event, cascades, notifications. */
  effects?: (ctx: GraphQLContext, change: Change<TRow, TContext, TInput> & { before: TRow; after: TRow }) => Promise<void>;
  /** Published with the record's id once the transaction commits. */
  topic: RecordTopic;
  /**
   * What transitionMany (transitions.many.ts) needs to move many records at once: lock them in one statement (those
   * the actor may not see are left out), read them back in one, and optionally the contexts and the effects for the
   * whole set.
   */
  many?: {
    lock: (ctx: GraphQLContext, ids: readonly string[], actor: Actor) => Promise<TRow[]>;
    find: (ctx: GraphQLContext, ids: readonly string[]) => Promise<TRow[]>;
    /** The machine's context of every locked row, read in one statement rather than `context` once a row. */
    contexts?: (ctx: GraphQLContext, rows: readonly TRow[], actor: Actor) => Promise<Map<string, TContext>>;
    effects?: (ctx: GraphQLContext, changes: readonly (Change<TRow, TContext, TInput> & { before: TRow; after: TRow })[]) => Promise<void>;
  };
};

/**
 * `many.lock` and `many.find` of a record stored in one table: the rows FOR UPDATE in id order (one lock order for
 * every caller), then read with the table's SELECT list; row-level security leaves out what the actor may not see.
 */
export const tableFinders = <TRow>(table: RecordTable) => {
  const find = async (ctx: GraphQLContext, ids: readonly string[]) =>
    (
      await ctx.db.query<TRow & { id: string }>(
        `SELECT ${table.select} FROM ${table.name} ${table.alias} WHERE ${table.alias}.id = ANY($1::uuid[])`,
        [ids],
      )
    ).rows as TRow[];
  return {
    lock: async (ctx: GraphQLContext, ids: readonly string[]) => {
      if (ids.length === 0) return [];
      await ctx.db.query(`SELECT 1 FROM ${table.name} WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`, [ids]);
      return find(ctx, ids);
    },
    find,
  };
};

/** `lock` and `find` of a record read by its rows' finder (`findStorageRecord(db, id, lock?)`): FOR UPDATE to lock. */
export const rowFinders = <TRow>(find: (db: Queryable, id: string, lock?: boolean) => Promise<TRow | null>) => ({
  lock: (ctx: GraphQLContext, id: string) => find(ctx.db, id, true),
  find: (ctx: GraphQLContext, id: string) => find(ctx.db, id),
});
