import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../server/db/database';

// PGlite here; PostgreSQL in CI's PostgreSQL pass (scripts/with-postgres.sh sets DATABASE_URL).
let db: Database;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'legwork-db-test-'));
const warnings: string[] = [];
const onWarning = (warning: Error) => warnings.push(warning.message);

beforeAll(async () => {
  db = await openDatabase({ databaseUrl: process.env.DATABASE_URL || null, dataDir });
  process.on('warning', onWarning);
});
afterAll(async () => {
  process.off('warning', onWarning);
  await db?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a transaction asked several statements at once', () => {
  it('runs them one at a time on its connection, each answering its own, with no pg deprecation warning', async () => {
    const answers = await db.transaction((tx) =>
      Promise.all(
        [1, 2, 3, 4, 5].map((n) => tx.query<{ n: number }>('SELECT $1::int AS n, pg_sleep(0.01)', [n]).then(({ rows }) => rows[0].n)),
      ),
    );
    expect(answers).toEqual([1, 2, 3, 4, 5]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.filter((message) => /already executing a query/.test(message))).toEqual([]);
  });

  it('still fails the one that fails, runs the others, and rolls the whole transaction back', async () => {
    await db.exec('CREATE TABLE IF NOT EXISTS turn_probe (n int)');
    const settled: string[] = [];
    const run = db.transaction(async (tx) => {
      const all = await Promise.allSettled([
        tx.query('INSERT INTO turn_probe VALUES (1)'),
        tx.query('SELECT 1 / 0'),
        tx.query('SELECT 2 AS two'),
      ]);
      for (const each of all) settled.push(each.status);
      throw new Error('give up');
    });
    await expect(run).rejects.toThrow();
    expect(settled).toEqual(['fulfilled', 'rejected', 'rejected']);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM turn_probe');
    expect(rows[0].n).toBe(0);
  });
});
