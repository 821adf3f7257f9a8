import fs from 'node:fs';
import os from 'node:os';
import { print } from 'graphql';
import { type Database, openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/db/seed/demo';
import { actAsTenant } from '../server/db/seed/rows';
import { AdminUsersPageDocument } from '../src/generated/graphql';
import { bearerToken, freshDatabase, startServer, tempDir } from './lib';
import { type Api, gqlTimed, type Summary, tenantIdByName, timeRequests } from './orders.http';

/**
 * The admin lists of `npm run bench` (issue 29): 50,000 users (roles, memberships, client and customer links, their
 * contacts) and 10,000 clients (about 30,000 customers, 20,000 orders, two in three open) bulk-loaded by SQL into
 * Legwork East, then, over HTTP as the signed-in ADMIN with a bearer token, /admin/users' own query
 * (src/views/users/adminUsers.graphql.ts) — first page, a name search, a role, a status, by last sign-in — and the
 * clients list (Query.clients) — first page, a search, deleted ones included. Server time is the server's own
 * Server-Timing (arrival to committed answer). PGlite always; PostgreSQL when DATABASE_URL is set.
 */
export const ADMIN_GOALS = { postgresP95Ms: 25, pgliteP95Ms: 50 };

const EAST = 'Legwork East';
const USERS = Number(process.env.BENCH_ADMIN_USERS ?? 50_000);
const CLIENTS = Number(process.env.BENCH_ADMIN_CLIENTS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const PORT = Number(process.env.BENCH_ADMIN_PORT ?? 4520);
const SERVER = process.env.BENCH_SERVER ?? 'dist/server/main.mjs';

const USERS_PAGE = print(AdminUsersPageDocument);

/** The admin clients list's row; the counts and status once the schema has them (clientAccounts.graphql). */
const clientsPage = (fields: string[]) => `query BenchClients($search: String, $trashed: Trashed) {
  clients(first: 25, page: 1, search: $search, trashed: $trashed, orderBy: [{ column: DISPLAY_NAME, order: ASC }]) {
    data { id code displayName deletedAt ${fields.join(' ')} }
    paginatorInfo { total currentPage lastPage firstItem lastItem hasMorePages }
  }
}`;
const ADMIN_CLIENT_FIELDS = ['status', 'customerCount', 'openOrderCount'];

const FIRST =
  'Maria James Linda Robert Ana David Susan Carlos Karen Wei Fatima John Priya Luis Emma Omar Grace Ivan Chloe Kenji Sofia Daniel Aisha Peter Nina Tomas Hana Victor Olga Samuel Leah Marco Irene Ahmed Julia Paul Rosa Felix Mei Andre'.split(
    ' ',
  );
const LAST =
  'Garcia Smith Johnson Nguyen Patel Kim Lopez Brown Martinez Chen Walker Okafor Rossi Novak Silva Khan Murphy Schmidt Tanaka Dubois Hughes Ortiz Reyes Fischer Cohen Ali Baker Lindqvist Moreau Haddad Kowalski Sato Flores Ivanova Andersen Mensah Costa Weber Yilmaz Price Wright Bauer Romero Jensen Park Castro Dunn Hill Ward Lund'.split(
    ' ',
  );
const BRAND =
  'Atlas Summit Harbor Keystone Pioneer Crescent Liberty Granite Meridian Redwood Beacon Cascade Frontier Horizon Ironwood Juniper Lakeside Northstar Oakridge Prairie Quarry Riverbend Sterling Tidewater Union'.split(
    ' ',
  );
const KIND = 'Motors,Auto Group,Fleet Services,Leasing,Rentals,Auctions,Dealer Group,Truck Center'.split(',');
const CITY =
  'Newark Albany Boston Hartford Trenton Camden Buffalo Syracuse Scranton Allentown Erie Dover Wilmington Baltimore Richmond Norfolk Raleigh Durham Charlotte Columbia Savannah Atlanta Macon Tampa Orlando Miami Mobile Jackson Memphis Nashville Knoxville Louisville Lexington Cincinnati Dayton Toledo Akron Detroit Lansing Flint Gary Peoria Joliet Madison Duluth Fargo Omaha Wichita Tulsa Austin'.split(
    ' ',
  );
const STAFF = 'DISPATCH CALL_CENTER BILLING ACCOUNTING STORAGE HELP_DESK CLIENT_RELATIONS TAG_TITLE DRIVER_SAFETY'.split(' ');

/**
 * Clients first (n → brand, kind, city: 10,000 distinct names; every 20th deleted), then n % 7 customers each, n % 5
 * orders each (two in three open), then the users: 60% CLIENT (one client, every fifth a second), 10% CUSTOMER, the
 * rest staff (every 50th also DISPATCH_LEAD); 5% invited, 5% deactivated, 4% unverified; every tenth also in North.
 * A user's name is picked by a hash of n, not n itself: roles and statuses follow n % 10 and n % 20, and names that
 * followed n % 40 would give every DISPATCH user one of four first names (a list in name order would walk far to
 * find them, which real names do not make it do).
 */
const seed = async (db: Database) =>
  db.transaction(async (tx) => {
    const { rows } = await tx.query<{ east: string; north: string; hash: string }>(
      `SELECT (SELECT id FROM tenants WHERE name = 'Legwork East') AS east, (SELECT id FROM tenants WHERE name = 'Legwork North') AS north,
         (SELECT password_hash FROM users WHERE email = 'admin@legwork.test') AS hash`,
    );
    const { east, north, hash } = rows[0];
    await actAsTenant(tx, east);
    await tx.query(
      `CREATE TEMP TABLE bench_clients ON COMMIT DROP AS SELECT n, gen_random_uuid() AS id FROM generate_series(1, $1::int) n`,
      [CLIENTS],
    );
    await tx.query(
      `INSERT INTO clients (tenant_id, id, display_name, code, created_at, deleted_at)
       SELECT $1::uuid, b.id, ($2::text[])[1 + b.n % 25] || ' ' || ($3::text[])[1 + (b.n / 25) % 8] || ' of ' || ($4::text[])[1 + (b.n / 200) % 50],
         'BC' || lpad(b.n::text, 5, '0'), now() - b.n * interval '1 hour', CASE WHEN b.n % 20 = 0 THEN now() - interval '3 days' END
       FROM bench_clients b`,
      [east, BRAND, KIND, CITY],
    );
    await tx.query(
      `CREATE TEMP TABLE bench_customers ON COMMIT DROP AS
       SELECT row_number() OVER (ORDER BY b.n, k)::int AS n, gen_random_uuid() AS id, b.id AS client_id, b.n AS client_n, k
       FROM bench_clients b CROSS JOIN LATERAL generate_series(1, b.n % 7) k`,
    );
    await tx.query(
      `INSERT INTO customers (tenant_id, id, client_id, display_name, code)
       SELECT $1::uuid, c.id, c.client_id, ($2::text[])[1 + c.n % 50] || ' Store ' || c.k, 'BCU' || lpad(c.n::text, 6, '0') FROM bench_customers c`,
      [east, CITY],
    );
    await tx.query(
      `INSERT INTO orders (tenant_id, number, client_id, state, leg_statuses, leg_count, search_text, created_at)
       SELECT $1::uuid, 'BENCH-' || b.n || '-' || j, b.id, CASE WHEN j % 3 = 0 THEN 'CLOSED' ELSE 'ACTIVE' END,
         CASE WHEN j % 3 = 0 THEN ARRAY['DELIVERED'] ELSE ARRAY['PENDING_PICKUP'] END, 1, 'BENCH-' || b.n || '-' || j,
         now() - (b.n + j) * interval '1 hour'
       FROM bench_clients b CROSS JOIN LATERAL generate_series(1, b.n % 5) j`,
      [east],
    );
    await tx.query(`CREATE TEMP TABLE bench_users ON COMMIT DROP AS SELECT n, gen_random_uuid() AS id FROM generate_series(1, $1::int) n`, [
      USERS,
    ]);
    await tx.query(
      `INSERT INTO users (id, email, name, password_hash, email_verified_at, password_set_at, invited_at, deactivated_at, last_sign_in_at,
         created_at)
       SELECT b.id, 'bench.' || b.n || '@bench.test', ($1::text[])[1 + abs(hashint4(b.n)) % 40] || ' ' || ($2::text[])[1 + abs(hashint4(-b.n)) % 50], $3,
         CASE WHEN b.n % 25 = 4 THEN NULL ELSE now() - interval '200 days' END,
         CASE WHEN b.n % 20 = 2 THEN NULL ELSE now() - interval '200 days' END,
         CASE WHEN b.n % 20 = 2 THEN now() - (b.n % 6) * interval '1 day' END,
         CASE WHEN b.n % 20 = 3 THEN now() - (b.n % 30) * interval '1 day' END,
         CASE WHEN b.n % 20 = 2 OR b.n % 25 = 4 THEN NULL ELSE now() - ((b.n * 7919) % 129600) * interval '1 minute' END,
         now() - interval '400 days' + b.n * interval '5 minutes'
       FROM bench_users b`,
      [FIRST, LAST, hash],
    );
    await tx.query(
      `INSERT INTO user_roles (user_id, role)
       SELECT b.id, CASE WHEN b.n % 10 < 6 THEN 'CLIENT' WHEN b.n % 10 = 6 THEN 'CUSTOMER' ELSE ($1::text[])[1 + (b.n / 10) % 9] END
       FROM bench_users b
       UNION ALL SELECT b.id, 'DISPATCH_LEAD' FROM bench_users b WHERE b.n % 50 = 7`,
      [STAFF],
    );
    await tx.query(
      `INSERT INTO user_tenants (tenant_id, user_id) SELECT $1::uuid, b.id FROM bench_users b
       UNION ALL SELECT $2::uuid, b.id FROM bench_users b WHERE b.n % 10 = 0`,
      [east, north],
    );
    await tx.query(
      `INSERT INTO client_users (tenant_id, client_id, user_id)
       SELECT $1::uuid, c.id, b.id FROM bench_users b JOIN bench_clients c ON c.n = 1 + b.n % $2::int WHERE b.n % 10 < 6
       UNION ALL SELECT $1::uuid, c.id, b.id FROM bench_users b JOIN bench_clients c ON c.n = 1 + (b.n * 7 + 3) % $2::int
       WHERE b.n % 10 < 6 AND b.n % 5 = 0 AND (b.n * 7 + 3) % $2::int <> b.n % $2::int`,
      [east, CLIENTS],
    );
    await tx.query(
      `INSERT INTO customer_users (tenant_id, customer_id, user_id)
       SELECT $1::uuid, c.id, b.id FROM bench_users b
         JOIN bench_customers c ON c.n = 1 + b.n % (SELECT count(*) FROM bench_customers)::int WHERE b.n % 10 = 6`,
      [east],
    );
    await tx.query(
      `INSERT INTO user_contacts (user_id, first_name, last_name, email, phone, title)
       SELECT b.id, ($1::text[])[1 + abs(hashint4(b.n)) % 40], ($2::text[])[1 + abs(hashint4(-b.n)) % 50], 'bench.' || b.n || '@bench.test',
         '555-' || lpad((b.n % 10000)::text, 4, '0'), CASE WHEN b.n % 10 >= 7 THEN 'Coordinator' END
       FROM bench_users b`,
      [FIRST, LAST],
    );
  });

/**
 * As autovacuum would leave the tables once settled: visibility maps set, statistics fresh. On PostgreSQL a VACUUM run
 * straight after the load sometimes leaves every page not all-visible (relallvisible 0 of 459 for user_tenants; run
 * again a moment later it sets them all), and without the visibility map the planner prices index-only probes as heap
 * fetches: the users search counted its matches by hashing a sequential scan of every membership (36 ms instead of 4).
 * So each table is vacuumed until its visibility map covers it (or 20 tries).
 */
const settle = async (db: Database) => {
  for (const table of [
    'users',
    'user_roles',
    'user_tenants',
    'user_contacts',
    'client_users',
    'customer_users',
    'clients',
    'customers',
    'orders',
  ]) {
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

/** A migrated, demo-seeded database with the bench's users and clients, settled (also for a rerun by hand). */
export const seedAdmin = async (env: { DATABASE_URL: string; DATA_DIR: string }) => {
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

type Timed = { rows: number; total: number; roundTrip: Summary; server: Summary };

const measure = async (url: string) => {
  const token = await bearerToken(url);
  const api: Api = { url, token, tenantId: await tenantIdByName(url, token, EAST) };
  const { data: shape } = await gqlTimed<{ __type: { fields: { name: string }[] } | null }>(
    api,
    '{ __type(name: "Client") { fields { name } } }',
  );
  const clientFields = ADMIN_CLIENT_FIELDS.filter((field) => shape.__type?.fields.some((f) => f.name === field));
  const CLIENTS_PAGE = clientsPage(clientFields);
  type Page = { [list: string]: { data: unknown[]; paginatorInfo: { total: number } } };
  const time = async (query: string, list: string, variables: Record<string, unknown>): Promise<Timed> => {
    const { data } = await gqlTimed<Page>(api, query, variables);
    const timed = await timeRequests(RUNS, 10, () => gqlTimed<Page>(api, query, variables));
    return { rows: data[list].data.length, total: data[list].paginatorInfo.total, ...timed };
  };
  const users = (variables: Record<string, unknown>) => time(USERS_PAGE, 'adminUsers', { first: 25, page: 1, ...variables });
  const clients = (variables: Record<string, unknown>) => time(CLIENTS_PAGE, 'clients', variables);
  const usersList = {
    firstPage: await users({}),
    search: await users({ search: 'garcia' }),
    role: await users({ where: { role: 'DISPATCH' } }),
    status: await users({ where: { status: 'INVITED' } }),
    byLastSignIn: await users({ orderBy: [{ column: 'LAST_SIGN_IN_AT', order: 'DESC' }] }),
  };
  const clientsList = {
    firstPage: await clients({}),
    search: await clients({ search: 'atlas' }),
    withDeleted: await clients({ trashed: 'WITH' }),
  };
  const worst = (cases: Record<string, Timed>) => Math.max(...Object.values(cases).map((each) => each.server.p95));
  return {
    clientFields: clientFields.length === ADMIN_CLIENT_FIELDS.length ? 'with status, customerCount, openOrderCount' : clientFields,
    users: { ...usersList, worstServerP95: worst(usersList) },
    clients: { ...clientsList, worstServerP95: worst(clientsList) },
  };
};

const run = async (kind: 'pglite' | 'postgres') => {
  const dataDir = tempDir('legwork-bench-admin-');
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: kind === 'pglite' ? '' : await freshDatabase(process.env.DATABASE_URL ?? '', 'legwork_bench_admin'),
  };
  const started = performance.now();
  await seedAdmin(env);
  const seedMs = Math.round(performance.now() - started);
  // As deployed (production: masked errors, no dev routes); the data is loaded already.
  const mode = { NODE_ENV: 'production', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0' };
  const loadBefore = os.loadavg()[0];
  const server = await startServer(['node', '--enable-source-maps', SERVER], { ...env, ...mode, HOST: '127.0.0.1' }, PORT);
  try {
    const measured = await measure(server.url);
    const load = { before: Math.round(loadBefore * 10) / 10, after: Math.round(os.loadavg()[0] * 10) / 10 };
    return { seedMs, userCount: USERS, clientCount: CLIENTS, loadAverage: load, ...measured };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

export const adminBench = async () => {
  const pglite = process.env.BENCH_ADMIN_PGLITE === '0' ? null : await run('pglite');
  const postgres = process.env.DATABASE_URL ? await run('postgres') : null;
  const met = (result: Awaited<ReturnType<typeof run>> | null, goal: number) =>
    result ? Math.max(result.users.worstServerP95, result.clients.worstServerP95) <= goal : null;
  return {
    date: new Date().toISOString(),
    goals: ADMIN_GOALS,
    pglite,
    postgres: postgres ?? 'skipped: run `bash scripts/with-postgres.sh npm run bench -- admin` to include PostgreSQL',
    goalsMet: { pglite: met(pglite, ADMIN_GOALS.pgliteP95Ms), postgres: met(postgres, ADMIN_GOALS.postgresP95Ms) },
  };
};
