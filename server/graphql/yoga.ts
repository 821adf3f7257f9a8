import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError, getOperationAST } from 'graphql';
import { createFetch } from '@whatwg-node/fetch';
import { createYoga, type Plugin } from 'graphql-yoga';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../db/database';
import type { GraphQLContext } from './context';
import { dataExceptionError, sqlState, variableError } from './inputErrors';
import { rejectNulCharacters } from './storableText';
import { buildSchema } from './schema';

/**
 * A mutation that answers with errors rolls its transaction back: nothing half-written is acknowledged. So does any
 * operation a statement failed in: PostgreSQL has aborted its transaction, and committing it would fail the request.
 */
const rollbackFailedMutations: Plugin<GraphQLContext> = {
  onExecute: ({ args }) => ({
    onExecuteDone: ({ result }) => {
      const operation = getOperationAST(args.document, args.operationName)?.operation;
      const errors = 'errors' in result ? (result.errors ?? []) : [];
      const statementFailed = errors.some((error) => sqlState(error.originalError) !== null);
      if ((operation === 'mutation' && errors.length > 0) || statementFailed) args.contextValue.outcome.mutationFailed = true;
    },
  }),
};

/**
 * Multipart requests (uploads) are parsed as they stream in, within these limits: a file past the largest upload any
 * field takes (order files, 20 MB) ends the parse instead of being held in memory whole, and so do more files or
 * fields than an operation has. The resolvers' own smaller limits (an avatar's 2 MB) still apply.
 */
export const UPLOAD_LIMITS = { fileSize: 20 * 1024 * 1024, files: 4, fields: 20, fieldSize: 1024 * 1024, parts: 24, headerSize: 200 };

/**
 * The abuse limits (graphql-armor). A fragment counts as the fields it spreads (`flattenFragments`), neither deeper
 * nor dearer than the same fields written inline: the views share fragments (a record's event options, a leg's route)
 * and a shared fragment must not push a page's query over a limit its fields stay within. The cost limit is 6000: the
 * dearest document the SPA sends, a driver's 50 open legs with the actions each offers, costs 5725 with urql's
 * __typename fields. Every document the SPA sends is checked against these limits in documentLimits.test.ts.
 */
export const ARMOR_LIMITS = {
  maxDepth: { n: 10, flattenFragments: true },
  costLimit: { maxCost: 6000, flattenFragments: true },
  maxAliases: { n: 15 },
  maxDirectives: { n: 50 },
  maxTokens: { n: 2000 },
};

export const createGraphQL = (options: { production: boolean; log: (error: unknown) => void }) =>
  createYoga<GraphQLContext>({
    schema: buildSchema(),
    fetchAPI: createFetch({ formDataLimits: UPLOAD_LIMITS }),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: !options.production,
    logging: false,
    maskedErrors: {
      // Our own GraphQLErrors (with a code) pass; anything else is logged and answers INTERNAL.
      maskError: (error, message) => {
        const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
        if (original instanceof GraphQLError && original.extensions?.code) return original;
        // The database went away under this operation: retryable, and the request answers 503 as a whole.
        if (isDatabaseUnavailable(original))
          return new GraphQLError(DATABASE_UNAVAILABLE_MESSAGE, {
            extensions: { code: 'SERVICE_UNAVAILABLE' },
            path: error instanceof GraphQLError ? error.path : undefined,
          });
        // A variable that does not fit its type: BAD_USER_INPUT with a field error under the value's path.
        const variable = error instanceof GraphQLError ? variableError(error) : null;
        if (variable) return variable;
        // Armor's limit errors, parse and validation errors come without an original error: they are the user's.
        if (error instanceof GraphQLError && !error.originalError) return error;
        // Variable coercion (a bad enum value, a malformed DateTime) fails before execution, so without a path.
        if (error instanceof GraphQLError && !error.path)
          return new GraphQLError(error.message, { nodes: error.nodes, extensions: { code: 'BAD_USER_INPUT' } });
        options.log(original);
        // The safety net: a value PostgreSQL refused as data is the user's (logged above: a check is missing).
        const refused = dataExceptionError(original, error instanceof GraphQLError ? error.path : undefined);
        if (refused) return refused;
        return new GraphQLError(options.production ? message : `${message} ${String(original)}`, {
          extensions: { code: 'INTERNAL' },
          path: error instanceof GraphQLError ? error.path : undefined,
        });
      },
    },
    plugins: [
      EnvelopArmorPlugin({ ...ARMOR_LIMITS, blockFieldSuggestion: { enabled: options.production } }),
      rejectNulCharacters,
      rollbackFailedMutations,
    ],
  });

export type GraphQLServer = ReturnType<typeof createGraphQL>;
