import type { AuthUser } from '../auth/users';
import type { Config } from '../config';
import type { Queryable } from '../db/database';
import type { MediaStore } from '../media/store';
import type { Events } from '../pubsub';
import { forbidden, unauthenticated } from './errors';
import type { Loaders } from './loaders';

/** The per-request record of what happened, read by the HTTP handler to commit or roll back. */
export type RequestOutcome = { mutationFailed: boolean };

/** What every resolver gets: the request's transaction (RLS set), who asks, in which tenant. */
export type GraphQLContext = {
  db: Queryable;
  user: AuthUser | null;
  tenantId: string | null;
  sessionId: string | null;
  ip: string;
  config: Config;
  events: Events;
  media: MediaStore;
  loaders: Loaders;
  /** Runs after the transaction commits (publishing events, sending mail); dropped on rollback. */
  afterCommit: (effect: () => void | Promise<void>) => void;
  outcome: RequestOutcome;
};

export const requireUser = (ctx: GraphQLContext): AuthUser => {
  if (!ctx.user) throw unauthenticated();
  return ctx.user;
};

/** A tenant-scoped field needs X-TENANT; membership was checked before execution. */
export const requireTenant = (ctx: GraphQLContext): { user: AuthUser; tenantId: string } => {
  const user = requireUser(ctx);
  if (!ctx.tenantId) throw forbidden('Select a tenant (X-TENANT) for this request.');
  return { user, tenantId: ctx.tenantId };
};
