import type { Resolvers } from '../../src/generated/resolvers';
import { requireStaff } from '../auth/actors';
import { requireCarrierReader } from '../carriers/carriers.public';
import { recordIdByNumber } from '../db/recordNumbers';
import { isUuid, notFound } from '../errors';
import { liveField } from '../graphql/liveRecords';
import { orderLoaders } from '../orders/orders.loaders';
import { updateOrderLeg } from './orderLegs.edits';
import { orderLegFieldResolvers } from './orderLegs.fields';
import { listOrderLegs } from './orderLegs.lists';
import { orderLegChanges } from './orderLegs.subscription';
import { transitionOrderLeg } from './orderLegs.transition';
import { recordLegPositions, recordLegUnitOdometer } from './orderLegs.trips';
import { LEG_NUMBERS } from '../orders/orders.rows';

/** The order leg: its lists and reads, its edits and status events, its live changes and its fields. */
export const orderLegResolvers: Resolvers = {
  Query: {
    // Staff, and drivers and trucking companies' users: row-level security leaves a carrier only their own legs.
    orderLegs: async (_parent, args, ctx) => {
      const { tenantId, user } = await requireCarrierReader(ctx);
      return listOrderLegs(ctx.db, tenantId, args, user.id);
    },
    orderLeg: async (_parent, { id }, ctx) => {
      await requireCarrierReader(ctx);
      const [leg] = isUuid(id) ? await orderLoaders(ctx).orderLegById.load(id) : [];
      if (!leg) throw notFound('Order leg');
      return leg;
    },
    orderLegByNumber: async (_parent, { number }, ctx) => {
      const { tenantId } = requireStaff(ctx);
      const id = await recordIdByNumber(ctx.db, tenantId, LEG_NUMBERS, number);
      const [leg] = id ? await orderLoaders(ctx).orderLegById.load(id) : [];
      if (!leg) throw notFound('Order leg');
      return leg;
    },
  },
  Mutation: {
    updateOrderLeg: (_parent, args, ctx) => updateOrderLeg(ctx, args),
    transitionOrderLeg: (_parent, args, ctx) => transitionOrderLeg(ctx, args),
    recordLegUnitOdometer: (_parent, args, ctx) => recordLegUnitOdometer(ctx, args),
    recordLegPositions: (_parent, args, ctx) => recordLegPositions(ctx, args),
  },
  Subscription: {
    orderLegChanged: liveField(orderLegChanges),
  },
  ...orderLegFieldResolvers,
};
