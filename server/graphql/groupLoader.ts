import { createHash } from 'node:crypto';
import DataLoader from 'dataloader';
import type { Queryable, Row } from '../db/database';

const names = new Map<string, string>();

/** A loader's statement text never changes, so it is prepared once per connection under a name made from it. */
const statementName = (sql: string) => {
  let name = names.get(sql);
  if (!name) {
    name = `loader-${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
    names.set(sql, name);
  }
  return name;
};

/** A groupLoader's query of one table or join: the rows whose `key` column is one of the keys. */
export type KeyedQuery = {
  /** The key column (`sr.id`, `tp.order_id`), compared with the keys as uuids. */
  key: string;
  select: string;
  /** The table and its alias (`storage_records sr`), or a join. */
  from: string;
  /** More conditions (`sr.deleted_at IS NULL`). */
  where?: string;
  orderBy?: string;
};

/**
 * The column a keyed query returns its batch key in: a name no row selects, so a row's own `key` column (a payment's
 * idempotency key) is never taken for it (with `key`, the payment loaded by id found no row).
 */
const BATCH_KEY = '__batchKey';

/** `SELECT <key> AS "__batchKey", <select> FROM <from> WHERE <key> = ANY($1::uuid[]) [AND <where>] [ORDER BY <orderBy>]`. */
export const keyedSql = ({ key, select, from, where, orderBy }: KeyedQuery) =>
  [
    `SELECT ${key} AS "${BATCH_KEY}", ${select} FROM ${from} WHERE ${key} = ANY($1::uuid[])`,
    where ? ` AND ${where}` : '',
    orderBy ? ` ORDER BY ${orderBy}` : '',
  ].join('');

/**
 * One batched query per relation per request (no N+1). `sql` takes the keys as `$1::uuid[]` and returns the
 * key in a column named `key` (keyedSql's in `__batchKey`); every key answers a list (empty when nothing matched).
 */
export const groupLoader = <T extends Row>(tx: Queryable, sql: string) =>
  new DataLoader<string, T[]>(async (keys) => {
    const { rows } = await tx.query<T & { key: string; [BATCH_KEY]?: string }>(sql, [keys], { prepare: statementName(sql) });
    const byKey = new Map<string, T[]>();
    for (const row of rows) {
      const key = row[BATCH_KEY] ?? row.key;
      byKey.set(key, [...(byKey.get(key) ?? []), row]);
    }
    return keys.map((key) => byKey.get(key) ?? []);
  });

/** A groupLoader of the rows of one table (or join) by a key column: a record's rows by id, a parent's children. */
export const keyedLoader = <T extends Row>(tx: Queryable, query: KeyedQuery) => groupLoader<T>(tx, keyedSql(query));
