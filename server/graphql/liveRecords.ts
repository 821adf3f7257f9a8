import type DataLoader from 'dataloader';
import { filter, map, pipe } from 'graphql-yoga';
import type { Queryable } from '../db/database';
import type { RecordTopic } from '../pubsub';
import type { GraphQLContext } from './context';

/** How a subscription reads one changed record: as the subscriber may see it, or null (RLS hides it, or it is gone). */
export type LiveRecord<T> = {
  topic: RecordTopic;
  load: (db: Queryable, id: string) => Promise<T | null>;
  /** The request's by-id loader to hand the fresh row to, so the fields resolved for this event do not read it again. */
  loader?: (ctx: GraphQLContext) => DataLoader<string, T[]>;
};

/**
 * A subscription to the tenant's changes of one kind of record. The event names only an id; each is reloaded under
 * the subscriber's own row-level security (the socket's queries run with its settings, ws.ts), after every cached row
 * of the socket's long-lived context is forgotten. A record it may not see is dropped, never answered with an error.
 */
export const liveRecords = <T>(ctx: GraphQLContext, tenantId: string, record: LiveRecord<T>) =>
  pipe(
    ctx.events.subscribe(record.topic, tenantId),
    map(async ({ id }: { id: string }) => {
      ctx.loaders.clear();
      const row = await record.load(ctx.db, id);
      if (row !== null) record.loader?.(ctx).prime(id, [row]);
      return row;
    }),
    filter((row): row is Awaited<T> & {} => row !== null),
  );

// What each request has announced: a record changed twice in one transaction (an order and the legs it settles) is
// announced once, as subscribers reload its latest row anyway.
const announced = new WeakMap<object, Set<string>>();

/** Announces a changed record once the request's transaction commits (a rollback announces nothing). */
export const publishChange = (ctx: Pick<GraphQLContext, 'afterCommit' | 'events'>, topic: RecordTopic, tenantId: string, id: string) => {
  const seen = announced.get(ctx.afterCommit) ?? new Set<string>();
  announced.set(ctx.afterCommit, seen);
  if (seen.has(`${topic} ${id}`)) return;
  seen.add(`${topic} ${id}`);
  ctx.afterCommit(() => ctx.events.publish(topic, tenantId, { id }));
};

/** A Subscription field whose events are the rows liveRecords reloads: each row is the field's value. */
export const liveField = <T>(subscribe: (ctx: GraphQLContext) => AsyncIterable<T> | Promise<AsyncIterable<T>>) => ({
  subscribe: (_parent: unknown, _args: unknown, ctx: GraphQLContext) => subscribe(ctx),
  resolve: (row: T) => row,
});
