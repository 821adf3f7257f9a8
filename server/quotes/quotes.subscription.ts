import { filter, map, pipe } from 'graphql-yoga';
import type { GraphQLContext } from '../graphql/context';
import { clearLoaders } from '../graphql/loaders';
import type { QuoteRow } from '../graphql/rows';
import { requireStaff } from '../orders/access';
import { clearQuoteLoaders } from './quotes.loaders';
import { findQuote } from './quotes.rows';

/**
 * quoteChanged: the tenant's quote events, each reloaded by id under the subscriber's own RLS. The socket's context
 * lives as long as the subscription, so every cached row is dropped first; a quote it cannot see is skipped.
 */
export const quoteChanges = (ctx: GraphQLContext) => {
  const { tenantId } = requireStaff(ctx);
  return pipe(
    ctx.events.subscribe('quoteChanged', tenantId),
    map(async ({ id }: { id: string }) => {
      clearLoaders(ctx.loaders);
      clearQuoteLoaders(ctx);
      return findQuote(ctx.db, id);
    }),
    filter((row): row is QuoteRow => row !== null),
  );
};
