import type { Actor } from '../auth/actors';
import type { GraphQLContext } from '../graphql/context';
import { notify } from '../notifications/notifications.public';

/**
 * A location's address changed: the drivers and the order creators of every leg still to be delivered that starts or
 * ends there hear of it (ORDER_LEG_LOCATION_UPDATED, one a leg), in the write's transaction; the editor hears nothing.
 */
export const locationUpdatedNotices = async (ctx: GraphQLContext, actor: Actor, location: { id: string; name: string | null }) => {
  const { rows } = await ctx.db.query<{ id: string; orderId: string; number: string; end: string; users: string[] }>(
    `SELECT l.id, l.order_id AS "orderId", l.number, CASE WHEN l.origin_id = $2 THEN 'pickup' ELSE 'delivery' END AS "end",
       array_remove(ARRAY[o.created_by, d.user_id], NULL) AS users
     FROM order_legs l JOIN orders o ON o.id = l.order_id LEFT JOIN drivers d ON d.id = l.driver_id
     WHERE l.tenant_id = $1 AND (l.origin_id = $2 OR l.destination_id = $2) AND l.deleted_at IS NULL
       AND l.status NOT IN ('DELIVERED', 'INVOICED', 'DRIVER_PAID', 'CANCELLED')
     ORDER BY l.number LIMIT 200`,
    [actor.tenantId, location.id],
  );
  for (const leg of rows)
    await notify(
      ctx,
      [...new Set(leg.users)].filter((id) => id !== actor.user.id),
      {
        type: 'ORDER_LEG_LOCATION_UPDATED',
        title: `Leg ${leg.number}: ${leg.end} location updated`,
        body: `${actor.user.name} changed ${location.name ?? 'the location'}.`,
        data: { orderId: leg.orderId, orderLegId: leg.id, locationId: location.id },
        tenantId: actor.tenantId,
      },
    );
};
