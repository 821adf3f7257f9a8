import type { LineItem } from '../../src/generated/resolvers';
import type { GraphQLContext } from '../graphql/context';
import { groupLoader, type Loaders } from '../graphql/loaders';
import type { AuditRow, CommentRow, OrderRow } from '../graphql/rows';
import { LINE_ITEM_COLUMNS, ORDER_COLUMNS } from './quotes.rows';

const build = (ctx: GraphQLContext) => ({
  lineItemsByQuote: groupLoader<LineItem>(
    ctx.db,
    `SELECT li.quote_id AS key, ${LINE_ITEM_COLUMNS} FROM quote_line_items li
     WHERE li.quote_id = ANY($1::uuid[]) ORDER BY li.quote_id, li.position`,
  ),
  orderById: groupLoader<OrderRow>(ctx.db, `SELECT o.id AS key, ${ORDER_COLUMNS} FROM orders o WHERE o.id = ANY($1::uuid[])`),
  userNameById: groupLoader<{ name: string }>(ctx.db, 'SELECT id AS key, name FROM users WHERE id = ANY($1::uuid[])'),
  activityByQuote: groupLoader<AuditRow>(
    ctx.db,
    `SELECT a.entity_id AS key, a.id, a.action, a.event, a.entity_kind AS "entityKind", a.entity_id AS "entityId",
       u.name AS "userName", a.before, a.after, a.created_at AS "createdAt"
     FROM audit_logs a LEFT JOIN users u ON u.id = a.user_id
     WHERE a.tenant_id = app_tenant_id() AND a.entity_kind = 'Quotes' AND a.entity_id = ANY($1::text[])
     ORDER BY a.created_at, a.id`,
  ),
  commentsByQuote: groupLoader<CommentRow>(
    ctx.db,
    `SELECT c.entity_id AS key, c.id, c.entity_kind AS "entityKind", c.entity_id AS "entityId", c.order_id AS "orderId", c.body,
       c.internal, c.mentions, u.name AS "authorName", c.created_at AS "createdAt"
     FROM comments c LEFT JOIN users u ON u.id = c.author_id
     WHERE c.entity_kind = 'Quotes' AND c.entity_id = ANY($1::uuid[]) AND c.deleted_at IS NULL
     ORDER BY c.created_at, c.id`,
  ),
});

export type QuoteLoaders = ReturnType<typeof build>;

// Keyed by the request's loaders object: one set per request (or subscription), dropped with it.
const cache = new WeakMap<Loaders, QuoteLoaders>();

/** This area's batched loaders for the request; clearLoaders on ctx.loaders does not reach them, so see clearQuoteLoaders. */
export const quoteLoaders = (ctx: GraphQLContext): QuoteLoaders => {
  let loaders = cache.get(ctx.loaders);
  if (!loaders) {
    loaders = build(ctx);
    cache.set(ctx.loaders, loaders);
  }
  return loaders;
};

/** Forgets this area's cached rows (a subscription reloads a changed quote). */
export const clearQuoteLoaders = (ctx: GraphQLContext) => cache.delete(ctx.loaders);
