import { parseRecordNumber } from '../../src/domain/recordNumbers';
import type { RecordNumbers } from './counters';
import type { Queryable } from './database';

/**
 * The id of the record with this human number (O-100191, O-100191-2, Q-100007) in the tenant, or null. Text that is
 * no such number never reaches the database. The query runs in the request's transaction, so row-level security
 * scopes it as it scopes the by-id read: another tenant's, or for a portal user another client's, record is null.
 */
export const recordIdByNumber = async (
  db: Queryable,
  tenantId: string,
  { format, table }: RecordNumbers,
  text: string,
): Promise<string | null> => {
  const number = parseRecordNumber(format, text);
  if (!number) return null;
  // (tenant_id, number) is unique on each table: one index probe.
  const { rows } = await db.query<{ id: string }>(`SELECT id FROM ${table} WHERE tenant_id = $1 AND number = $2`, [tenantId, number]);
  return rows[0]?.id ?? null;
};
