import type { Queryable } from './database';

const KINDS = {
  ORDER: { table: 'orders', prefix: 'O' },
  QUOTE: { table: 'quotes', prefix: 'Q' },
  ACCIDENT: { table: 'accident_reports', prefix: 'AI' },
  REPAIR: { table: 'repairs', prefix: 'RP' },
  CONDITION_REPORT: { table: 'condition_reports', prefix: 'CR' },
  STORAGE_RECORD: { table: 'storage_records', prefix: 'SR' },
  TNT_PACKET: { table: 'tnt_packets', prefix: 'TT' },
} as const;

/**
 * O-100001, Q-100001, AI-100001 (accident and incident reports), RP-100001 (repairs), CR-100001 (condition reports), SR-100001 (storage records), TT-100001 (tag-and-title packets), … per tenant and kind. The
 * counter row stays locked until the transaction ends, so numbers never repeat; the first one continues after any
 * number already stored (seeded data).
 */
export const nextNumber = async (db: Queryable, tenantId: string, kind: keyof typeof KINDS): Promise<string> => {
  const { table, prefix } = KINDS[kind];
  const bumped = await db.query<{ value: string }>(
    'UPDATE counters SET value = value + 1 WHERE tenant_id = $1 AND kind = $2 RETURNING value',
    [tenantId, kind],
  );
  const { rows } =
    bumped.rows.length > 0
      ? bumped
      : await db.query<{ value: string }>(
          `INSERT INTO counters (tenant_id, kind, value)
           SELECT $1, $2, greatest(100001, coalesce(max(substring(number FROM ${prefix.length + 2})::bigint), 0) + 1)
           FROM ${table} WHERE tenant_id = $1 AND number ~ '^${prefix}-[0-9]+$'
           ON CONFLICT (tenant_id, kind) DO UPDATE SET value = counters.value + 1 RETURNING value`,
          [tenantId, kind],
        );
  return `${prefix}-${rows[0].value}`;
};
