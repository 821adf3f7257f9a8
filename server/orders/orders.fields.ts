import type { CommentEntityKind, Resolvers } from '../../src/generated/resolvers';
import { availableOrderEventNames } from './orders.machineContext';
import { requireTenant, requireUser } from '../graphql/context';
import type { CommentRow } from './orders.rows';
import { inCategory } from '../media/media.rows';
import { accountLoaders } from '../account/account.loaders';
import { directoryLoaders } from '../directory/directory.loaders';
import { orderLoaders } from './orders.loaders';
import { orderEventOptions } from './orders.transition';
import { maybe, required } from '../graphql/relations';
import { orderPriceLoaders, priceOfOrder } from './orders.price';

const ENTITY_KIND: Record<CommentRow['entityKind'], CommentEntityKind> = {
  Orders: 'ORDER',
  'Order legs': 'ORDER_LEG',
  Quotes: 'QUOTE',
};

/**
 * Relations of orders, alerts and comments, each through a request-scoped DataLoader (no N+1). A leg's are its area's
 * (server/orderLegs), an order's quote is the quotes area's (quotes.resolvers.ts).
 */
export const orderFieldResolvers: Resolvers = {
  Order: {
    client: (order, _args, ctx) => required(order.clientId, (id) => directoryLoaders(ctx).clientById.load(id), 'Client'),
    customer: (order, _args, ctx) => maybe(order.customerId, (id) => directoryLoaders(ctx).customerById.load(id)),
    legs: (order, _args, ctx) => orderLoaders(ctx).legsByOrder.load(order.id),
    vehicles: (order, _args, ctx) => orderLoaders(ctx).vehiclesByOrder.load(order.id),
    locations: (order, _args, ctx) => orderLoaders(ctx).locationsByOrder.load(order.id),
    notes: (order, _args, ctx) => orderLoaders(ctx).notesByOrder.load(order.id),
    tags: (order, _args, ctx) => orderLoaders(ctx).tagsByOrder.load(order.id),
    price: (order) => priceOfOrder(order),
    availableEvents: async (order, _args, ctx) => {
      const user = requireUser(ctx);
      if (order.deletedAt) return [];
      return availableOrderEventNames(order, await orderLoaders(ctx).legsByOrder.load(order.id), user);
    },
    eventOptions: (order, _args, ctx) => (order.deletedAt ? [] : orderEventOptions(ctx, requireTenant(ctx), order)),
    comments: (order, _args, ctx) => orderLoaders(ctx).commentsByOrder.load(order.id),
    alerts: (order, _args, ctx) => orderLoaders(ctx).alertsByOrder.load(order.id),
    activity: (order, _args, ctx) => orderLoaders(ctx).activityByOrder.load(order.id),
    media: async (order, { category }, ctx) => inCategory(await orderLoaders(ctx).mediaByOrder.load(order.id), category),
    createdByName: async (order, _args, ctx) =>
      (await maybe(order.createdBy, (id) => accountLoaders(ctx).userNameById.load(id)))?.name ?? null,
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
    lineItems: (price, _args, ctx) => orderPriceLoaders(ctx).lineItemsByOrder.load(price.orderId),
  },
  LegPriceShare: {
    lineItems: (share, _args, ctx) => orderPriceLoaders(ctx).lineItemsByLeg.load(share.legId),
    amount: async (share, _args, ctx) =>
      (await orderPriceLoaders(ctx).lineItemsByLeg.load(share.legId)).reduce((sum, line) => sum + line.amount, 0),
  },
};
