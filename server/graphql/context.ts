import type { AuthUser } from '../auth/users';
import type { Config } from '../config';
import type { Database, Queryable } from '../db/database';
import type { MediaStore } from '../media/store';
import type { Events } from '../pubsub';
import { forbidden, unauthenticated } from '../errors';
import type { LoaderRegistry } from './loaders';

/** The per-request record of what happened, read by the HTTP handler to commit or roll back. */
export type RequestOutcome = { mutationFailed: boolean };

/** What every resolver gets: the request's transaction (RLS set), who asks, in which tenant. */
export type GraphQLContext = {
  /** The request's transaction: every read and write of the operation. */
  db: Queryable;
  /**
   * The app's database, for work that outlives the request: a job a mutation starts after its commit opens its own
   * transactions here (server/settings' demo data job). Never for the operation's own reads and writes.
   */
  database: Database;
  user: AuthUser | null;
  tenantId: string | null;
  sessionId: string | null;
  ip: string;
  config: Config;
  events: Events;
  media: MediaStore;
  /** The per-request loader registry (server/graphql/loaders.ts): each area's batched loaders, cleared in one call. */
  loaders: LoaderRegistry;
  /** Runs after the transaction commits (publishing events, sending mail); dropped on rollback. */
  afterCommit: (effect: () => void | Promise<void>) => void;
  outcome: RequestOutcome;
};

export const requireUser = (ctx: GraphQLContext): AuthUser => {
  if (!ctx.user) throw unauthenticated();
  return ctx.user;
};

/** Who acts in a tenant-scoped field: the signed-in user in the request's tenant. */
export type Actor = { user: AuthUser; tenantId: string };

/** A tenant-scoped field needs X-TENANT; membership was checked before execution. */
export const requireTenant = (ctx: GraphQLContext): Actor => {
  const user = requireUser(ctx);
  if (!ctx.tenantId) throw forbidden('Select a tenant (X-TENANT) for this request.');
  return { user, tenantId: ctx.tenantId };
};
