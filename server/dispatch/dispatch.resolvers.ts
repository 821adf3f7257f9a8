import type { Resolvers } from '../../src/generated/resolvers';
import { carrierLoaders } from '../carriers/carriers.loaders';
import { required, maybe } from '../graphql/relations';
import { orderLoaders } from '../orders/orders.loaders';
import { requireDispatcher } from './dispatch.access';
import { applyDispatchPlan, assignLegs } from './dispatch.assign';
import { dispatchBoard, dispatchMap } from './dispatch.board';
import { dispatchDrivers } from './dispatch.drivers';
import { driverSuggestions, planDispatchDay } from './dispatch.plan';

type Ctx = Parameters<typeof orderLoaders>[0];
const leg = (ctx: Ctx, id: string) => required(id, (legId) => orderLoaders(ctx).orderLegById.load(legId), 'Order leg');
const driver = (ctx: Ctx, id: string) => required(id, (driverId) => carrierLoaders(ctx).driverById.load(driverId), 'Driver');

/**
 * Dispatch (dispatch.graphql): the board, its map, driver suggestions, the day plan and the driver list, for DISPATCH,
 * DISPATCH_LEAD and ADMIN (everyone else FORBIDDEN). Assignments go through each leg's machine (leg.assign and its
 * qualification guard), all or nothing in the request's transaction.
 */
export const dispatchResolvers: Resolvers = {
  Query: {
    dispatchBoard: (_parent, args, ctx) => dispatchBoard(ctx.db, requireDispatcher(ctx).tenantId, args),
    dispatchMap: (_parent, args, ctx) => dispatchMap(ctx.db, requireDispatcher(ctx).tenantId, args),
    driverSuggestions: (_parent, { legId, first }, ctx) =>
      driverSuggestions(ctx.db, requireDispatcher(ctx).tenantId, legId, first ?? 10, ctx.events),
    planDispatchDay: (_parent, { legIds }, ctx) => planDispatchDay(ctx.db, requireDispatcher(ctx).tenantId, legIds, ctx.events),
    dispatchDrivers: (_parent, args, ctx) => dispatchDrivers(ctx.db, requireDispatcher(ctx).tenantId, args),
  },
  Mutation: {
    assignLegs: (_parent, { input }, ctx) => {
      requireDispatcher(ctx);
      return assignLegs(ctx, input);
    },
    applyDispatchPlan: (_parent, { assignments }, ctx) => {
      requireDispatcher(ctx);
      return applyDispatchPlan(ctx, assignments);
    },
  },
  DriverCandidate: { driver: (row, _args, ctx) => driver(ctx, row.driverId) },
  BlockedDriver: { driver: (row, _args, ctx) => driver(ctx, row.driverId) },
  PlannedLeg: {
    leg: (row, _args, ctx) => leg(ctx, row.legId),
    driver: (row, _args, ctx) => driver(ctx, row.driverId),
    afterLeg: (row, _args, ctx) => maybe(row.afterLegId, (id) => orderLoaders(ctx).orderLegById.load(id)),
  },
  UnplannedLeg: { leg: (row, _args, ctx) => leg(ctx, row.legId) },
  DispatchDriverRow: {
    currentLeg: (row, _args, ctx) => maybe(row.currentLegId, (id) => orderLoaders(ctx).orderLegById.load(id)),
    nextLeg: (row, _args, ctx) => maybe(row.nextLegId, (id) => orderLoaders(ctx).orderLegById.load(id)),
  },
};
