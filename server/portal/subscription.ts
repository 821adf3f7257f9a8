import { filter, map, pipe } from 'graphql-yoga';
import type { GraphQLContext } from '../graphql/context';
import { clearLoaders } from '../graphql/loaders';
import type { OrderLegRow } from '../graphql/rows';
import { clearQuoteLoaders } from '../quotes/quotes.loaders';
import { requirePortal } from './access';
import { clearPortalLoaders } from './loaders';
import { findPortalLeg } from './rows';

/**
 * portalOrderLegChanged: the tenant's orderLegChanged events, each leg reloaded by id under the subscriber's own
 * row-level security (the socket's queries run with app.portal set, server/graphql/ws.ts), so another client's leg
 * is simply not there and is dropped. Legs of deleted orders are gone from the portal.
 */
export const portalLegChanges = async (ctx: GraphQLContext) => {
  const { tenantId } = await requirePortal(ctx);
  return pipe(
    ctx.events.subscribe('orderLegChanged', tenantId),
    map(async ({ id }: { id: string }) => {
      clearLoaders(ctx.loaders);
      clearQuoteLoaders(ctx);
      clearPortalLoaders(ctx);
      return findPortalLeg(ctx.db, id);
    }),
    filter((row): row is OrderLegRow => row !== null),
  );
};
