/**
 * How a page's HTML carries its first queries (src/graphql/firstQueries.ts), shared by the server that writes them
 * (server/http/firstQueries.ts) and src/boot.ts that asks them (src/graphql/firstAnswers.ts); kept apart so the
 * boot script loads neither the documents nor the route table.
 */

/** The id of the HTML's data block (JSON: FirstQueryHint[]). */
export const FIRST_QUERIES_ELEMENT = 'legwork-first-queries';

/** One first query as the HTML carries it: the printed document (as the layout's client sends it) and its variables. */
export type FirstQueryHint = { operationName: string; query: string; variables: Record<string, unknown> };
