import type { Queryable } from '../db/database';

/**
 * Locks the legs' orders and then the legs (the leg transition's own lock order), so two requests writing the same legs
 * at once (invoicing them, settling them) run one after the other.
 */
export const lockLegsWithOrders = async (db: Queryable, legIds: string[]) => {
  await db.query(
    `SELECT o.id FROM orders o WHERE o.id IN (SELECT l.order_id FROM order_legs l WHERE l.id = ANY($1::uuid[])) ORDER BY o.id FOR UPDATE`,
    [legIds],
  );
  await db.query('SELECT l.id FROM order_legs l WHERE l.id = ANY($1::uuid[]) ORDER BY l.id FOR UPDATE', [legIds]);
};
