import { LEG_STATUS_LABEL } from '../../src/domain/labels';
import type { NotificationType } from '../../src/generated/resolvers';
import type { OrderLegEventType } from '../../src/machines/domain/orderLeg.machine';
import type { GraphQLContext } from '../graphql/context';
import type { OrderLegRow } from '../orders/orders.rows';
import type { Actor } from '../auth/actors';
import { notify } from '../notifications/notifications.public';
import { legReached, type OrderLegStatus } from '../../src/machines/domain/status';

const NOTICES: Partial<Record<OrderLegEventType, { type: NotificationType; title: (number: string) => string }>> = {
  'leg.confirm': { type: 'ORDER_LEG_CONFIRMED', title: (n) => `Leg ${n} confirmed` },
  'leg.assign': { type: 'ORDER_LEG_DISPATCHED', title: (n) => `Leg ${n} assigned` },
  'leg.pickUp': { type: 'ORDER_LEG_IN_TRANSIT', title: (n) => `Leg ${n} picked up` },
  'leg.deliver': { type: 'ORDER_LEG_DELIVERED', title: (n) => `Leg ${n} delivered` },
  'leg.cancel': { type: 'ORDER_LEG_CANCELLED', title: (n) => `Leg ${n} cancelled` },
  'leg.abort': { type: 'ORDER_LEG_ABORTED', title: (n) => `Leg ${n}: pickup failed` },
  'leg.hold': { type: 'ORDER_LEG_HOLD_CREATED', title: (n) => `Leg ${n} on hold` },
  'hold.release': { type: 'ORDER_LEG_HOLD_DELETED', title: (n) => `Leg ${n} released from hold` },
};

/** Of these driver ids, the logins of the drivers who have one in the tenant (a driver may not be invited yet). */
const driverUsers = async (ctx: GraphQLContext, tenantId: string, ids: (string | null)[]) => {
  const wanted = ids.filter((id): id is string => id !== null);
  if (wanted.length === 0) return [];
  const { rows } = await ctx.db.query<{ userId: string }>(
    `SELECT d.user_id AS "userId" FROM drivers d JOIN user_tenants ut ON ut.tenant_id = d.tenant_id AND ut.user_id = d.user_id
     WHERE d.tenant_id = $1 AND d.id = ANY($2::uuid[])`,
    [tenantId, wanted],
  );
  return rows.map((row) => row.userId);
};

/**
 * Kept modest: the order's creator hears of confirmations, assignments, pickups, deliveries, holds and
 * cancellations made by someone else; an assigned driver hears of the assignment, an unassigned one of that.
 */
export const legNotice = async (
  ctx: GraphQLContext,
  actor: Actor,
  change: { leg: OrderLegRow; row: OrderLegRow; type: OrderLegEventType },
) => {
  const { leg, row, type } = change;
  const notice = NOTICES[type];
  if (!notice && type !== 'leg.unassign') return;
  const { rows: orders } = await ctx.db.query<{ createdBy: string | null }>('SELECT created_by AS "createdBy" FROM orders WHERE id = $1', [
    row.orderId,
  ]);
  const createdBy = orders[0]?.createdBy ?? null;
  const data = { orderId: row.orderId, orderLegId: row.id, number: row.number, status: row.status };
  const others = (ids: string[]) => ids.filter((id) => id !== actor.user.id);
  if (notice) {
    const drivers = type === 'leg.assign' ? await driverUsers(ctx, actor.tenantId, [row.driverId]) : [];
    const to = others([...new Set([...(createdBy ? [createdBy] : []), ...drivers])]);
    await notify(ctx, to, {
      type: notice.type,
      title: notice.title(row.number),
      body: row.statusReason ?? `${actor.user.name} · ${LEG_STATUS_LABEL[row.status]}`,
      data,
      tenantId: actor.tenantId,
    });
  }
  if (type === 'leg.assign') await assignedNotices(ctx, actor, { leg, row }, createdBy, data);
  if (type === 'leg.unassign') {
    const to = others(await driverUsers(ctx, actor.tenantId, [leg.driverId]));
    await notify(ctx, to, {
      type: 'ORDER_LEG_DRIVER_UNASSIGNED',
      title: `You were unassigned from leg ${row.number}`,
      body: `${actor.user.name} unassigned you.`,
      data,
      tenantId: actor.tenantId,
    });
  }
};

/** The order lines that ask more of a driver than the drive: a reminder of each at assignment. */
const ADDITIONAL_SERVICES: Record<string, string> = {
  HAZMAT: 'hazardous materials handling',
  STORAGE: 'storage',
  TAG_AND_TITLE: 'tag and title paperwork',
};

/**
 * At an assignment: the order's creator hears when its last open leg is dispatched (ORDER_DISPATCHED), and
 * the assigned driver is reminded of the additional services the leg's order carries (ADDITIONAL_SERVICE_REMINDER).
 */
const assignedNotices = async (
  ctx: GraphQLContext,
  actor: Actor,
  { leg, row }: { leg: OrderLegRow; row: OrderLegRow },
  createdBy: string | null,
  data: object,
) => {
  const { rows } = await ctx.db.query<{ number: string; legStatuses: OrderLegStatus[]; services: string[] }>(
    `SELECT o.number, o.leg_statuses AS "legStatuses",
       coalesce((SELECT array_agg(DISTINCT li.type ORDER BY li.type) FROM order_line_items li WHERE li.tenant_id = o.tenant_id
         AND li.order_id = o.id AND (li.order_leg_id IS NULL OR li.order_leg_id = $2) AND li.type = ANY($3::text[])), '{}') AS services
     FROM orders o WHERE o.id = $1`,
    [row.orderId, row.id, Object.keys(ADDITIONAL_SERVICES)],
  );
  const order = rows[0];
  if (!order) return;
  const open = order.legStatuses.filter((status) => status !== 'CANCELLED');
  // A reassignment of a leg already dispatched dispatches nothing new.
  const dispatched = !legReached(leg.status, 'PENDING_PICKUP') && open.every((status) => legReached(status, 'PENDING_PICKUP'));
  if (createdBy && createdBy !== actor.user.id && open.length > 0 && dispatched)
    await notify(ctx, [createdBy], {
      type: 'ORDER_DISPATCHED',
      title: `Order ${order.number} dispatched`,
      body: `Every leg of order ${order.number} has its driver.`,
      data: { orderId: row.orderId, number: order.number },
      tenantId: actor.tenantId,
    });
  const drivers = (await driverUsers(ctx, actor.tenantId, [row.driverId])).filter((id) => id !== actor.user.id);
  if (order.services.length > 0 && drivers.length > 0)
    await notify(ctx, drivers, {
      type: 'ADDITIONAL_SERVICE_REMINDER',
      title: `Leg ${row.number}: additional services`,
      body: `This leg's order includes ${order.services.map((service) => ADDITIONAL_SERVICES[service]).join(', ')}.`,
      data: { ...data, services: order.services },
      tenantId: actor.tenantId,
    });
};
