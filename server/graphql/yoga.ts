import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError, getOperationAST } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { GraphQLContext } from './context';
import { buildSchema } from './schema';


/** A mutation that answers with errors rolls its transaction back: nothing half-written is acknowledged. */
const rollbackFailedMutations: Plugin<GraphQLContext> = {
  onExecute: ({ args }) => ({
    onExecuteDone: ({ result }) => {
      const operation = getOperationAST(args.document, args.operationName)?.operation;
      const errors = 'errors' in result ? result.errors : undefined;
      if (operation === 'mutation' && errors && errors.length > 0) args.contextValue.outcome.mutationFailed = true;
    },
  }),
};

export const createGraphQL = (options: { production: boolean; log: (error: unknown) => void }) =>
  createYoga<GraphQLContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: !options.production,
    logging: false,
    maskedErrors: {
      // Our own GraphQLErrors (with a code) pass; anything else is logged and answers INTERNAL.
      maskError: (error, message) => {
        const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
        if (original instanceof GraphQLError && original.extensions?.code) return original;
        // Armor's limit errors, parse and validation errors come without an original error: they are the user's.
        if (error instanceof GraphQLError && !error.originalError) return error;
        // Variable coercion (a bad enum value, a malformed DateTime) fails before execution, so without a path.
        if (error instanceof GraphQLError && !error.path)
          return new GraphQLError(error.message, { nodes: error.nodes, extensions: { code: 'BAD_USER_INPUT' } });
        options.log(original);
        return new GraphQLError(options.production ? message : `${message} ${String(original)}`, {
          extensions: { code: 'INTERNAL' },
          path: error instanceof GraphQLError ? error.path : undefined,
        });
      },
    },
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: 10 },
        costLimit: { maxCost: 5000 },
        maxAliases: { n: 15 },
        maxDirectives: { n: 50 },
        maxTokens: { n: 2000 },
        blockFieldSuggestion: { enabled: options.production },
      }),
      rollbackFailedMutations,
    ],
  });

export type GraphQLServer = ReturnType<typeof createGraphQL>;
