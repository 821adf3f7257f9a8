import type { RecordNumberFormat } from '../../src/domain/recordNumbers';
import type { Queryable } from './database';

/**
 * A numbered kind as the server stores it: its format (src/domain/recordNumbers.ts), its table (unique number per
 * tenant), and the counter that makes its numbers (none for a leg, numbered by its order and position). An area
 * declares its kinds beside its rows and lists them in its manifest (`recordNumbers`); nothing here names an area.
 */
export type RecordNumbers = { format: RecordNumberFormat; table: string; counter?: string };

/**
 * The next number of a counted kind (O-100001, SR-100001, …) in the tenant. The counter row stays locked until the
 * transaction ends, so numbers never repeat; the first one continues after any number already stored (seeded data).
 */
export const nextNumber = async (
  db: Queryable,
  tenantId: string,
  { format: { prefix }, table, counter }: RecordNumbers,
): Promise<string> => {
  if (!counter) throw new Error(`${table} numbers are not counted`);
  const bumped = await db.query<{ value: string }>(
    'UPDATE counters SET value = value + 1 WHERE tenant_id = $1 AND kind = $2 RETURNING value',
    [tenantId, counter],
  );
  const { rows } =
    bumped.rows.length > 0
      ? bumped
      : await db.query<{ value: string }>(
          `INSERT INTO counters (tenant_id, kind, value)
           SELECT $1, $2, greatest(100001, coalesce(max(substring(number FROM ${prefix.length + 2})::bigint), 0) + 1)
           FROM ${table} WHERE tenant_id = $1 AND number ~ '^${prefix}-[0-9]+$'
           ON CONFLICT (tenant_id, kind) DO UPDATE SET value = counters.value + 1 RETURNING value`,
          [tenantId, counter],
        );
  return `${prefix}-${rows[0].value}`;
};

/**
 * `count` consecutive numbers of a counted kind, in order (a batch of orders an import makes): the first as
 * nextNumber makes it, the rest by moving the counter on once.
 */
export const nextNumbers = async (db: Queryable, tenantId: string, kind: RecordNumbers, count: number): Promise<string[]> => {
  if (count <= 0) return [];
  const first = await nextNumber(db, tenantId, kind);
  if (count > 1)
    await db.query('UPDATE counters SET value = value + $3 WHERE tenant_id = $1 AND kind = $2', [tenantId, kind.counter, count - 1]);
  const start = Number(first.slice(kind.format.prefix.length + 1));
  return Array.from({ length: count }, (_, i) => `${kind.format.prefix}-${start + i}`);
};
