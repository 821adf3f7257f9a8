import type { Queryable } from '../db/database';
import { isUuid } from '../errors';
import type { ClientRow } from '../directory/directory.rows';
import { type OrderLegRow, LEG_SELECT } from '../orders/orders.rows';
import { type QuoteRow, QUOTE_SELECT } from '../quotes/quotes.rows';

/** A client or a customer as the portal shows it (PortalAccount). */
export type PortalAccountRow = Pick<ClientRow, 'id' | 'displayName' | 'code' | 'deletedAt'>;

// Single records as the portal reads them: row-level security has already cut other clients' rows, and deleted
// records are gone from the portal. Unknown, foreign, deleted and malformed ids all answer null.

/** A live leg of a live order. */
export const findPortalLeg = async (db: Queryable, id: string): Promise<OrderLegRow | null> => {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<OrderLegRow>(
    `SELECT ${LEG_SELECT} FROM order_legs l JOIN orders o ON o.tenant_id = l.tenant_id AND o.id = l.order_id
     WHERE l.id = $1 AND l.deleted_at IS NULL AND o.deleted_at IS NULL`,
    [id],
  );
  return rows[0] ?? null;
};

export const findPortalQuote = async (db: Queryable, id: string): Promise<QuoteRow | null> => {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<QuoteRow>(`SELECT ${QUOTE_SELECT} FROM quotes q WHERE q.id = $1 AND q.deleted_at IS NULL`, [id]);
  return rows[0] ?? null;
};
