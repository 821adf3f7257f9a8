import type { Resolvers } from '../../src/generated/resolvers';
import { requirePortal } from './portal.access';
import { portalAddComment } from './portal.comments';
import { portalFieldResolvers } from './portal.fields';
import { portalHome } from './portal.home';
import { listPortalOrders, listPortalQuotes, portalLocations, portalSearch } from './portal.lists';
import { portalCreateOrder } from './portal.orders';
import { portalCreateQuote, portalPriceQuote, portalRespondToQuote } from './portal.quotes';
import { findPortalLeg, findPortalQuote } from './portal.rows';
import { portalLegChanges, portalQuoteChanges } from './portal.subscription';
import { isUuid, notFound } from '../errors';
import { recordIdByNumber } from '../db/recordNumbers';
import { liveField } from '../graphql/liveRecords';
import { orderLoaders } from '../orders/orders.loaders';
import { LEG_NUMBERS, ORDER_NUMBERS } from '../orders/orders.rows';
import { QUOTE_NUMBERS } from '../quotes/quotes.rows';

/**
 * The client and customer portal (issue 4). Every field asks requirePortal first; what the user may read is row-level
 * security's (migration 009), so another client's id, a deleted record and a malformed id are all NOT_FOUND.
 */
export const portalResolvers: Resolvers = {
  Query: {
    portalOrders: async (_parent, args, ctx) => listPortalOrders(ctx, await requirePortal(ctx), args),
    portalOrder: async (_parent, { id }, ctx) => {
      await requirePortal(ctx);
      const [order] = isUuid(id) ? await orderLoaders(ctx).orderById.load(id) : [];
      if (!order || order.deletedAt) throw notFound('Order');
      return order;
    },
    portalOrderLeg: async (_parent, { id }, ctx) => {
      await requirePortal(ctx);
      const leg = await findPortalLeg(ctx.db, id);
      if (!leg) throw notFound('Order leg');
      return leg;
    },
    portalQuotes: async (_parent, args, ctx) => listPortalQuotes(ctx, await requirePortal(ctx), args),
    portalQuote: async (_parent, { id }, ctx) => {
      await requirePortal(ctx);
      const quote = await findPortalQuote(ctx.db, id);
      if (!quote) throw notFound('Quote');
      return quote;
    },
    // By number: the id is looked up under the same row-level security, then read exactly as by id.
    portalOrderByNumber: async (_parent, { number }, ctx) => {
      const { tenantId } = await requirePortal(ctx);
      const id = await recordIdByNumber(ctx.db, tenantId, ORDER_NUMBERS, number);
      const [order] = id ? await orderLoaders(ctx).orderById.load(id) : [];
      if (!order || order.deletedAt) throw notFound('Order');
      return order;
    },
    portalOrderLegByNumber: async (_parent, { number }, ctx) => {
      const { tenantId } = await requirePortal(ctx);
      const id = await recordIdByNumber(ctx.db, tenantId, LEG_NUMBERS, number);
      const leg = id ? await findPortalLeg(ctx.db, id) : null;
      if (!leg) throw notFound('Order leg');
      return leg;
    },
    portalQuoteByNumber: async (_parent, { number }, ctx) => {
      const { tenantId } = await requirePortal(ctx);
      const id = await recordIdByNumber(ctx.db, tenantId, QUOTE_NUMBERS, number);
      const quote = id ? await findPortalQuote(ctx.db, id) : null;
      if (!quote) throw notFound('Quote');
      return quote;
    },
    portalHome: async (_parent, _args, ctx) => portalHome(ctx, await requirePortal(ctx)),
    portalSearch: async (_parent, { query, first }, ctx) => portalSearch(ctx, await requirePortal(ctx), query, first),
    portalLocations: async (_parent, args, ctx) => portalLocations(ctx, await requirePortal(ctx), args),
    portalPriceQuote: async (_parent, { input }, ctx) => portalPriceQuote(ctx, await requirePortal(ctx), input),
  },
  Mutation: {
    portalCreateOrder: async (_parent, { input, idempotencyKey }, ctx) =>
      portalCreateOrder(ctx, await requirePortal(ctx), input, idempotencyKey),
    portalCreateQuote: async (_parent, { input, idempotencyKey }, ctx) =>
      portalCreateQuote(ctx, await requirePortal(ctx), input, idempotencyKey),
    portalRespondToQuote: async (_parent, args, ctx) => portalRespondToQuote(ctx, await requirePortal(ctx), args),
    portalAddComment: async (_parent, args, ctx) => portalAddComment(ctx, await requirePortal(ctx), args),
  },
  Subscription: {
    portalOrderLegChanged: liveField(portalLegChanges),
    portalQuoteChanged: liveField(portalQuoteChanges),
  },
  ...portalFieldResolvers,
};
