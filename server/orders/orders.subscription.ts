import type { Queryable } from '../db/database';
import type { GraphQLContext } from '../graphql/context';
import { liveRecords } from '../graphql/liveRecords';
import { requireStaff } from '../auth/actors';
import { orderLoaders } from './orders.loaders';
import { type OrderRow, ORDER_SELECT } from './orders.rows';

// Deleted orders still arrive (deletedAt set): an open order page shows that it was deleted.
const findOrderOrDeleted = async (db: Queryable, id: string) =>
  (await db.query<OrderRow>(`SELECT ${ORDER_SELECT} FROM orders o WHERE o.id = $1`, [id])).rows[0] ?? null;

export const orderChanges = (ctx: GraphQLContext) =>
  liveRecords(ctx, requireStaff(ctx).tenantId, {
    topic: 'orderChanged',
    load: findOrderOrDeleted,
    loader: (ctx) => orderLoaders(ctx).orderById,
  });
