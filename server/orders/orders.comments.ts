import type { CommentEntityKind, MutationAddOrderNoteArgs, MutationCreateCommentArgs } from '../../src/generated/resolvers';
import { auditAs } from '../audit';
import type { Queryable } from '../db/database';
import type { GraphQLContext } from '../graphql/context';
import { badUserInput, notFound } from '../errors';
import { type CommentRow, type OrderNoteRow, findOrder, ORDER_AUDIT } from './orders.rows';
import { auditWrite } from '../records/writes';
import { checkId, requireEditor } from '../auth/actors';
import { publishChange } from '../graphql/liveRecords';
import { notify } from '../notifications/notifications.public';

const MAX_BODY = 10_000;
/** An order's note, as the order form takes its notes (src/domain/schemas/orders.ts). */
const MAX_NOTE = 5_000;

/**
 * Mentions are written `@email` (e.g. "@dispatch@legwork.test please check"): typed by hand or inserted by a
 * picker, readable as plain text everywhere, and unambiguous without a user id in the body.
 */
const MENTION = /(?<![\w.+-])@([\w.%+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,})/g;

export const mentionedEmails = (body: string): string[] => [...new Set([...body.matchAll(MENTION)].map((match) => match[1].toLowerCase()))];

const KINDS = { ORDER: 'Orders', ORDER_LEG: 'Order legs', QUOTE: 'Quotes' } as const satisfies Record<CommentEntityKind, string>;

const ENTITY_SQL = {
  ORDER: 'SELECT id AS "orderId" FROM orders WHERE id = $1 AND deleted_at IS NULL',
  ORDER_LEG: 'SELECT order_id AS "orderId" FROM order_legs WHERE id = $1 AND deleted_at IS NULL',
  QUOTE: 'SELECT order_id AS "orderId" FROM quotes WHERE id = $1 AND deleted_at IS NULL',
} as const satisfies Record<CommentEntityKind, string>;

/** The commented record in this tenant (RLS) and its order, or NOT_FOUND. */
const commentedRecord = async (db: Queryable, kind: CommentEntityKind, id: string) => {
  const { rows } = await db.query<{ orderId: string | null }>(ENTITY_SQL[kind], [checkId(id, 'Record')]);
  if (rows.length === 0) throw notFound(KINDS[kind] === 'Order legs' ? 'Order leg' : KINDS[kind].slice(0, -1));
  return rows[0];
};

const body = (value: string, path: string, max = MAX_BODY) => {
  const text = value.trim();
  if (text === '') throw badUserInput({ [path]: ['The body field is required.'] });
  if (text.length > max) throw badUserInput({ [path]: [`The body may not be greater than ${max} characters.`] });
  return text;
};

export const createComment = async (ctx: GraphQLContext, { input }: MutationCreateCommentArgs): Promise<CommentRow> => {
  const { user, tenantId } = requireEditor(ctx);
  const record = await commentedRecord(ctx.db, input.entityKind, input.entityId);
  const text = body(input.body, 'input.body');
  const emails = mentionedEmails(text);
  const { rows: mentioned } = await ctx.db.query<{ id: string }>(
    `SELECT u.id FROM users u JOIN user_tenants ut ON ut.user_id = u.id AND ut.tenant_id = $1
     WHERE lower(u.email) = ANY($2::text[]) AND u.deleted_at IS NULL ORDER BY u.email`,
    [tenantId, emails],
  );
  const mentions = mentioned.map((row) => row.id);
  const entityKind = KINDS[input.entityKind];
  const { rows } = await ctx.db.query<CommentRow>(
    `INSERT INTO comments (tenant_id, entity_kind, entity_id, order_id, body, internal, mentions, author_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     RETURNING id, entity_kind AS "entityKind", entity_id AS "entityId", order_id AS "orderId", body, internal, mentions,
       $9::text AS "authorName", created_at AS "createdAt"`,
    [tenantId, entityKind, input.entityId, record.orderId, text, input.internal ?? false, mentions, user.id, user.name],
  );
  const comment = rows[0];
  await auditAs(
    ctx,
    { tenantId, user },
    {
      entityKind,
      entityId: input.entityId,
      action: 'CREATED',
      event: 'comment.create',
      after: { commentId: comment.id, body: text, internal: comment.internal, mentions },
    },
  );
  await notify(
    ctx,
    mentions.filter((id) => id !== user.id),
    {
      type: 'MENTION',
      title: `${user.name} mentioned you`,
      body: text.slice(0, 500),
      data: { commentId: comment.id, entityKind: input.entityKind, entityId: input.entityId, orderId: record.orderId },
      tenantId,
    },
  );
  const orderId = record.orderId;
  if (orderId) publishChange(ctx, 'orderChanged', tenantId, orderId);
  return comment;
};

export const addOrderNote = async (ctx: GraphQLContext, args: MutationAddOrderNoteArgs): Promise<OrderNoteRow> => {
  const { user, tenantId } = requireEditor(ctx);
  const order = await findOrder(ctx.db, checkId(args.orderId, 'Order'));
  if (!order) throw notFound('Order');
  const text = body(args.body, 'body', MAX_NOTE);
  const { rows } = await ctx.db.query<OrderNoteRow>(
    `INSERT INTO order_notes (tenant_id, order_id, kind, body, created_by) VALUES ($1, $2, $3, $4, $5)
     RETURNING id, order_id AS "orderId", kind, body, $6::text AS "authorName", created_at AS "createdAt"`,
    [tenantId, order.id, args.kind, text, user.id, user.name],
  );
  await auditWrite(ctx, { tenantId, user }, ORDER_AUDIT, 'note', order.id, { after: { noteId: rows[0].id, kind: args.kind, body: text } });
  publishChange(ctx, 'orderChanged', tenantId, order.id);
  return rows[0];
};
