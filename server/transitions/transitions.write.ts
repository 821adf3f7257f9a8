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

/**
 * writeRecord for many rows of one table: one UPDATE per set of written columns (a transition's rows usually share
 * one), each row's values typed by the table's own row type (jsonb_populate_recordset), versions bumped. Answers, in
 * the writes' order, each new row with its audit before/after as writeRecord does. The caller locked the rows and
 * checked their versions.
 */
export const writeRecords = async <TRow extends { id: string }>(
  db: Queryable,
  table: RecordTable,
  writes: readonly { row: TRow; changes: Record<string, unknown> }[],
) => {
  const groups = new Map<string, { row: TRow; changes: Record<string, unknown> }[]>();
  for (const write of writes) {
    for (const key of Object.keys(write.changes)) if (!table.columns[key]) throw new Error(`${table.name} has no writable column ${key}`);
    const signature = Object.keys(write.changes).sort().join(',');
    groups.set(signature, [...(groups.get(signature) ?? []), write]);
  }
  const written = new Map<string, TRow>();
  for (const [signature, group] of groups) {
    const keys = signature ? signature.split(',') : [];
    const sets = keys.map((key) => `${table.columns[key]} = u.${table.columns[key]}`);
    const values = group.map(({ row, changes }) => ({
      id: row.id,
      ...Object.fromEntries(keys.map((key) => [table.columns[key], changes[key] ?? null])),
    }));
    const { rows } = await db.query<TRow>(
      `UPDATE ${table.name} AS ${table.alias}
       SET ${[...sets, `version = ${table.alias}.version + 1`, 'updated_at = now()'].join(', ')}
       FROM jsonb_populate_recordset(NULL::${table.name}, $1::jsonb) AS u WHERE ${table.alias}.id = u.id
       RETURNING ${table.select}`,
      [JSON.stringify(values)],
    );
    for (const row of rows) written.set(row.id, row);
  }
  return writes.map(({ row, changes }) => {
    const after = written.get(row.id) as TRow;
    const entries = Object.entries(changes);
    return {
      row: after,
      before: Object.fromEntries(entries.map(([key]) => [key, (row as Record<string, unknown>)[key] ?? null])),
      after: Object.fromEntries(
        entries.map(([key, value]) => [
          key,
          key in (after as object) ? ((after as Record<string, unknown>)[key] ?? null) : value === undefined ? null : value,
        ]),
      ),
    };
  });
};
