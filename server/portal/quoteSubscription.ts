import { filter, map, pipe } from 'graphql-yoga';
import type { GraphQLContext } from '../graphql/context';
import { clearLoaders } from '../graphql/loaders';
import type { QuoteRow } from '../graphql/rows';
import { clearQuoteLoaders } from '../quotes/quotes.loaders';
import { requirePortal } from './access';
import { clearPortalLoaders } from './loaders';
import { findPortalQuote } from './rows';

/**
 * portalQuoteChanged: the tenant's quoteChanged events (staff confirm, revise, the expiry job, the portal's own
 * answers), each quote reloaded by id under the subscriber's row-level security (app.portal is set on the socket,
 * server/graphql/ws.ts), so another client's or customer's quote is not there and is dropped. The socket's loaders
 * live as long as the subscription, so their rows are dropped first: a revision's line items are read afresh.
 */
export const portalQuoteChanges = async (ctx: GraphQLContext) => {
  const { tenantId } = await requirePortal(ctx);
  return pipe(
    ctx.events.subscribe('quoteChanged', tenantId),
    map(async ({ id }: { id: string }) => {
      clearLoaders(ctx.loaders);
      clearQuoteLoaders(ctx);
      clearPortalLoaders(ctx);
      return findPortalQuote(ctx.db, id);
    }),
    filter((row): row is QuoteRow => row !== null),
  );
};
