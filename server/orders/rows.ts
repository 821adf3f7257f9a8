import type { Queryable } from '../db/database';
import type { OrderLegRow, OrderRow } from '../graphql/rows';
import { LEG_SELECT, ORDER_SELECT } from './orderSelects';

// The write side reads and returns rows through the read side's SELECT lists (aliases `o` and `l`).

/** A live (not deleted) order, locked for the rest of the transaction when `lock`. */
export const findOrder = async (db: Queryable, id: string, lock = false): Promise<OrderRow | null> => {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${ORDER_SELECT} FROM orders o WHERE o.id = $1 AND o.deleted_at IS NULL${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
};

export const findLeg = async (db: Queryable, id: string, lock = false): Promise<OrderLegRow | null> => {
  const { rows } = await db.query<OrderLegRow>(
    `SELECT ${LEG_SELECT} FROM order_legs l WHERE l.id = $1 AND l.deleted_at IS NULL${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
};

export const legsOfOrder = async (db: Queryable, orderId: string, lock = false): Promise<OrderLegRow[]> => {
  const { rows } = await db.query<OrderLegRow>(
    `SELECT ${LEG_SELECT} FROM order_legs l WHERE l.order_id = $1 AND l.deleted_at IS NULL ORDER BY l.position${lock ? ' FOR UPDATE' : ''}`,
    [orderId],
  );
  return rows;
};
