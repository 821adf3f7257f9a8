import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, wrapPglite } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { seedDemo } from '../../../server/db/seed/demo';

declare module 'vitest' {
  // Vitest's typing of provide/inject is an interface to augment.
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds ONE database for the whole server suite (the demo seed takes seconds): a PGlite data dir dumped
 * to a file, or a PostgreSQL template database. Every test server starts from a copy of it.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `legwork_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const db = openPostgres(url.toString(), 2);
    await migrate(db);
    await seedDemo(db);
    await db.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  const client = await openPglite(null);
  const db = wrapPglite(client);
  await migrate(db);
  await seedDemo(db);
  const file = path.join(os.tmpdir(), `legwork-template-${process.pid}.tar.gz`);
  fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => fs.rmSync(file, { force: true });
}
