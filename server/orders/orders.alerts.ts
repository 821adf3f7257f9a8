import type { MutationAcknowledgeAlertArgs, MutationCreateAlertArgs } from '../../src/generated/resolvers';
import { auditAs } from '../audit';
import type { GraphQLContext } from '../graphql/context';
import { badUserInput, isUuid, notFound } from '../errors';
import { type AlertRow, findLeg, findOrder } from './orders.rows';
import { checkId, requireEditor } from '../auth/actors';
import { publishChange } from '../graphql/liveRecords';

const MAX_MESSAGE = 2000;

const ALERT_COLUMNS = `a.id, a.order_id AS "orderId", a.order_leg_id AS "orderLegId", a.priority, a.message,
  a.acknowledged_at AS "acknowledgedAt", (SELECT u.name FROM users u WHERE u.id = a.acknowledged_by) AS "acknowledgedByName",
  a.created_at AS "createdAt"`;

/** The order and leg an alert is about: a leg names its order; an order alone is an order-level alert. */
const alertTarget = async (ctx: GraphQLContext, input: MutationCreateAlertArgs['input']) => {
  if (!input.orderId && !input.orderLegId) throw badUserInput({ 'input.orderId': ['An alert needs an order or an order leg.'] });
  const leg = input.orderLegId ? await findLeg(ctx.db, checkId(input.orderLegId, 'Order leg')) : null;
  if (input.orderLegId && !leg) throw notFound('Order leg');
  const orderId = input.orderId ?? leg?.orderId ?? '';
  if (leg && input.orderId && leg.orderId !== input.orderId)
    throw badUserInput({ 'input.orderLegId': ['The leg does not belong to the order.'] });
  const order = await findOrder(ctx.db, checkId(orderId, 'Order'));
  if (!order) throw notFound('Order');
  return { orderId: order.id, orderLegId: leg?.id ?? null };
};

export const createAlert = async (ctx: GraphQLContext, { input }: MutationCreateAlertArgs): Promise<AlertRow> => {
  const { user, tenantId } = requireEditor(ctx);
  const message = input.message.trim();
  if (message === '') throw badUserInput({ 'input.message': ['The message field is required.'] });
  if (message.length > MAX_MESSAGE)
    throw badUserInput({ 'input.message': [`The message may not be greater than ${MAX_MESSAGE} characters.`] });
  const target = await alertTarget(ctx, input);
  const { rows } = await ctx.db.query<AlertRow>(
    `INSERT INTO alerts AS a (tenant_id, order_id, order_leg_id, priority, message, created_by) VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING ${ALERT_COLUMNS}`,
    [tenantId, target.orderId, target.orderLegId, input.priority, message, user.id],
  );
  await auditAs(
    ctx,
    { tenantId, user },
    {
      entityKind: 'Alerts',
      entityId: rows[0].id,
      action: 'CREATED',
      event: 'alert.create',
      after: { ...target, priority: input.priority, message },
    },
  );
  publishChange(ctx, 'orderChanged', tenantId, target.orderId);
  return rows[0];
};

/** Acknowledging twice keeps the first acknowledgement (and writes no second audit row). */
export const acknowledgeAlert = async (ctx: GraphQLContext, { id }: MutationAcknowledgeAlertArgs): Promise<AlertRow> => {
  const { user, tenantId } = requireEditor(ctx);
  if (!isUuid(id)) throw notFound('Alert');
  const { rows } = await ctx.db.query<AlertRow>(
    `UPDATE alerts AS a SET acknowledged_by = $2, acknowledged_at = now() WHERE a.id = $1 AND a.acknowledged_at IS NULL
     RETURNING ${ALERT_COLUMNS}`,
    [id, user.id],
  );
  if (rows.length === 0) {
    const { rows: existing } = await ctx.db.query<AlertRow>(`SELECT ${ALERT_COLUMNS} FROM alerts a WHERE a.id = $1`, [id]);
    if (existing.length === 0) throw notFound('Alert');
    return existing[0];
  }
  const alert = rows[0];
  await auditAs(
    ctx,
    { tenantId, user },
    {
      entityKind: 'Alerts',
      entityId: alert.id,
      action: 'ACKNOWLEDGED',
      event: 'alert.acknowledge',
      before: { acknowledgedAt: null },
      after: { acknowledgedAt: alert.acknowledgedAt, acknowledgedBy: user.id },
    },
  );
  const orderId = alert.orderId;
  if (orderId) publishChange(ctx, 'orderChanged', tenantId, orderId);
  return alert;
};
