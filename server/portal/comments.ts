import type { CommentEntityKind } from '../../src/generated/resolvers';
import { auditAs } from '../audit';
import type { GraphQLContext } from '../graphql/context';
import { badUserInput, isUuid, notFound } from '../graphql/errors';
import type { PortalActor } from './access';
import type { PortalCommentRow } from './loaders';

const MAX_BODY = 10_000;

const KINDS = { ORDER: 'Orders', ORDER_LEG: 'Order legs', QUOTE: 'Quotes' } as const satisfies Record<CommentEntityKind, string>;
const WHAT = { ORDER: 'Order', ORDER_LEG: 'Order leg', QUOTE: 'Quote' } as const satisfies Record<CommentEntityKind, string>;

// Row-level security decides what the user may comment on: a record it cannot read is not found.
const ENTITY_SQL = {
  ORDER: 'SELECT id AS "orderId" FROM orders WHERE id = $1 AND deleted_at IS NULL',
  ORDER_LEG: `SELECT l.order_id AS "orderId" FROM order_legs l JOIN orders o ON o.id = l.order_id
    WHERE l.id = $1 AND l.deleted_at IS NULL AND o.deleted_at IS NULL`,
  QUOTE: 'SELECT order_id AS "orderId" FROM quotes WHERE id = $1 AND deleted_at IS NULL',
} as const satisfies Record<CommentEntityKind, string>;

/**
 * portalAddComment: a comment on the user's own order, leg or quote, never internal and mentioning no one, with its
 * audit row; staff read it on the record (orderChanged tells open pages).
 */
export const portalAddComment = async (
  ctx: GraphQLContext,
  actor: PortalActor,
  args: { entityKind: CommentEntityKind; entityId: string; body: string },
): Promise<PortalCommentRow> => {
  const { rows: found } = isUuid(args.entityId)
    ? await ctx.db.query<{ orderId: string | null }>(ENTITY_SQL[args.entityKind], [args.entityId])
    : { rows: [] };
  if (found.length === 0) throw notFound(WHAT[args.entityKind]);
  const text = args.body.trim();
  if (text === '') throw badUserInput({ body: ['The body field is required.'] });
  if (text.length > MAX_BODY) throw badUserInput({ body: [`The body may not be greater than ${MAX_BODY} characters.`] });
  const entityKind = KINDS[args.entityKind];
  const orderId = found[0].orderId;
  const { rows } = await ctx.db.query<PortalCommentRow>(
    `INSERT INTO comments (tenant_id, entity_kind, entity_id, order_id, body, internal, author_id)
     VALUES ($1, $2, $3, $4, $5, false, $6)
     RETURNING id, entity_kind AS "entityKind", entity_id AS "entityId", order_id AS "orderId", body, internal, mentions,
       $7::text AS "authorName", false AS "fromStaff", created_at AS "createdAt"`,
    [actor.tenantId, entityKind, args.entityId, orderId, text, actor.user.id, actor.user.name],
  );
  const comment = rows[0];
  await auditAs(ctx, actor, {
    entityKind,
    entityId: args.entityId,
    action: 'CREATED',
    event: 'comment.create',
    after: { commentId: comment.id, body: text, internal: false, mentions: [] },
  });
  if (orderId) ctx.afterCommit(() => ctx.events.publish('orderChanged', actor.tenantId, { id: orderId }));
  if (args.entityKind === 'QUOTE') ctx.afterCommit(() => ctx.events.publish('quoteChanged', actor.tenantId, { id: args.entityId }));
  return comment;
};
