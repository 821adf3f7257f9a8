import type { GraphQLContext } from '../graphql/context';
import { liveRecords } from '../graphql/liveRecords';
import { requireStaff } from '../auth/actors';
import { orderLoaders } from '../orders/orders.loaders';
import { findLeg } from '../orders/orders.rows';

export const orderLegChanges = (ctx: GraphQLContext) =>
  liveRecords(ctx, requireStaff(ctx).tenantId, {
    topic: 'orderLegChanged',
    load: (db, id) => findLeg(db, id),
    loader: (ctx) => orderLoaders(ctx).orderLegById,
  });
