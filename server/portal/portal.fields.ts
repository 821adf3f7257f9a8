import type { MediaCategory, QuoteEvent, Resolvers } from '../../src/generated/resolvers';
import { availableQuoteEvents, quoteEventName } from '../../src/machines/domain/quote.machine';
import type { GraphQLContext } from '../graphql/context';
import type { CommentRow, OrderLegRow } from '../orders/orders.rows';
import type { MediaRow } from '../media/media.rows';
import { quoteLoaders } from '../quotes/quotes.loaders';
import { portalMachineActor, portalScope } from './portal.access';
import { portalLoaders } from './portal.loaders';
import { carrierLoaders } from '../carriers/carriers.loaders';
import { directoryLoaders } from '../directory/directory.loaders';
import { orderLoaders } from '../orders/orders.loaders';
import { maybe, required } from '../graphql/relations';
import { orderPriceLoaders, priceOfOrder } from '../orders/orders.public';
import { portalLineItems } from '../pricing/portalWords';

/** The file categories a portal user may see (never driver licences, signatures, exports or avatars). */
export const PORTAL_MEDIA_CATEGORIES: readonly MediaCategory[] = [
  'PHOTOS',
  'CONDITION_REPORTS',
  'DOCUMENTS',
  'RECEIPTS',
  'BOLS',
  'INVOICES',
  'TNT_PACKS',
  'VIDEOS',
];

// Row-level security already leaves out other categories; the list is the second lock.
const portalMedia = (media: MediaRow[], category: MediaCategory | null | undefined) =>
  media.filter((m) => PORTAL_MEDIA_CATEGORIES.includes(m.category) && (!category || m.category === category));

/** Delivered, else the confirmed delivery: a requested day ("before Dec 15") is a wish, never an expected time. */
const eta = (leg: OrderLegRow): Date | string | null => leg.deliveredAt ?? leg.confirmedDeliveryAt;

const fromStaff = (comment: CommentRow): boolean => ('fromStaff' in comment ? comment.fromStaff === true : false);

const activityStatus = (after: unknown) => {
  const status = (after as { status?: unknown } | null)?.status;
  return typeof status === 'string' ? (status as OrderLegRow['status']) : null;
};

const quoteEvents = async (ctx: GraphQLContext, status: Parameters<typeof availableQuoteEvents>[0]): Promise<QuoteEvent[]> => {
  if (!ctx.user) return [];
  const actor = portalMachineActor(ctx.user, await portalScope(ctx));
  return availableQuoteEvents(status, { actor })
    .filter((type) => type === 'quote.accept' || type === 'quote.decline')
    .map((type) => quoteEventName(type) as QuoteEvent);
};

/**
 * The portal types' relations, each through a request-scoped DataLoader (no N+1). Every row they load passes the
 * portal's row-level security; the field lists of portal.graphql leave out what the portal must never see.
 */
export const portalFieldResolvers: Resolvers = {
  PortalOrder: {
    client: (order, _args, ctx) => required(order.clientId, (id) => directoryLoaders(ctx).clientById.load(id), 'Client'),
    customer: (order, _args, ctx) => maybe(order.customerId, (id) => directoryLoaders(ctx).customerById.load(id)),
    legs: (order, _args, ctx) => orderLoaders(ctx).legsByOrder.load(order.id),
    vehicles: (order, _args, ctx) => portalLoaders(ctx).vehiclesByOrder.load(order.id),
    locations: (order, _args, ctx) => orderLoaders(ctx).locationsByOrder.load(order.id),
    instructions: async (order, _args, ctx) =>
      (await orderLoaders(ctx).notesByOrder.load(order.id)).filter((note) => note.kind === 'SPECIAL_INSTRUCTIONS').map((note) => note.body),
    quote: (order, _args, ctx) => maybe(order.quoteId, (id) => quoteLoaders(ctx).quoteById.load(id)),
    // The lines and totals only: the rate card's warnings are the operator's.
    price: (order) => {
      const price = priceOfOrder(order);
      return price && { ...price, warnings: [] };
    },
    comments: (order, _args, ctx) => portalLoaders(ctx).commentsByOrder.load(order.id),
    activity: (order, _args, ctx) => portalLoaders(ctx).activityByOrder.load(order.id),
    media: async (order, { category }, ctx) => portalMedia(await orderLoaders(ctx).mediaByOrder.load(order.id), category),
  },
  PortalOrderLeg: {
    order: (leg, _args, ctx) => required(leg.orderId, (id) => orderLoaders(ctx).orderById.load(id), 'Order'),
    vehicle: (leg, _args, ctx) => maybe(leg.vehicleId, (id) => directoryLoaders(ctx).vehicleById.load(id)),
    origin: (leg, _args, ctx) => maybe(leg.originId, (id) => directoryLoaders(ctx).locationById.load(id)),
    destination: (leg, _args, ctx) => maybe(leg.destinationId, (id) => directoryLoaders(ctx).locationById.load(id)),
    requestedPickup: (leg) => ({ mode: leg.requestedPickupMode, date: leg.requestedPickupDate }),
    requestedDelivery: (leg) => ({ mode: leg.requestedDeliveryMode, date: leg.requestedDeliveryDate }),
    eta: (leg) => eta(leg),
    // Only the driver's first name leaves the server (row-level security lets a portal user read no driver row:
    // the name comes through the leg it can see).
    driverFirstName: async (leg, _args, ctx) => {
      const driver = await maybe(leg.id, (id) => carrierLoaders(ctx).driverFirstNameByLeg.load(id));
      return driver?.firstName.trim().split(/\s+/)[0] || null;
    },
    comments: (leg, _args, ctx) => portalLoaders(ctx).commentsByLeg.load(leg.id),
    activity: (leg, _args, ctx) => portalLoaders(ctx).activityByLeg.load(leg.id),
    media: async (leg, { category }, ctx) => portalMedia(await orderLoaders(ctx).mediaByLeg.load(leg.id), category),
  },
  PortalOrderLocation: {
    location: (row, _args, ctx) => required(row.locationId, (id) => directoryLoaders(ctx).locationById.load(id), 'Location'),
  },
  PortalQuote: {
    client: (quote, _args, ctx) => required(quote.clientId, (id) => directoryLoaders(ctx).clientById.load(id), 'Client'),
    customer: (quote, _args, ctx) => maybe(quote.customerId, (id) => directoryLoaders(ctx).customerById.load(id)),
    lineItems: async (quote, _args, ctx) => portalLineItems(await quoteLoaders(ctx).lineItemsByQuote.load(quote.id)),
    order: (quote, _args, ctx) => maybe(quote.orderId, (id) => orderLoaders(ctx).orderById.load(id)),
    availableEvents: (quote, _args, ctx) => quoteEvents(ctx, quote.status),
  },
  PortalComment: {
    authorName: (comment) => (fromStaff(comment) ? null : comment.authorName),
    fromStaff: (comment) => fromStaff(comment),
  },
  PortalActivity: {
    status: (row) => activityStatus(row.after),
  },
  PortalOrderPrice: {
    quoteNumber: async (price, _args, ctx) => (await maybe(price.quoteId, (id) => quoteLoaders(ctx).quoteById.load(id)))?.number ?? null,
    lineItems: async (price, _args, ctx) => portalLineItems(await orderPriceLoaders(ctx).lineItemsByOrder.load(price.orderId)),
  },
};
