import type { QuoteEvent, Resolvers } from '../../src/generated/resolvers';
import { availableQuoteEvents, quoteEventName } from '../../src/machines/domain/quote.machine';
import { machineActor, requireEditor, requireStaff } from '../auth/actors';
import { quoteLoaders } from './quotes.loaders';
import { quoteChanges } from './quotes.subscription';
import { listQuotes } from './quotes.list';
import { findQuote, QUOTE_NUMBERS } from './quotes.rows';
import { createQuote, priceRequest } from './quotes.service';
import { convertQuote, quoteRecord, transitionQuote } from './quotes.transition';
import { isUuid, notFound } from '../errors';
import { recordIdByNumber } from '../db/recordNumbers';
import { requireTenant } from '../graphql/context';
import { liveField } from '../graphql/liveRecords';
import { maybe } from '../graphql/relations';
import { eventOptions } from '../transitions/transitions.options';
import { accountLoaders } from '../account/account.loaders';
import { directoryLoaders } from '../directory/directory.loaders';
import { orderLoaders } from '../orders/orders.loaders';

export const quoteResolvers: Resolvers = {
  Query: {
    quotes: (_parent, args, ctx) => {
      const { tenantId, user } = requireStaff(ctx);
      return listQuotes(ctx.db, tenantId, args, user.id);
    },
    quote: async (_parent, { id }, ctx) => {
      requireStaff(ctx);
      const quote = isUuid(id) ? await findQuote(ctx.db, id) : null;
      if (!quote) throw notFound('Quote');
      return quote;
    },
    quoteByNumber: async (_parent, { number }, ctx) => {
      const { tenantId } = requireStaff(ctx);
      const id = await recordIdByNumber(ctx.db, tenantId, QUOTE_NUMBERS, number);
      const quote = id ? await findQuote(ctx.db, id) : null;
      if (!quote) throw notFound('Quote');
      return quote;
    },
    priceQuote: (_parent, { input }, ctx) => priceRequest(ctx, requireStaff(ctx), input),
  },
  Mutation: {
    createQuote: (_parent, { input, idempotencyKey }, ctx) => createQuote(ctx, requireEditor(ctx), input, idempotencyKey),
    // Staff only; the machine's role guards decide the event (a MEMBER's answer is INVALID_TRANSITION).
    transitionQuote: (_parent, args, ctx) => transitionQuote(ctx, requireStaff(ctx), args),
    convertQuoteToOrder: (_parent, args, ctx) => convertQuote(ctx, requireStaff(ctx), args),
  },
  Subscription: {
    quoteChanged: liveField(quoteChanges),
  },
  Quote: {
    client: async (quote, _args, ctx) => {
      const [client] = await directoryLoaders(ctx).clientById.load(quote.clientId);
      if (!client) throw notFound('Client');
      return client;
    },
    customer: async (quote, _args, ctx) =>
      quote.customerId ? ((await directoryLoaders(ctx).customerById.load(quote.customerId))[0] ?? null) : null,
    lineItems: (quote, _args, ctx) => quoteLoaders(ctx).lineItemsByQuote.load(quote.id),
    order: async (quote, _args, ctx) => (quote.orderId ? ((await orderLoaders(ctx).orderById.load(quote.orderId))[0] ?? null) : null),
    availableEvents: (quote, _args, ctx) => {
      if (!ctx.user) return [];
      return availableQuoteEvents(quote.status, { actor: machineActor(ctx.user) }).map((type) => quoteEventName(type) as QuoteEvent);
    },
    eventOptions: (quote, _args, ctx) => eventOptions(ctx, requireTenant(ctx), quoteRecord, quote),
    activity: (quote, _args, ctx) => quoteLoaders(ctx).activityByQuote.load(quote.id),
    comments: (quote, _args, ctx) => quoteLoaders(ctx).commentsByQuote.load(quote.id),
    createdByName: async (quote, _args, ctx) =>
      quote.createdBy ? ((await accountLoaders(ctx).userNameById.load(quote.createdBy))[0]?.name ?? null) : null,
  },
  // An order's quote, and the quote its price came from: the quotes area answers them (the types are the orders').
  Order: {
    quote: (order, _args, ctx) => maybe(order.quoteId, (id) => quoteLoaders(ctx).quoteById.load(id)),
  },
  OrderPrice: {
    quote: (price, _args, ctx) => maybe(price.quoteId, (id) => quoteLoaders(ctx).quoteById.load(id)),
  },
};
