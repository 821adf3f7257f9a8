import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { inject } from 'vitest';
import pg from 'pg';
import { type App, buildApp } from '../../../server/app';
import { type Config, loadConfig } from '../../../server/config';
import { type Database, openPglite, openPostgres, wrapPglite } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { seedDemo } from '../../../server/db/seed/demo';

/**
 * A real server on a real database for each test file: embedded PGlite (a migrated, seeded template cloned per
 * server, ~0.6 s) or, when DATABASE_URL is set, a fresh PostgreSQL database created for the server and dropped after.
 */
export type TestServer = App & { db: Database; config: Config; url: string; close(): Promise<void> };

let template: Promise<PGlite> | null = null;

const pgliteTemplate = () => {
  template ??= (async () => {
    // Built once per run by globalSetup.ts; a file run on its own (no setup) builds its own.
    const file = inject('pgliteTemplate');
    if (file && fs.existsSync(file)) {
      return PGlite.create({ loadDataDir: new Blob([fs.readFileSync(file)]), extensions: { pg_trgm } });
    }
    const client = await openPglite(null);
    const db = wrapPglite(client);
    await migrate(db);
    await seedDemo(db);
    return client;
  })();
  return template;
};

const postgresDatabase = async (adminUrl: string): Promise<{ db: Database; drop(): Promise<void> }> => {
  const name = `legwork_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const templateName = inject('postgresTemplate');
  await admin.query(templateName ? `CREATE DATABASE ${name} TEMPLATE ${templateName}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString(), 5);
  if (!templateName) {
    await migrate(db);
    await seedDemo(db);
  }
  return {
    db,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
};

/**
 * `shared` runs this server on another test server's database (several instances behind one load balancer);
 * the database then stays open until its own server closes.
 */
export const startTestServer = async (overrides: Partial<Config> = {}, shared?: TestServer): Promise<TestServer> => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'legwork-test-'));
  const databaseUrl = process.env.DATABASE_URL || null;
  const database = shared
    ? { db: { ...shared.db, close: async () => undefined }, drop: async () => undefined }
    : databaseUrl
      ? await postgresDatabase(databaseUrl)
      : { db: wrapPglite((await (await pgliteTemplate()).clone()) as PGlite), drop: async () => undefined };
  // Test files run two at a time (vitest's workers): each worker's servers use their own Redis channels, so a file's
  // live updates never reach the other's subscribers (the two databases are clones: the same tenants and ids).
  const prefix = `legwork-test-${process.env.VITEST_POOL_ID ?? process.pid}:`;
  const base = loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, PORT: '0', REDIS_CHANNEL_PREFIX: prefix });
  const config: Config = { ...base, databaseUrl, ...overrides };
  const built = await buildApp({ config, db: database.db });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  config.appUrl = url;
  return {
    ...built,
    db: database.db,
    config,
    url,
    close: async () => {
      await built.app.close();
      await database.db.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
