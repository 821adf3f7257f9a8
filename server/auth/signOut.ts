import type { GraphQLContext } from '../graphql/context';

declare module '../pubsub' {
  interface Topics {
    /** A user's open sockets close (every server instance hears it: server/pubsub.ts); the payload names the user. */
    userSignedOut: [payload: { userId: string }];
    /** A user's roles, tenants or links changed: their open sockets reconnect, their browsers read the session again. */
    userAccessChanged: [payload: { userId: string }];
  }
}

/**
 * Signs a user out everywhere (a deactivated account): every session and API token is deleted in the request's
 * transaction, so the next request with them answers 401, and once it commits every instance closes the user's open
 * graphql-ws sockets (server/graphql/ws.ts).
 */
export const signOutEverywhere = async (ctx: Pick<GraphQLContext, 'db' | 'events' | 'afterCommit'>, userId: string) => {
  await ctx.db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
  await ctx.db.query('DELETE FROM personal_access_tokens WHERE user_id = $1', [userId]);
  ctx.afterCommit(() => ctx.events.publish('userSignedOut', { userId }));
};

/** After commit, the user's open sockets close with SOCKET_ACCESS_CHANGED (src/domain/socketClose.ts), on every instance. */
export const announceAccessChange = (ctx: Pick<GraphQLContext, 'events' | 'afterCommit'>, userId: string) =>
  ctx.afterCommit(() => ctx.events.publish('userAccessChanged', { userId }));
