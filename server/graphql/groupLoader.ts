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

/**
 * One batched query per relation per request (no N+1). `sql` takes the keys as `$1::uuid[]` and returns the
 * key in a column named `key`; every key answers a list (empty when nothing matched).
 */
export const groupLoader = <T extends Row>(tx: Queryable, sql: string) =>
  new DataLoader<string, T[]>(async (keys) => {
    const { rows } = await tx.query<T & { key: string }>(sql, [keys], { prepare: statementName(sql) });
    const byKey = new Map<string, T[]>();
    for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
    return keys.map((key) => byKey.get(key) ?? []);
  });
