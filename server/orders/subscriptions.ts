import { filter, map, pipe } from 'graphql-yoga';
import type { GraphQLContext } from '../graphql/context';
import { clearLoaders } from '../graphql/loaders';
import type { OrderLegRow, OrderRow } from '../graphql/rows';
import { requireStaff } from './access';
import { LEG_SELECT, ORDER_SELECT } from './orderSelects';

/**
 * A tenant's change events as rows the subscriber may see: each event is reloaded by id under the subscriber's
 * own RLS (the socket's context lives as long as the subscription, so its loaders are cleared first); an event
 * whose row it cannot see is dropped, not answered with an error. Deleted orders still arrive (deletedAt set).
 */
const visibleRows = <T>(ctx: GraphQLContext, topic: 'orderChanged' | 'orderLegChanged', sql: string) => {
  const { tenantId } = requireStaff(ctx);
  return pipe(
    ctx.events.subscribe(topic, tenantId),
    map(async ({ id }: { id: string }) => {
      clearLoaders(ctx.loaders);
      const { rows } = await ctx.db.query<T & Record<string, unknown>>(sql, [id]);
      return rows[0] ?? null;
    }),
    filter((row): row is T & Record<string, unknown> => row !== null),
  );
};

export const orderChanges = (ctx: GraphQLContext) =>
  visibleRows<OrderRow>(ctx, 'orderChanged', `SELECT ${ORDER_SELECT} FROM orders o WHERE o.id = $1`);

export const orderLegChanges = (ctx: GraphQLContext) =>
  visibleRows<OrderLegRow>(ctx, 'orderLegChanged', `SELECT ${LEG_SELECT} FROM order_legs l WHERE l.id = $1 AND l.deleted_at IS NULL`);
