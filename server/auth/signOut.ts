import type { GraphQLContext } from '../graphql/context';

declare module '../pubsub' {
  interface Topics {
    /** A user's open sockets close (every server instance hears it: server/pubsub.ts); the payload names the user. */
    userSignedOut: [payload: { userId: string }];
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
