import type { Resolvers } from '../../src/generated/resolvers';
import { dashboardSummary } from './orders.dashboard';
import { listAlerts, listOrders } from './orders.lists';
import { requireStaff } from '../auth/actors';
import { isUuid, notFound } from '../errors';
import { recordIdByNumber } from '../db/recordNumbers';
import { orderFieldResolvers } from './orders.fields';
import { orderLoaders } from './orders.loaders';
import { mentionSuggestions } from './orders.mentions';
import { ORDER_NUMBERS } from './orders.rows';

/** The read side of orders, alerts and tags (staff only; the portal's are server/portal's). */
export const orderQueries: Resolvers = {
  Query: {
    orders: (_parent, args, ctx) => {
      const { tenantId, user } = requireStaff(ctx);
      return listOrders(ctx.db, tenantId, args, user.id);
    },
    mentionSuggestions: (_parent, args, ctx) => mentionSuggestions(ctx, args),
    // Unknown, malformed and other tenants' ids all answer NOT_FOUND: row-level security hides the last.
    order: async (_parent, { id }, ctx) => {
      requireStaff(ctx);
      const [order] = isUuid(id) ? await orderLoaders(ctx).orderById.load(id) : [];
      if (!order) throw notFound('Order');
      return order;
    },
    // The number people paste (O-100191): the same read as by id once the tenant's row is found.
    orderByNumber: async (_parent, { number }, ctx) => {
      const { tenantId } = requireStaff(ctx);
      const id = await recordIdByNumber(ctx.db, tenantId, ORDER_NUMBERS, number);
      const [order] = id ? await orderLoaders(ctx).orderById.load(id) : [];
      if (!order) throw notFound('Order');
      return order;
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
