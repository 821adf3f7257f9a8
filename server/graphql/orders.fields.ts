import type { CommentEntityKind, MediaCategory, Resolvers } from '../../src/generated/resolvers';
import { availableLegEventNames, availableOrderEventNames } from '../orders/legContext';
import { requireUser } from './context';
import { notFound } from './errors';
import type { CommentRow, MediaRow } from './rows';

/** The first row a loader found for an optional id, or null. */
const maybe = async <T>(id: string | null, load: (id: string) => Promise<T[]>): Promise<T | null> =>
  id === null ? null : ((await load(id))[0] ?? null);

/** The first row for a required id: a missing one means the row is not visible (another tenant's), not a null. */
const required = async <T>(id: string, load: (id: string) => Promise<T[]>, what: string): Promise<T> => {
  const [row] = await load(id);
  if (!row) throw notFound(what);
  return row;
};

const inCategory = (media: MediaRow[], category: MediaCategory | null | undefined) =>
  category ? media.filter((m) => m.category === category) : media;

const ENTITY_KIND: Record<CommentRow['entityKind'], CommentEntityKind> = {
  Orders: 'ORDER',
  'Order legs': 'ORDER_LEG',
  Quotes: 'QUOTE',
};

/** Relations of orders, legs, alerts and comments, each through a request-scoped DataLoader (no N+1). */
export const orderFieldResolvers: Resolvers = {
  Order: {
    client: (order, _args, ctx) => required(order.clientId, (id) => ctx.loaders.clientById.load(id), 'Client'),
    customer: (order, _args, ctx) => maybe(order.customerId, (id) => ctx.loaders.customerById.load(id)),
    legs: (order, _args, ctx) => ctx.loaders.legsByOrder.load(order.id),
    vehicles: (order, _args, ctx) => ctx.loaders.vehiclesByOrder.load(order.id),
    locations: (order, _args, ctx) => ctx.loaders.locationsByOrder.load(order.id),
    notes: (order, _args, ctx) => ctx.loaders.notesByOrder.load(order.id),
    tags: (order, _args, ctx) => ctx.loaders.tagsByOrder.load(order.id),
    quote: (order, _args, ctx) => maybe(order.quoteId, (id) => ctx.loaders.quoteById.load(id)),
    availableEvents: async (order, _args, ctx) => {
      const user = requireUser(ctx);
      if (order.deletedAt) return [];
      return availableOrderEventNames(order, await ctx.loaders.legsByOrder.load(order.id), user);
    },
    comments: (order, _args, ctx) => ctx.loaders.commentsByOrder.load(order.id),
    alerts: (order, _args, ctx) => ctx.loaders.alertsByOrder.load(order.id),
    activity: (order, _args, ctx) => ctx.loaders.activityByOrder.load(order.id),
    media: async (order, { category }, ctx) => inCategory(await ctx.loaders.mediaByOrder.load(order.id), category),
    createdByName: async (order, _args, ctx) => (await maybe(order.createdBy, (id) => ctx.loaders.userNameById.load(id)))?.name ?? null,
  },
  OrderLeg: {
    order: (leg, _args, ctx) => required(leg.orderId, (id) => ctx.loaders.orderById.load(id), 'Order'),
    vehicle: (leg, _args, ctx) => maybe(leg.vehicleId, (id) => ctx.loaders.vehicleById.load(id)),
    origin: (leg, _args, ctx) => maybe(leg.originId, (id) => ctx.loaders.locationById.load(id)),
    destination: (leg, _args, ctx) => maybe(leg.destinationId, (id) => ctx.loaders.locationById.load(id)),
    requestedPickup: (leg) => ({ mode: leg.requestedPickupMode, date: leg.requestedPickupDate }),
    requestedDelivery: (leg) => ({ mode: leg.requestedDeliveryMode, date: leg.requestedDeliveryDate }),
    availableEvents: async (leg, _args, ctx) => {
      const user = requireUser(ctx);
      const [order] = await ctx.loaders.orderById.load(leg.orderId);
      // A leg of a deleted order takes no events; its legs are read-only history.
      if (!order || order.deletedAt) return [];
      return availableLegEventNames(leg, user);
    },
    comments: (leg, _args, ctx) => ctx.loaders.commentsByLeg.load(leg.id),
    alerts: (leg, _args, ctx) => ctx.loaders.alertsByLeg.load(leg.id),
    activity: (leg, _args, ctx) => ctx.loaders.activityByLeg.load(leg.id),
    media: async (leg, { category }, ctx) => inCategory(await ctx.loaders.mediaByLeg.load(leg.id), category),
  },
  OrderLocation: {
    location: (row, _args, ctx) => required(row.locationId, (id) => ctx.loaders.locationById.load(id), 'Location'),
  },
  Alert: {
    order: (alert, _args, ctx) => maybe(alert.orderId, (id) => ctx.loaders.orderById.load(id)),
    orderLeg: (alert, _args, ctx) => maybe(alert.orderLegId, (id) => ctx.loaders.orderLegById.load(id)),
  },
  Comment: {
    entityKind: (comment) => ENTITY_KIND[comment.entityKind],
    mentions: async (comment, _args, ctx) =>
      (await Promise.all(comment.mentions.map((id) => ctx.loaders.tenantUserById.load(id)))).flat(),
  },
};
