import { MAX_REFERENCE_NUMBERS } from '../../src/domain/schemas/orders';
import type { MutationDeleteOrderArgs, MutationUpdateOrderArgs } from '../../src/generated/resolvers';
import type { Queryable } from '../db/database';
import type { GraphQLContext } from '../graphql/context';
import { appError, badUserInput, checkVersion, conflict, isUuid, notFound } from '../errors';
import { type OrderRow, ORDER_AUDIT, ORDER_SELECT, findOrder } from './orders.rows';
import { auditWrite } from '../records/writes';
import { checkId, requireEditor } from '../auth/actors';
import { publishChange } from '../graphql/liveRecords';

const MAX_REFERENCES = MAX_REFERENCE_NUMBERS;
const MAX_REFERENCE_LENGTH = 50;

/** What the order list's search box matches (migration 015: number, references, client, customer, vehicles, places). */
export const refreshSearchText = (db: Queryable, orderId: string) =>
  db.query('UPDATE orders SET search_text = app_order_search_text(id) WHERE id = $1', [orderId]);

/** Trimmed, non-empty, unique reference numbers, or field errors at `<path>.<i>`. */
export const referenceNumbers = (values: readonly string[] | null | undefined, path: string): string[] => {
  const list = (values ?? []).map((value) => value.trim());
  const errors: Record<string, string[]> = {};
  if (list.length > MAX_REFERENCES) errors[path] = [`An order may have at most ${MAX_REFERENCES} reference numbers.`];
  list.forEach((value, i) => {
    if (value === '') errors[`${path}.${i}`] = ['The reference number may not be empty.'];
    else if (value.length > MAX_REFERENCE_LENGTH)
      errors[`${path}.${i}`] = [`The reference number may not be greater than ${MAX_REFERENCE_LENGTH} characters.`];
  });
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
  return [...new Set(list)];
};

/** The customer must exist in the tenant and belong to the order's client. */
export const checkCustomer = async (db: Queryable, clientId: string, customerId: string, path: string) => {
  const { rows } = isUuid(customerId)
    ? await db.query<{ clientId: string }>('SELECT client_id AS "clientId" FROM customers WHERE id = $1 AND deleted_at IS NULL', [
        customerId,
      ])
    : { rows: [] };
  if (rows.length === 0) throw badUserInput({ [path]: ['The selected customer is invalid.'] });
  if (rows[0].clientId !== clientId) throw badUserInput({ [path]: ['The customer does not belong to the client.'] });
};

/** Replaces the order's tags; every id must be a live tag of the tenant. */
export const setTags = async (db: Queryable, tenantId: string, orderId: string, tagIds: readonly string[], path: string) => {
  const ids = [...new Set(tagIds)];
  const valid = ids.filter(isUuid);
  const { rows } = await db.query<{ id: string }>('SELECT id FROM tags WHERE id = ANY($1::uuid[]) AND deleted_at IS NULL', [valid]);
  const found = new Set(rows.map((row) => row.id));
  const errors = Object.fromEntries(tagIds.flatMap((id, i) => (found.has(id) ? [] : [[`${path}.${i}`, ['The selected tag is invalid.']]])));
  if (Object.keys(errors).length > 0) throw badUserInput(errors);
  await db.query('DELETE FROM order_tags WHERE order_id = $1', [orderId]);
  await db.query('INSERT INTO order_tags (tenant_id, order_id, tag_id) SELECT $1, $2, unnest($3::uuid[])', [tenantId, orderId, ids]);
};

const tagIdsOf = async (db: Queryable, orderId: string) =>
  (await db.query<{ id: string }>('SELECT tag_id AS id FROM order_tags WHERE order_id = $1 ORDER BY tag_id', [orderId])).rows.map(
    (r) => r.id,
  );

export const updateOrder = async (ctx: GraphQLContext, { id, version, input }: MutationUpdateOrderArgs): Promise<OrderRow> => {
  const { user, tenantId } = requireEditor(ctx);
  const order = await findOrder(ctx.db, checkId(id, 'Order'));
  if (!order) throw notFound('Order');
  // Null clears the customer; any other value (an empty one included) must be a customer of the order's client.
  if (input.customerId !== undefined && input.customerId !== null)
    await checkCustomer(ctx.db, order.clientId, input.customerId, 'input.customerId');
  const references =
    input.referenceNumbers === undefined ? order.referenceNumbers : referenceNumbers(input.referenceNumbers, 'input.referenceNumbers');
  const customerId = input.customerId === undefined ? order.customerId : input.customerId;
  const { rows } = await ctx.db.query<OrderRow>(
    `UPDATE orders AS o SET customer_id = $3, reference_numbers = $4, version = version + 1, updated_at = now()
     WHERE o.id = $1 AND o.version = $2 AND o.deleted_at IS NULL RETURNING ${ORDER_SELECT}`,
    [order.id, version, customerId, references],
  );
  if (rows.length === 0) throw conflict();
  const tagsBefore = await tagIdsOf(ctx.db, order.id);
  if (input.tagIds) await setTags(ctx.db, tenantId, order.id, input.tagIds, 'input.tagIds');
  await refreshSearchText(ctx.db, order.id);
  await auditWrite(ctx, { tenantId, user }, ORDER_AUDIT, 'update', order.id, {
    before: { customerId: order.customerId, referenceNumbers: order.referenceNumbers, tagIds: tagsBefore },
    after: { customerId, referenceNumbers: references, tagIds: await tagIdsOf(ctx.db, order.id) },
  });
  publishChange(ctx, 'orderChanged', tenantId, order.id);
  return rows[0];
};

/**
 * Soft delete, for orders that never ran: DRAFT or CANCELLED. Another state is INVALID_TRANSITION (the record's
 * state refuses it, as the machines do; cancel the order first), not BAD_USER_INPUT.
 */
export const deleteOrder = async (ctx: GraphQLContext, { id, version }: MutationDeleteOrderArgs): Promise<OrderRow> => {
  const { user, tenantId } = requireEditor(ctx);
  const order = checkVersion(await findOrder(ctx.db, checkId(id, 'Order'), true), version, 'Order');
  if (order.state !== 'DRAFT' && order.state !== 'CANCELLED')
    throw appError('INVALID_TRANSITION', `An order that is ${order.state} cannot be deleted; only draft or cancelled orders can.`, {
      state: order.state,
    });
  const { rows } = await ctx.db.query<OrderRow>(
    `UPDATE orders AS o SET deleted_at = now(), version = version + 1, updated_at = now() WHERE o.id = $1 RETURNING ${ORDER_SELECT}`,
    [order.id],
  );
  await ctx.db.query('UPDATE order_legs SET deleted_at = now(), updated_at = now() WHERE order_id = $1 AND deleted_at IS NULL', [order.id]);
  await auditWrite(ctx, { tenantId, user }, ORDER_AUDIT, 'delete', order.id, {
    before: { state: order.state, deletedAt: null },
    after: { deletedAt: rows[0].deletedAt },
  });
  publishChange(ctx, 'orderChanged', tenantId, order.id);
  return rows[0];
};
