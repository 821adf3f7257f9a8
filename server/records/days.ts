import { todayIn } from '../../src/domain/dates';
import type { Queryable } from '../db/database';

/** Today in the tenant's time zone (YYYY-MM-DD): a new order's or request's pickup may not be before it. */
export const tenantToday = async (db: Queryable, tenantId: string, now: Date = new Date()): Promise<string> => {
  const { rows } = await db.query<{ timeZone: string }>('SELECT time_zone AS "timeZone" FROM tenants WHERE id = $1', [tenantId]);
  return todayIn(rows[0]?.timeZone, now);
};
