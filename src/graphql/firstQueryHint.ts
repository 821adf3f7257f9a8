/**
 * How a page's HTML carries its first queries (src/graphql/firstQueries.ts), shared by the server that writes them
 * (server/http/firstQueries.ts) and src/boot.ts that asks them (src/graphql/firstAnswers.ts); kept apart so the
 * boot script loads neither the documents nor the route table.
 */

/** The id of the HTML's data block (JSON: FirstQueryHint[]). */
export const FIRST_QUERIES_ELEMENT = 'legwork-first-queries';

/** The id of the HTML's session block (JSON: FirstSession). */
export const FIRST_SESSION_ELEMENT = 'legwork-first-session';

/** One first query as the HTML carries it: the printed document (as the layout's client sends it) and its variables. */
export type FirstQueryHint = { operationName: string; query: string; variables: Record<string, unknown> };

/**
 * The session check's answers as the server gave them while writing a signed-in page (server/http/firstAnswers.ts):
 * GET /api/user's body and the AuthQuery's data (asked without a tenant, as the app's first check asks it). Written
 * only for a signed-in, verified user; any other browser asks both as ever.
 */
export type FirstSession = { user: Record<string, unknown>; auth: Record<string, unknown> };
