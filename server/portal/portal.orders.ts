import { nextOrderStatus } from '../../src/machines/domain/order.machine';
import { SYSTEM_ACTOR } from '../../src/machines/domain/status';
import type { Queryable } from '../db/database';
import type { GraphQLContext } from '../graphql/context';
import { badUserInput } from '../errors';
import { auditAllAs, auditAs } from '../audit';
import { type OrderRow, ORDER_SELECT, findOrder, legsOfOrders } from '../orders/orders.rows';
import { orderMachineContext, createOrderFromInput } from '../orders/orders.public';
import type { PortalActor } from './portal.access';
import { parsePortalRequest, portalOrderInput } from './portal.request';
import { notifyDesk } from './portal.staffNotice';

const MAX_KEY = 100;

/**
 * The stored idempotency key of a portal request: namespaced by user, so two users' keys (or a user's and a staff
 * form's) never meet in the tenant's unique index.
 */
export const portalKey = (actor: PortalActor, key: string): string => {
  const text = key.trim();
  if (!text) throw badUserInput({ idempotencyKey: ['The idempotency key field is required.'] });
  if (text.length > MAX_KEY) throw badUserInput({ idempotencyKey: [`The idempotency key may not be greater than ${MAX_KEY} characters.`] });
  return `portal:${actor.user.id}:${text}`;
};

const orderByKey = async (db: Queryable, tenantId: string, key: string) => {
  const { rows } = await db.query<OrderRow>(`SELECT ${ORDER_SELECT} FROM orders o WHERE o.tenant_id = $1 AND o.idempotency_key = $2`, [
    tenantId,
    key,
  ]);
  return rows[0] ?? null;
};

/** Tag and title asked for: every leg of the order waits for it before dispatch (the leg machine's guard). */
const markTagAndTitle = async (ctx: GraphQLContext, actor: PortalActor, orderId: string) => {
  const { rows } = await ctx.db.query<{ id: string }>(
    'UPDATE order_legs SET needs_tag_and_title = true WHERE order_id = $1 AND deleted_at IS NULL RETURNING id',
    [orderId],
  );
  for (const leg of rows)
    await auditAs(ctx, actor, {
      entityKind: 'Order legs',
      entityId: leg.id,
      action: 'UPDATED',
      event: 'leg.update',
      after: { needsTagAndTitle: true },
    });
};

/**
 * A portal order goes to the call center at once, its legs UNACKNOWLEDGED until staff acknowledge them (order.submit
 * moves only CREATED legs). Submitting is no staff decision here: the system files the client's request, as orders
 * from the API or e-mail sit in CALL_CENTER (docs/decisions.md, demo data). An incomplete order would stay a DRAFT.
 * A client's spreadsheet import files its orders the same way, a batch at once (server/imports/imports.job.ts).
 */
export const submitToCallCenter = async (
  ctx: GraphQLContext,
  actor: Pick<PortalActor, 'tenantId' | 'user'>,
  orders: OrderRow | readonly OrderRow[],
) => {
  const drafts = Array.isArray(orders) ? (orders as readonly OrderRow[]) : [orders as OrderRow];
  if (drafts.length === 0) return;
  const legs = await legsOfOrders(
    ctx.db,
    drafts.map((order) => order.id),
    true,
  );
  const moves = drafts.flatMap((order) => {
    const context = { ...orderMachineContext(order, legs.get(order.id) ?? [], SYSTEM_ACTOR), actor: SYSTEM_ACTOR };
    const next = nextOrderStatus(order.state, context, { type: 'order.submit' });
    return next ? [{ order, next }] : [];
  });
  if (moves.length === 0) return;
  await ctx.db.query(
    `UPDATE orders o SET state = x.state, version = o.version + 1, updated_at = now()
     FROM jsonb_populate_recordset(NULL::orders, $1::jsonb) AS x WHERE o.id = x.id`,
    [JSON.stringify(moves.map(({ order, next }) => ({ id: order.id, state: next })))],
  );
  await auditAllAs(
    ctx,
    actor,
    { entityKind: 'Orders', action: 'UPDATED', event: 'order.submit' },
    moves.map(({ order, next }) => ({ entityId: order.id, before: { state: order.state }, after: { state: next } })),
  );
};

/**
 * portalCreateOrder: the shared order service with source PORTAL (legs UNACKNOWLEDGED), the portal's checks first,
 * then the call center is notified, all in the request's transaction. A retry with the same key answers the order
 * it already made and writes nothing.
 */
export const portalCreateOrder = async (
  ctx: GraphQLContext,
  actor: PortalActor,
  input: unknown,
  idempotencyKey: string,
): Promise<OrderRow> => {
  const key = portalKey(actor, idempotencyKey);
  const earlier = await orderByKey(ctx.db, actor.tenantId, key);
  if (earlier) return earlier;
  const request = await parsePortalRequest(ctx, actor, input);
  const created = await createOrderFromInput(ctx, portalOrderInput(request), {
    submit: false,
    source: 'PORTAL',
    idempotencyKey: key,
    extras: request.extras,
    refusePastPickups: true,
  });
  // A concurrent retry committed the order first (this request's would still be a DRAFT): it is complete already.
  if (created.state !== 'DRAFT') return created;
  if (request.extras.tagAndTitle) await markTagAndTitle(ctx, actor, created.id);
  await submitToCallCenter(ctx, actor, created);
  const { rows } = await ctx.db.query<{ name: string }>('SELECT display_name AS name FROM clients WHERE id = $1', [created.clientId]);
  const legs = created.legCount === 1 ? '1 leg' : `${created.legCount} legs`;
  await notifyDesk(ctx, actor, {
    type: 'ORDER_CREATED',
    title: `Portal order ${created.number}`,
    body: `${rows[0]?.name ?? 'A client'} ordered ${legs} from the portal, waiting to be acknowledged.`,
    data: { orderId: created.id, number: created.number },
  });
  return (await findOrder(ctx.db, created.id)) as OrderRow;
};
