import type { AuthUser } from '../auth/users';
import type { Config } from '../config';
import { type Database, type Queryable, withContext } from '../db/database';
import type { GraphQLContext } from '../graphql/context';
import { createLoaders } from '../graphql/loaders';
import type { MediaStore } from '../media/store';
import type { Events } from '../pubsub';

/** What a job keeps of the request that started it: the app's services and who asked, in which tenant. */
export type JobDeps = { database: Database; config: Config; events: Events; media: MediaStore; user: AuthUser; tenantId: string };

export const jobDeps = (ctx: GraphQLContext, user: AuthUser, tenantId: string): JobDeps => ({
  database: ctx.database,
  config: ctx.config,
  events: ctx.events,
  media: ctx.media,
  user,
  tenantId,
});

/**
 * Runs `fn` in a transaction of its own as the job's user (row-level security as in the user's requests: the portal
 * scope follows from the user), with a request-like context for the services a resolver would call; the effects
 * they leave for after the commit run once it has committed.
 */
export const inJobTransaction = async <T>(deps: JobDeps, fn: (ctx: GraphQLContext) => Promise<T>): Promise<T> => {
  const effects: (() => void | Promise<void>)[] = [];
  const result = await withContext(deps.database, { tenantId: deps.tenantId, userId: deps.user.id }, (tx: Queryable) =>
    fn({
      db: tx,
      database: deps.database,
      user: deps.user,
      tenantId: deps.tenantId,
      sessionId: null,
      ip: '127.0.0.1',
      config: deps.config,
      events: deps.events,
      media: deps.media,
      loaders: createLoaders(tx),
      afterCommit: (effect) => effects.push(effect),
      outcome: { mutationFailed: false },
    }),
  );
  for (const effect of effects) await Promise.resolve(effect()).catch(() => undefined);
  return result;
};

/** The longest pause between two orders: a request waits at most about one order's transaction. */
const MAX_PAUSE_MS = 250;

/**
 * Rests as long as the last order took (up to MAX_PAUSE_MS): the job holds the database at most half the time, so a
 * request (whose session and operation may be two transactions) finds it free at once or after one order, and never
 * queues behind a run of them. For PGlite, which has one connection (restAfter).
 */
const pauseAfter = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.min(Math.max(ms, 0), MAX_PAUSE_MS)));

/**
 * Between two imported orders: on PGlite (one connection) the rest of `pauseAfter`; on PostgreSQL only a turn of the
 * event loop, since the job holds one connection of the pool and requests take the others, never waiting for it.
 */
export const restAfter = (deps: JobDeps, ms: number) =>
  deps.config.databaseUrl ? new Promise<void>((resolve) => setImmediate(resolve)) : pauseAfter(ms);
