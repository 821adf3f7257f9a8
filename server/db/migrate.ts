import fs from 'node:fs';
import path from 'node:path';
import { fromRoot } from '../paths';
import type { Database } from './database';

const MIGRATIONS_DIR = fromRoot('server/db/migrations');

/** Applies every `migrations/NNN_*.sql` not applied yet, each in its own transaction, in file-name order. */
export const migrate = async (db: Database): Promise<string[]> => {
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const done = await db.transaction(async (tx) => {
      // One migrator at a time when several server processes start against one PostgreSQL.
      await tx.query('SELECT pg_advisory_xact_lock(7244)');
      const { rows } = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
      if (rows.length > 0) return false;
      for (const statement of splitSql(fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'))) {
        await tx.query(statement);
      }
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      return true;
    });
    if (done) applied.push(file);
  }
  return applied;
};

/** Splits a migration into statements on `;` at line ends, keeping `$$ … $$` bodies whole. */
export const splitSql = (sql: string): string[] => {
  const statements: string[] = [];
  let current = '';
  let inDollar = false;
  for (const line of sql.split('\n')) {
    if (line.trim().startsWith('--') && !inDollar) continue;
    current += `${line}\n`;
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) inDollar = !inDollar;
    if (!inDollar && line.trimEnd().endsWith(';')) {
      statements.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
};
