import type { LineItem } from '../../src/domain/pricing';
import { activityLoader } from '../audit';
import { groupLoader } from '../graphql/groupLoader';
import { defineLoaders } from '../graphql/loaders';
import { type CommentRow, COMMENT_SELECT } from '../orders/orders.rows';
import { LINE_ITEM_COLUMNS } from '../pricing/price';
import { QUOTE_SELECT, type QuoteRow } from './quotes.rows';

/** Batched loaders of quotes and their line items, history and comments (orders and users are their areas'). */
export const quoteLoaders = defineLoaders((db) => ({
  quoteById: groupLoader<QuoteRow>(db, `SELECT q.id AS key, ${QUOTE_SELECT} FROM quotes q WHERE q.id = ANY($1::uuid[])`),
  lineItemsByQuote: groupLoader<LineItem>(
    db,
    `SELECT li.quote_id AS key, ${LINE_ITEM_COLUMNS} FROM quote_line_items li
     WHERE li.quote_id = ANY($1::uuid[]) ORDER BY li.quote_id, li.position`,
  ),
  activityByQuote: activityLoader(db, { entityKind: 'Quotes' }),
  commentsByQuote: groupLoader<CommentRow>(
    db,
    `SELECT c.entity_id AS key, ${COMMENT_SELECT} FROM comments c LEFT JOIN users u ON u.id = c.author_id
     WHERE c.entity_kind = 'Quotes' AND c.entity_id = ANY($1::uuid[]) AND c.deleted_at IS NULL
     ORDER BY c.created_at, c.id`,
  ),
}));
