import type { CommentEntityKind } from '../../src/generated/resolvers';
import { auditAs } from '../audit';
import type { GraphQLContext } from '../graphql/context';
import { badUserInput, isUuid, notFound } from '../errors';
import type { PortalActor } from './portal.access';
import type { PortalCommentRow } from './portal.loaders';
import { isTenantStaff, notifyDesk } from './portal.staffNotice';
import { publishChange } from '../graphql/liveRecords';
import { notify } from '../notifications/notifications.public';

const MAX_BODY = 10_000;

const KINDS = { ORDER: 'Orders', ORDER_LEG: 'Order legs', QUOTE: 'Quotes' } as const satisfies Record<CommentEntityKind, string>;
const WHAT = { ORDER: 'Order', ORDER_LEG: 'Order leg', QUOTE: 'Quote' } as const satisfies Record<CommentEntityKind, string>;

// Row-level security decides what the user may comment on: a record it cannot read is not found. With the record:
// its number and who made it (the staff member to tell).
const ENTITY_SQL = {
  ORDER: 'SELECT id AS "orderId", number, created_by AS "createdBy" FROM orders WHERE id = $1 AND deleted_at IS NULL',
  ORDER_LEG: `SELECT l.order_id AS "orderId", o.number || '-' || l.position AS number, o.created_by AS "createdBy"
    FROM order_legs l JOIN orders o ON o.id = l.order_id WHERE l.id = $1 AND l.deleted_at IS NULL AND o.deleted_at IS NULL`,
  QUOTE: 'SELECT order_id AS "orderId", number, created_by AS "createdBy" FROM quotes WHERE id = $1 AND deleted_at IS NULL',
} as const satisfies Record<CommentEntityKind, string>;

type Commented = { orderId: string | null; number: string; createdBy: string | null };

const PREVIEW = 200;

/**
 * A client's comment is a message to the operator: the staff member who made the record hears of it, else the portal
 * desk (call center, client relations), as with quote answers. In the request's transaction (notify).
 */
const tellStaff = async (
  ctx: GraphQLContext,
  actor: PortalActor,
  record: Commented,
  args: { entityKind: CommentEntityKind; entityId: string },
  text: string,
) => {
  const notice = {
    type: 'COMMENT' as const,
    title: `Comment from ${actor.user.name} on ${WHAT[args.entityKind].toLowerCase()} ${record.number}`,
    body: text.length > PREVIEW ? `${text.slice(0, PREVIEW - 1)}…` : text,
    data: { entityKind: args.entityKind, entityId: args.entityId, orderId: record.orderId, number: record.number },
  };
  if (await isTenantStaff(ctx, actor.tenantId, record.createdBy))
    await notify(ctx, [record.createdBy as string], { ...notice, tenantId: actor.tenantId });
  else await notifyDesk(ctx, actor, notice);
};

/**
 * portalAddComment: a comment on the user's own order, leg or quote, never internal and mentioning no one, with its
 * audit row and a COMMENT notification for staff; open staff pages hear of it through orderChanged / quoteChanged.
 */
export const portalAddComment = async (
  ctx: GraphQLContext,
  actor: PortalActor,
  args: { entityKind: CommentEntityKind; entityId: string; body: string },
): Promise<PortalCommentRow> => {
  const { rows: found } = isUuid(args.entityId)
    ? await ctx.db.query<Commented>(ENTITY_SQL[args.entityKind], [args.entityId])
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
  await tellStaff(ctx, actor, found[0], args, text);
  if (orderId) publishChange(ctx, 'orderChanged', actor.tenantId, orderId);
  if (args.entityKind === 'QUOTE') publishChange(ctx, 'quoteChanged', actor.tenantId, args.entityId);
  return comment;
};
