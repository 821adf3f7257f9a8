import type { Resolvers } from '../../src/generated/resolvers';
import { carrierLoaders } from '../carriers/carriers.loaders';
import { directoryLoaders } from '../directory/directory.loaders';
import { requireTenant, requireUser } from '../graphql/context';
import { maybe, required } from '../graphql/relations';
import { inCategory } from '../media/media.rows';
import { orderLoaders } from '../orders/orders.loaders';
import { priceOfLeg } from '../orders/orders.public';
import { eventOptions } from '../transitions/transitions.options';
import { availableLegEventNames } from './orderLegs.machineContext';
import { orderLegRecord } from './orderLegs.transition';
import { legTripFields } from './orderLegs.trips';

/** A leg's relations, each through a request-scoped DataLoader (no N+1), and the events its page offers. */
export const orderLegFieldResolvers: Resolvers = {
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
    ...legTripFields,
  },
  // A vehicle's legs are the legs' to answer (the Vehicle type is the directory's).
  Vehicle: {
    legs: (vehicle, _args, ctx) => orderLoaders(ctx).legsByVehicle.load(vehicle.id),
  },
};
