import type { Resolvers } from '../../src/generated/resolvers';
import { dashboardSummary } from './orders.dashboard';
import { listAlerts, listOrderLegs, listOrders } from './orders.lists';
import { requireStaff } from './orders.access';
import { isUuid, notFound } from '../errors';
import { orderFieldResolvers } from './orders.fields';
import { orderLoaders } from './orders.loaders';

/** The read side of orders, legs, alerts and tags (staff only until the portal, issue 4). */
export const orderQueries: Resolvers = {
  Query: {
    orders: (_parent, args, ctx) => listOrders(ctx.db, requireStaff(ctx).tenantId, args),
    // Unknown, malformed and other tenants' ids all answer NOT_FOUND: row-level security hides the last.
    order: async (_parent, { id }, ctx) => {
      requireStaff(ctx);
      const [order] = isUuid(id) ? await orderLoaders(ctx).orderById.load(id) : [];
      if (!order) throw notFound('Order');
      return order;
    },
    orderLegs: (_parent, args, ctx) => listOrderLegs(ctx.db, requireStaff(ctx).tenantId, args),
    orderLeg: async (_parent, { id }, ctx) => {
      requireStaff(ctx);
      const [leg] = isUuid(id) ? await orderLoaders(ctx).orderLegById.load(id) : [];
      if (!leg) throw notFound('Order leg');
      return leg;
    },
    alerts: (_parent, args, ctx) => listAlerts(ctx.db, requireStaff(ctx).tenantId, args),
    tags: async (_parent, _args, ctx) => {
      const { tenantId } = requireStaff(ctx);
      const { rows } = await ctx.db.query<{ id: string; name: string; colour: string }>(
        'SELECT id, name, colour FROM tags WHERE tenant_id = $1 AND deleted_at IS NULL ORDER BY name',
        [tenantId],
      );
      return rows;
    },
    dashboard: (_parent, _args, ctx) => dashboardSummary(ctx.db, requireStaff(ctx).tenantId),
  },
  ...orderFieldResolvers,
};
