/**
 * The close codes the server's socket (server/graphql/ws.ts) sends a signed-in user's browser (src/graphql/client.ts),
 * when an admin changes the user (issue 29).
 */

/** The user was deactivated: signed out everywhere. graphql-ws's Unauthorized, which its client does not retry. */
export const SOCKET_SIGNED_OUT = 4401;

/** The user's roles, tenants or links changed: the socket reconnects with them and the browser reads its session again. */
export const SOCKET_ACCESS_CHANGED = 4205;
