import type { Queryable } from '../database';

export type SeedRow = Record<string, unknown>;

/**
 * Inserts many rows in one statement: the rows travel as one JSON array and the table's own row type parses them
 * (jsonb_populate_recordset), so a few hundred rows cost one round trip — PGlite round trips are the slow part.
 * Keys are column names; columns left out keep their defaults.
 */
export const insertRows = async (tx: Queryable, table: string, rows: readonly SeedRow[]): Promise<void> => {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const list = columns.map((c) => `"${c}"`).join(', ');
  await tx.query(`INSERT INTO ${table} (${list}) SELECT ${list} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)`, [
    JSON.stringify(rows),
  ]);
};

/** Sets the tenant row-level security checks against (the seed may run as a non-superuser owner). */
export const actAsTenant = (tx: Queryable, tenantId: string) => tx.query("SELECT set_config('app.tenant_id', $1, true)", [tenantId]);
