import type { Resolvers } from '../../src/generated/resolvers';
import { required } from '../graphql/relations';
import { orderLoaders } from '../orders/orders.loaders';
import { requireHelpDesk } from './helpDesk.access';
import { listHelpDeskLegs } from './helpDesk.legs';
import { helpDeskOverview } from './helpDesk.overview';

/**
 * The help desk (helpDesk.graphql): HELP_DESK's and ADMIN's (helpDesk.access.ts), everyone else FORBIDDEN. Reads only;
 * acting on a leg goes through the orders area's own mutations (comment, alert, transition). Row-level security keeps
 * another tenant's legs out of every branch.
 */
export const helpDeskResolvers: Resolvers = {
  Query: {
    helpDeskLegs: (_parent, args, ctx) => listHelpDeskLegs(ctx.db, requireHelpDesk(ctx).tenantId, args),
    helpDeskOverview: (_parent, _args, ctx) => helpDeskOverview(ctx.db, requireHelpDesk(ctx).tenantId),
  },
  HelpDeskLeg: {
    leg: (row, _args, ctx) => required(row.legId, (id) => orderLoaders(ctx).orderLegById.load(id), 'Order leg'),
    reasons: (row) => row.causes.map((cause) => cause.reason),
    detail: (row) => row.causes.map((cause) => cause.detail).join('; '),
  },
};
