import type { QuoteEvent, Resolvers } from '../../src/generated/resolvers';
import { availableQuoteEvents, quoteEventName } from '../../src/machines/domain/quote.machine';
import { requireEditor, requireStaff } from '../orders/access';
import { machineActor } from '../quotes/quotes.common';
import { convertQuote } from '../quotes/quotes.convert';
import { quoteLoaders } from '../quotes/quotes.loaders';
import { quoteChanges } from '../quotes/quotes.subscription';
import { listQuotes } from '../quotes/quotes.list';
import { findQuote } from '../quotes/quotes.rows';
import { createQuote, priceRequest } from '../quotes/quotes.service';
import { transitionQuote } from '../quotes/quotes.transitions';
import { isUuid, notFound } from './errors';
import type { QuoteRow } from './rows';

export const quoteResolvers: Resolvers = {
  Query: {
    quotes: (_parent, args, ctx) => listQuotes(ctx.db, requireStaff(ctx).tenantId, args),
    quote: async (_parent, { id }, ctx) => {
      requireStaff(ctx);
      const quote = isUuid(id) ? await findQuote(ctx.db, id) : null;
      if (!quote) throw notFound('Quote');
      return quote;
    },
    priceQuote: (_parent, { input }, ctx) => priceRequest(ctx, requireStaff(ctx), input),
  },
  Mutation: {
    createQuote: (_parent, { input, idempotencyKey }, ctx) => createQuote(ctx, requireEditor(ctx), input, idempotencyKey),
    // Staff only; the machine's role guards decide the event (a MEMBER's answer is INVALID_TRANSITION).
    transitionQuote: (_parent, { id, event, input, version }, ctx) =>
      transitionQuote(ctx, requireStaff(ctx), id, event, input, version),
    convertQuoteToOrder: async (_parent, { id, version }, ctx) => (await convertQuote(ctx, requireStaff(ctx), id, version)).order,
  },
  Subscription: {
    quoteChanged: {
      subscribe: (_parent, _args, ctx) => quoteChanges(ctx),
      resolve: (row: QuoteRow) => row,
    },
  },
  Quote: {
    client: async (quote, _args, ctx) => {
      const [client] = await ctx.loaders.clientById.load(quote.clientId);
      if (!client) throw notFound('Client');
      return client;
    },
    customer: async (quote, _args, ctx) =>
      quote.customerId ? ((await ctx.loaders.customerById.load(quote.customerId))[0] ?? null) : null,
    lineItems: (quote, _args, ctx) => quoteLoaders(ctx).lineItemsByQuote.load(quote.id),
    order: async (quote, _args, ctx) => (quote.orderId ? ((await quoteLoaders(ctx).orderById.load(quote.orderId))[0] ?? null) : null),
    availableEvents: (quote, _args, ctx) => {
      if (!ctx.user) return [];
      return availableQuoteEvents(quote.status, { actor: machineActor(ctx.user) }).map((type) => quoteEventName(type) as QuoteEvent);
    },
    activity: (quote, _args, ctx) => quoteLoaders(ctx).activityByQuote.load(quote.id),
    comments: (quote, _args, ctx) => quoteLoaders(ctx).commentsByQuote.load(quote.id),
    createdByName: async (quote, _args, ctx) =>
      quote.createdBy ? ((await quoteLoaders(ctx).userNameById.load(quote.createdBy))[0]?.name ?? null) : null,
  },
};
