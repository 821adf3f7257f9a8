import type { Queryable } from '../db/database';

/** Where a machine-driven record is stored: its table, its SELECT list (alias included) and its writable columns. */
export type RecordTable = {
  name: string;
  alias: string;
  select: string;
  /** Row (camelCase) key → column: a fixed list, never free strings. */
  columns: Record<string, string>;
};

const comparable = (value: unknown) => JSON.stringify(value instanceof Date ? value.toISOString() : (value ?? null));

/** The changes that differ from the stored row (so the audit row shows only what changed); keys the row lacks stay. */
export const changedOnly = <TRow extends object>(row: TRow, changes: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(changes).filter(
      ([key, value]) => !(key in row) || comparable((row as Record<string, unknown>)[key]) !== comparable(value),
    ),
  );

/**
 * Writes the changes, bumps the version and returns the new row with the before/after of the audit row (a key the
 * row does not select, such as who acknowledged, shows its written value). The caller checked the version on the
 * row it locked.
 */
export const writeRecord = async <TRow extends { id: string }>(
  db: Queryable,
  table: RecordTable,
  row: TRow,
  changes: Record<string, unknown>,
) => {
  const entries = Object.entries(changes);
  for (const [key] of entries) if (!table.columns[key]) throw new Error(`${table.name} has no writable column ${key}`);
  const sets = entries.map(([key], i) => `${table.columns[key]} = $${i + 2}`);
  const { rows } = await db.query<TRow>(
    `UPDATE ${table.name} AS ${table.alias} SET ${[...sets, 'version = version + 1', 'updated_at = now()'].join(', ')}
     WHERE ${table.alias}.id = $1 RETURNING ${table.select}`,
    [row.id, ...entries.map(([, value]) => value ?? null)],
  );
  const written = rows[0];
  const pick = (source: Record<string, unknown>) =>
    Object.fromEntries(entries.map(([key, value]) => [key, key in source ? (source[key] ?? null) : value === undefined ? null : value]));
  const before = Object.fromEntries(entries.map(([key]) => [key, (row as Record<string, unknown>)[key] ?? null]));
  return { row: written, before, after: pick(written as Record<string, unknown>) };
};
