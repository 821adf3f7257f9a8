import { isCalendarDay, todayIn } from '../../src/domain/dates';
import type { Queryable } from '../db/database';
import { badUserInput } from '../errors';

/** The tenant's zone: the days a list filters by, and the day a request is made on, are the tenant's days. */
export const tenantZone = async (db: Queryable, tenantId: string) =>
  (await db.query<{ timeZone: string }>('SELECT time_zone AS "timeZone" FROM tenants WHERE id = $1', [tenantId])).rows[0]?.timeZone ??
  'America/New_York';

/** Today in the tenant's time zone (YYYY-MM-DD): a new order's or request's pickup may not be before it. */
export const tenantToday = async (db: Queryable, tenantId: string, now: Date = new Date()): Promise<string> => {
  const { rows } = await db.query<{ timeZone: string }>('SELECT time_zone AS "timeZone" FROM tenants WHERE id = $1', [tenantId]);
  return todayIn(rows[0]?.timeZone, now);
};

/** A YYYY-MM-DD filter argument, checked (BAD_USER_INPUT on its name); null when not given. */
export const dayArg = (value: string | null | undefined, name: string): string | null => {
  if (value === undefined || value === null || value.trim() === '') return null;
  if (!isCalendarDay(value.trim()) || value.trim() < '1900-01-01')
    throw badUserInput({ [name]: [`The ${name} date must be a valid date (YYYY-MM-DD).`] });
  return value.trim();
};

/** `from` and `to`, inclusive days in the tenant's zone, as conditions on `column` (params: the zone is pushed once). */
export const dayRange = (column: string, from: string | null, to: string | null, zone: string, params: unknown[]): string[] => {
  if (from && to && from > to) throw badUserInput({ to: ['The to date may not be before the from date.'] });
  const conditions: string[] = [];
  if (!from && !to) return conditions;
  params.push(zone);
  const z = `$${params.length}`;
  if (from) {
    params.push(from);
    conditions.push(`${column} >= ($${params.length}::date::timestamp AT TIME ZONE ${z})`);
  }
  if (to) {
    params.push(to);
    conditions.push(`${column} < (($${params.length}::date + 1)::timestamp AT TIME ZONE ${z})`);
  }
  return conditions;
};
