import fs from 'node:fs';
import os from 'node:os';
import { print } from 'graphql';
import { type Database, openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/db/seed/demo';
import { actAsTenant } from '../server/db/seed/rows';
import { CallCenterLegsPageDocument, CallCenterOverviewPageDocument } from '../src/generated/graphql';
import { bearerToken, freshDatabase, startServer, tempDir } from './lib';
import { type Api, gqlTimed, type Summary, tenantIdByName, timeRequests } from './orders.http';

/**
 * The call center's queue in `npm run bench` (issue 32): 10,000 open legs bulk-loaded by SQL into Legwork East (two in
 * five UNACKNOWLEDGED, two in five PENDING_CONFIRMATION, one in five ABORTED; promised from five days ago to nine days
 * ahead, every tenth ASAP), then, over HTTP as the signed-in ADMIN, the views' own queries
 * (src/views/callCenter/CallCenterLegsPage.graphql.ts, CallCenterOverviewPage.graphql.ts): the queue's default
 * (CALLS), its TODAY filter, the RESCHEDULE queue, and /call-center's counts. Server time is the server's own
 * Server-Timing (arrival to committed answer). PGlite always; PostgreSQL when DATABASE_URL is set.
 */
export const CALL_CENTER_GOALS = { postgresP95Ms: 25 };

const EAST = 'Legwork East';
const LEGS = Number(process.env.BENCH_CALL_CENTER_LEGS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const PORT = Number(process.env.BENCH_CALL_CENTER_PORT ?? 4530);
const SERVER = process.env.BENCH_SERVER ?? 'dist/server/main.mjs';

const LEGS_PAGE = print(CallCenterLegsPageDocument);
const OVERVIEW = print(CallCenterOverviewPageDocument);

/**
 * Copies of one demo leg of Legwork East (its order, places and contacts), each its own number and status. Triggers
 * are off for the load (session_replication_role), so the pickup day migration 032's trigger keeps is written here.
 */
const seed = async (db: Database) =>
  db.transaction(async (tx) => {
    const { rows } = await tx.query<{ east: string }>(`SELECT id AS east FROM tenants WHERE name = $1`, [EAST]);
    const { east } = rows[0];
    await actAsTenant(tx, east);
    await tx.query("SELECT set_config('session_replication_role', 'replica', true)");
    await tx.query(
      `CREATE TEMP TABLE bench_legs ON COMMIT DROP AS
       SELECT n, gen_random_uuid() AS id,
         CASE WHEN n % 5 < 2 THEN 'UNACKNOWLEDGED' WHEN n % 5 < 4 THEN 'PENDING_CONFIRMATION' ELSE 'ABORTED' END AS status,
         CASE WHEN n % 10 = 0 THEN NULL ELSE current_date + (n % 15 - 5) END AS day
       FROM generate_series(1, $1::int) n`,
      [LEGS],
    );
    const { rows: columns } = await tx.query<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns
       WHERE table_name = 'order_legs' AND table_schema = current_schema() AND is_generated = 'NEVER'
         AND column_name NOT IN ('id', 'number', 'position', 'sequence', 'status', 'requested_pickup_mode', 'requested_pickup_date',
           'confirmed_pickup_at', 'confirmed_delivery_at', 'pickup_day', 'created_at', 'updated_at', 'deleted_at', 'version')`,
    );
    const copied = columns.map((column) => `"${column.name}"`).join(', ');
    await tx.query(
      `INSERT INTO order_legs (${copied}, id, number, position, sequence, status, requested_pickup_mode, requested_pickup_date, pickup_day,
         created_at, updated_at, version)
       SELECT ${columns.map((column) => `t."${column.name}"`).join(', ')}, b.id, 'BCC-' || b.n, 1000 + b.n, 1000 + b.n, b.status,
         CASE WHEN b.day IS NULL THEN 'ASAP' ELSE 'ON' END, b.day, b.day, now() - b.n * interval '1 minute', now(), 1
       FROM bench_legs b CROSS JOIN (SELECT * FROM order_legs WHERE tenant_id = $1 AND deleted_at IS NULL ORDER BY number LIMIT 1) t`,
      [east],
    );
  });

/** As autovacuum would leave the tables once settled (bench/admin.ts: vacuumed until the visibility map covers them). */
const settle = async (db: Database) => {
  for (const table of ['order_legs', 'communication_entries']) {
    for (let attempt = 0; attempt < 20; attempt++) {
      await db.exec(`VACUUM ANALYZE ${table}`);
      const { rows } = await db.query<{ visible: number; pages: number }>(
        'SELECT relallvisible::int AS visible, relpages::int AS pages FROM pg_class WHERE oid = $1::regclass',
        [table],
      );
      if (db.kind !== 'postgres' || rows[0].visible >= rows[0].pages) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
};

/** A migrated, demo-seeded database with the bench's legs, settled (also for a rerun by hand). */
export const seedCallCenter = async (env: { DATABASE_URL: string; DATA_DIR: string }) => {
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL || null, dataDir: env.DATA_DIR });
  try {
    await migrate(db);
    await seedDemo(db);
    await seed(db);
    await settle(db);
  } finally {
    await db.close();
  }
};

type Timed = { rows?: number; total?: number; roundTrip: Summary; server: Summary };

const measure = async (url: string) => {
  const token = await bearerToken(url);
  const api: Api = { url, token, tenantId: await tenantIdByName(url, token, EAST) };
  type Page = { callCenterLegs: { data: unknown[]; paginatorInfo: { total: number } } };
  const queue = async (variables: Record<string, unknown>): Promise<Timed> => {
    const { data } = await gqlTimed<Page>(api, LEGS_PAGE, variables);
    const timed = await timeRequests(RUNS, 10, () => gqlTimed<Page>(api, LEGS_PAGE, variables));
    return { rows: data.callCenterLegs.data.length, total: data.callCenterLegs.paginatorInfo.total, ...timed };
  };
  const cases: Record<string, Timed> = {
    calls: await queue({ first: 25, page: 1, queue: 'CALLS' }),
    today: await queue({ first: 25, page: 1, queue: 'CALLS', day: 'TODAY' }),
    reschedule: await queue({ first: 25, page: 1, queue: 'RESCHEDULE' }),
    overview: await timeRequests(RUNS, 10, () => gqlTimed(api, OVERVIEW)),
  };
  return { ...cases, worstServerP95: Math.max(...Object.values(cases).map((each) => each.server.p95)) };
};

const run = async (kind: 'pglite' | 'postgres') => {
  const dataDir = tempDir('legwork-bench-call-center-');
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: kind === 'pglite' ? '' : await freshDatabase(process.env.DATABASE_URL ?? '', 'legwork_bench_call_center'),
  };
  const started = performance.now();
  await seedCallCenter(env);
  const seedMs = Math.round(performance.now() - started);
  // As deployed (production: masked errors, no dev routes); the data is loaded already.
  const mode = { NODE_ENV: 'production', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0' };
  const loadBefore = os.loadavg()[0];
  const server = await startServer(['node', '--enable-source-maps', SERVER], { ...env, ...mode, HOST: '127.0.0.1' }, PORT);
  try {
    const measured = await measure(server.url);
    const load = { before: Math.round(loadBefore * 10) / 10, after: Math.round(os.loadavg()[0] * 10) / 10 };
    return { seedMs, legCount: LEGS, loadAverage: load, ...measured };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

export const callCenterBench = async () => {
  const pglite = process.env.BENCH_CALL_CENTER_PGLITE === '0' ? null : await run('pglite');
  const postgres = process.env.DATABASE_URL ? await run('postgres') : null;
  return {
    date: new Date().toISOString(),
    goals: CALL_CENTER_GOALS,
    pglite,
    postgres: postgres ?? 'skipped: run `bash scripts/with-postgres.sh npm run bench -- callCenter` to include PostgreSQL',
    goalsMet: { postgres: postgres ? postgres.worstServerP95 <= CALL_CENTER_GOALS.postgresP95Ms : null },
  };
};
