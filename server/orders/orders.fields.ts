import type { CommentEntityKind, MediaCategory, Resolvers } from '../../src/generated/resolvers';
import { availableLegEventNames, availableOrderEventNames } from './orders.machineContext';
import { requireTenant, requireUser } from '../graphql/context';
import { eventOptions } from '../transitions/transitions.options';
import { orderLegRecord } from './orders.legTransition';
import type { CommentRow } from './orders.rows';
import type { MediaRow } from '../media/media.rows';
import { accountLoaders } from '../account/account.loaders';
import { carrierLoaders } from '../carriers/carriers.loaders';
import { directoryLoaders } from '../directory/directory.loaders';
import { orderLoaders } from './orders.loaders';
import { quoteLoaders } from '../quotes/quotes.loaders';
import { maybe, required } from '../graphql/relations';
import { orderPriceLoaders, priceOfLeg, priceOfOrder } from './orders.price';

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
    client: (order, _args, ctx) => required(order.clientId, (id) => directoryLoaders(ctx).clientById.load(id), 'Client'),
    customer: (order, _args, ctx) => maybe(order.customerId, (id) => directoryLoaders(ctx).customerById.load(id)),
    legs: (order, _args, ctx) => orderLoaders(ctx).legsByOrder.load(order.id),
    vehicles: (order, _args, ctx) => orderLoaders(ctx).vehiclesByOrder.load(order.id),
    locations: (order, _args, ctx) => orderLoaders(ctx).locationsByOrder.load(order.id),
    notes: (order, _args, ctx) => orderLoaders(ctx).notesByOrder.load(order.id),
    tags: (order, _args, ctx) => orderLoaders(ctx).tagsByOrder.load(order.id),
    quote: (order, _args, ctx) => maybe(order.quoteId, (id) => quoteLoaders(ctx).quoteById.load(id)),
    price: (order) => priceOfOrder(order),
    availableEvents: async (order, _args, ctx) => {
      const user = requireUser(ctx);
      if (order.deletedAt) return [];
      return availableOrderEventNames(order, await orderLoaders(ctx).legsByOrder.load(order.id), user);
    },
    comments: (order, _args, ctx) => orderLoaders(ctx).commentsByOrder.load(order.id),
    alerts: (order, _args, ctx) => orderLoaders(ctx).alertsByOrder.load(order.id),
    activity: (order, _args, ctx) => orderLoaders(ctx).activityByOrder.load(order.id),
    media: async (order, { category }, ctx) => inCategory(await orderLoaders(ctx).mediaByOrder.load(order.id), category),
    createdByName: async (order, _args, ctx) =>
      (await maybe(order.createdBy, (id) => accountLoaders(ctx).userNameById.load(id)))?.name ?? null,
  },
  OrderLeg: {
    order: (leg, _args, ctx) => required(leg.orderId, (id) => orderLoaders(ctx).orderById.load(id), 'Order'),
    price: async (leg, _args, ctx) => priceOfLeg(leg, (await orderLoaders(ctx).orderById.load(leg.orderId))[0]),
    vehicle: (leg, _args, ctx) => maybe(leg.vehicleId, (id) => directoryLoaders(ctx).vehicleById.load(id)),
    origin: (leg, _args, ctx) => maybe(leg.originId, (id) => directoryLoaders(ctx).locationById.load(id)),
    destination: (leg, _args, ctx) => maybe(leg.destinationId, (id) => directoryLoaders(ctx).locationById.load(id)),
    requestedPickup: (leg) => ({ mode: leg.requestedPickupMode, date: leg.requestedPickupDate }),
    requestedDelivery: (leg) => ({ mode: leg.requestedDeliveryMode, date: leg.requestedDeliveryDate }),
    availableEvents: async (leg, _args, ctx) => {
      const user = requireUser(ctx);
      const [order] = await orderLoaders(ctx).orderById.load(leg.orderId);
      // A leg of a deleted order takes no events; its legs are read-only history.
      if (!order || order.deletedAt) return [];
      // A driver moves their own leg: the machine compares their driver row (not their user id) with the leg's.
      const driver = user.roles.includes('DRIVER') ? await maybe(user.id, (id) => carrierLoaders(ctx).driverIdByUser.load(id)) : null;
      return availableLegEventNames(leg, user, driver?.id ?? null);
    },
    eventOptions: async (leg, _args, ctx) => {
      const actor = requireTenant(ctx);
      const [order] = await orderLoaders(ctx).orderById.load(leg.orderId);
      if (!order || order.deletedAt) return [];
      return eventOptions(ctx, actor, orderLegRecord, leg);
    },
    comments: (leg, _args, ctx) => orderLoaders(ctx).commentsByLeg.load(leg.id),
    alerts: (leg, _args, ctx) => orderLoaders(ctx).alertsByLeg.load(leg.id),
    activity: (leg, _args, ctx) => orderLoaders(ctx).activityByLeg.load(leg.id),
    media: async (leg, { category }, ctx) => inCategory(await orderLoaders(ctx).mediaByLeg.load(leg.id), category),
  },
  OrderLocation: {
    location: (row, _args, ctx) => required(row.locationId, (id) => directoryLoaders(ctx).locationById.load(id), 'Location'),
  },
  Alert: {
    order: (alert, _args, ctx) => maybe(alert.orderId, (id) => orderLoaders(ctx).orderById.load(id)),
    orderLeg: (alert, _args, ctx) => maybe(alert.orderLegId, (id) => orderLoaders(ctx).orderLegById.load(id)),
  },
  Comment: {
    entityKind: (comment) => ENTITY_KIND[comment.entityKind],
    mentions: async (comment, _args, ctx) =>
      (await Promise.all(comment.mentions.map((id) => accountLoaders(ctx).tenantUserById.load(id)))).flat(),
  },
  OrderPrice: {
    quote: (price, _args, ctx) => maybe(price.quoteId, (id) => quoteLoaders(ctx).quoteById.load(id)),
    lineItems: (price, _args, ctx) => orderPriceLoaders(ctx).lineItemsByOrder.load(price.orderId),
  },
  LegPriceShare: {
    lineItems: (share, _args, ctx) => orderPriceLoaders(ctx).lineItemsByLeg.load(share.legId),
    amount: async (share, _args, ctx) =>
      (await orderPriceLoaders(ctx).lineItemsByLeg.load(share.legId)).reduce((sum, line) => sum + line.amount, 0),
  },
};
