import type { Resolvers } from '../../src/generated/resolvers';
import { required } from '../graphql/relations';
import { orderLoaders } from '../orders/orders.loaders';
import { requireCallCenter } from './callCenter.access';
import { callCenterTeam, listCallbacks, listCallsToday, reassignCallback } from './callCenter.callbacks';
import { callCenterLoaders } from './callCenter.loaders';
import { acknowledgeCallCenterLeg, confirmLegWithCall } from './callCenter.confirm';
import { callCenterOverview } from './callCenter.overview';
import { listCallCenterLegs } from './callCenter.queue';

/**
 * The call center (callCenter.graphql): the CALL_CENTER team's and ADMIN's (callCenter.access.ts), everyone else
 * FORBIDDEN. The legs move through the leg machine's transition service; row-level security keeps another tenant's
 * legs out of every read and write (NOT_FOUND).
 */
export const callCenterResolvers: Resolvers = {
  Query: {
    callCenterLegs: (_parent, args, ctx) => listCallCenterLegs(ctx.db, requireCallCenter(ctx).tenantId, args),
    callCenterOverview: (_parent, _args, ctx) => callCenterOverview(ctx.db, requireCallCenter(ctx)),
    callCenterCallbacks: (_parent, args, ctx) => listCallbacks(ctx.db, requireCallCenter(ctx), args),
    callCenterCallsToday: (_parent, args, ctx) => listCallsToday(ctx.db, requireCallCenter(ctx).tenantId, args),
    callCenterTeam: (_parent, _args, ctx) => callCenterTeam(ctx.db, requireCallCenter(ctx).tenantId),
  },
  Mutation: {
    acknowledgeCallCenterLeg: (_parent, args, ctx) => acknowledgeCallCenterLeg(ctx, args),
    confirmLegWithCall: (_parent, args, ctx) => confirmLegWithCall(ctx, args),
    reassignCallback: (_parent, args, ctx) => reassignCallback(ctx, args),
  },
  CallCenterLeg: {
    leg: (row, _args, ctx) => required(row.legId, (id) => orderLoaders(ctx).orderLegById.load(id), 'Order leg'),
    lastContact: async (row, _args, ctx) => (await callCenterLoaders(ctx).lastContactByLeg.load(row.legId))[0] ?? null,
  },
};
