import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/db/database';
import { ROOT, bearerToken, freshDatabase, startServer, tempDir } from './lib';
import { transitionToEvent } from './orders.live';
import {
  type Api,
  cpuMs,
  FIRST_PAGE_STATUS,
  gql,
  gqlTimed,
  ORDERS_PAGE,
  type OrdersPage,
  pacedLoad,
  pageLoad,
  type Summary,
  summarize,
  tenantIdByName,
  timeRequests,
} from './orders.http';
import { sqlFirstPage } from './orders.sql';

/**
 * The orders part of `npm run bench`: 100,000 orders in Legwork East and 10,000 in Legwork North (the bulk
 * seeder), then the /orders first page (status filter, newest first) sequentially over HTTP and as its raw SQL,
 * deep pages by offset and by keyset, the page at 50 concurrent clients, and transition → subscription event.
 */
const EAST = 'Legwork East';
const NORTH = 'Legwork North';
const ORDERS = { [EAST]: Number(process.env.BENCH_ORDERS_EAST ?? 100_000), [NORTH]: Number(process.env.BENCH_ORDERS_NORTH ?? 10_000) };
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DEPTHS = [1, 100, 1000];
// Another server bundle (a private copy while others rebuild dist/) for a rerun.
const SERVER = process.env.BENCH_SERVER ?? 'dist/server/main.mjs';

export const ORDER_GOALS = { postgresP95Ms: 25, pgliteP95Ms: 50, graphqlToSqlRatio: 1.5, concurrentP99Ms: 150, eventP95Ms: 100 };

type Backend = { kind: 'pglite' | 'postgres'; env: Record<string, string>; dataDir: string; databaseUrl: string | null };

const seed = (backend: Backend) => {
  const started = performance.now();
  for (const [tenant, orders] of Object.entries(ORDERS)) {
    execFileSync('npm', ['run', 'seed', '--', '--orders', String(orders), '--tenant', tenant], {
      cwd: ROOT,
      env: { ...process.env, ...backend.env },
      stdio: 'inherit',
    });
  }
  return Math.round(performance.now() - started);
};

/**
 * A fresh database on the cluster of DATABASE_URL, so the `me` figures do not share data with this one.
 * BENCH_ORDERS_REUSE=1 keeps an already seeded one (and BENCH_ORDERS_DATA_DIR's PGlite) to rerun without seeding.
 */
const REUSE = process.env.BENCH_ORDERS_REUSE === '1';

const benchPostgres = async (url: string): Promise<string> => {
  const name = 'legwork_bench_orders';
  if (!REUSE) return freshDatabase(url, name);
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return fresh.toString();
};

const backendFor = async (kind: Backend['kind']): Promise<Backend> => {
  const dataDir = (kind === 'pglite' && process.env.BENCH_ORDERS_DATA_DIR) || tempDir('legwork-bench-orders-');
  // An empty DATABASE_URL keeps with-postgres.sh's from reaching the PGlite seeder and server.
  if (kind === 'pglite') return { kind, env: { DATA_DIR: dataDir, DATABASE_URL: '' }, dataDir, databaseUrl: null };
  const databaseUrl = await benchPostgres(process.env.DATABASE_URL ?? '');
  return { kind, env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, dataDir, databaseUrl };
};

/** Offset `page: n` against the keyset `after` (the last id of page n − 1) at each depth, `runs` requests each. */
const deepPages = async (api: Api, status: string[] | null, depths: number[], runs: number) => {
  const rows: { page: number; offset: Summary; keyset: Summary }[] = [];
  const { lastPage } = (await gql<OrdersPage>(api, ORDERS_PAGE, { status })).orders.paginatorInfo;
  // A smaller data set (BENCH_ORDERS_EAST) pages as deep as it goes.
  for (const page of depths.filter((depth) => depth <= lastPage)) {
    let after: string | null = null;
    if (page > 1) {
      const previous = await gql<OrdersPage>(api, ORDERS_PAGE, { status, page: page - 1 });
      after = previous.orders.data.at(-1)?.id ?? null;
      if (!after) throw new Error(`page ${page - 1} is empty`);
    }
    const offset = (await timeRequests(runs, 3, () => gqlTimed(api, ORDERS_PAGE, { status, page }))).server;
    const keyset = (await timeRequests(runs, 3, () => gqlTimed(api, ORDERS_PAGE, { status, after, page }))).server;
    rows.push({ page, offset, keyset });
  }
  return rows;
};

/**
 * The first page over GraphQL, `runs` times. With `sqlOnce` (PostgreSQL, where the bench may hold a connection
 * while the server runs) each request is paired with one transaction of the page's own SQL right before it, so the
 * GraphQL ÷ SQL ratio compares the two under the same conditions on a machine whose speed drifts.
 */
const firstPageRuns = async (api: Api, runs: number, sqlOnce: (() => Promise<unknown>) | null) => {
  const page = () => gqlTimed(api, ORDERS_PAGE, { status: FIRST_PAGE_STATUS });
  if (!sqlOnce) return { ...(await timeRequests(runs, 20, page)), pairedSql: null };
  const sql: number[] = [];
  const timed = await timeRequests(runs, 20, async () => {
    const started = performance.now();
    await sqlOnce();
    sql.push(performance.now() - started);
    return page();
  });
  return { ...timed, pairedSql: summarize(sql.slice(20)) };
};

const serverPart = async (backend: Backend, port: number, sqlOnce: (() => Promise<unknown>) | null) => {
  // The server runs as deployed (production: masked errors, no dev routes); the seed CLI already loaded the data.
  const mode = { NODE_ENV: process.env.BENCH_NODE_ENV ?? 'production', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0' };
  const server = await startServer(['node', '--enable-source-maps', SERVER], { ...backend.env, ...mode, HOST: '127.0.0.1' }, port);
  try {
    const token = await bearerToken(server.url);
    const api: Api = { url: server.url, token, tenantId: await tenantIdByName(server.url, token, EAST) };
    const north: Api = { ...api, tenantId: await tenantIdByName(server.url, token, NORTH) };
    const first = await gql<OrdersPage>(api, ORDERS_PAGE, { status: FIRST_PAGE_STATUS });
    const filteredTotal = first.orders.paginatorInfo.total;
    const cpuBefore = cpuMs(server.process.pid);
    const firstPageTimes = await firstPageRuns(api, RUNS, null);
    // Server CPU per sequential request (warm-up included); on PGlite the database's work is in it too.
    const firstPageServerCpuMs = Math.round(((cpuMs(server.process.pid) - cpuBefore) / (RUNS + 20)) * 100) / 100;
    const paired = sqlOnce ? await firstPageRuns(api, RUNS, sqlOnce) : null;
    // What every request costs before its resolvers: HTTP, the token, the tenant check, yoga (the ratio's other part).
    const emptyQuery = await timeRequests(Math.ceil(RUNS / 2), 10, () => gqlTimed(api, '{ __typename }'));
    const firstPageNorth = await timeRequests(Math.ceil(RUNS / 2), 10, () => gqlTimed(north, ORDERS_PAGE, { status: FIRST_PAGE_STATUS }));
    // Page 1000 needs 25,000 matching orders; with fewer the unfiltered list (all orders, newest first) is paged.
    const deepStatus = filteredTotal >= 25 * 1000 ? FIRST_PAGE_STATUS : null;
    const deep = await deepPages(api, deepStatus, DEPTHS, 30);
    // …and the filtered list as deep as its ~750 pages go (its total past the count cap is an estimate).
    const deepFiltered = deepStatus ? null : await deepPages(api, FIRST_PAGE_STATUS, [1, 100, 500], 30);
    // After each load run one request waits out what the abandoned connections left queued (PGlite runs one at a time).
    // 50 people at their lists (the goal) first; then the closed loop, whose abandoned requests the server finishes.
    const concurrent = await pacedLoad(api, 50, SECONDS, 1, server.process.pid);
    const closedLoop = await pageLoad(api, 50, SECONDS, server.process.pid);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const live = await transitionToEvent(api, await bearerToken(server.url), 50);
    return {
      filteredTotal,
      // The goal is on server time (Server-Timing); the round trip adds the client's HTTP stack.
      firstPage: firstPageTimes.server,
      firstPageRoundTrip: firstPageTimes.roundTrip,
      firstPageServerCpuMs,
      // Each GraphQL request right after one transaction of the page's SQL (PostgreSQL only): the ratio's figures.
      ...(paired ? { paired: { graphql: paired.server, sql: paired.pairedSql } } : {}),
      emptyQuery: emptyQuery.server,
      emptyQueryRoundTrip: emptyQuery.roundTrip,
      firstPageNorth: firstPageNorth.server,
      deepPages: { status: deepStatus ?? 'all orders', rows: deep, ...(deepFiltered ? { filtered: deepFiltered } : {}) },
      concurrent,
      closedLoop,
      live,
    };
  } finally {
    await server.stop();
  }
};

const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;

/** One backend end to end: seed, the raw SQL (PGlite wants its data directory to itself), then the server. */
export const ordersBackend = async (kind: Backend['kind'], port: number) => {
  const backend = await backendFor(kind);
  const seedMs = REUSE ? null : seed(backend);
  const db = await openDatabase({ databaseUrl: backend.databaseUrl, dataDir: backend.dataDir });
  const sql = await sqlFirstPage(db, EAST, RUNS).catch(async (error) => {
    await db.close();
    throw error;
  });
  // PGlite wants its data directory to itself while the server runs; PostgreSQL keeps the connection for pairing.
  if (kind === 'pglite') await db.close();
  fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, `bench/results/orders-plans-${kind}.txt`), sql.plans.map((p) => `-- ${p.sql}\n${p.plan}\n`).join('\n'));
  const loadBefore = os.loadavg()[0];
  const http = await serverPart(backend, port, kind === 'postgres' ? sql.once : null).finally(() =>
    kind === 'postgres' ? db.close() : undefined,
  );
  // The ratio of the same conditions: paired on PostgreSQL, else the SQL measured before the server started.
  const ratioOf = (q: 'p50' | 'p95') => ratio(http.firstPage[q], sql.figures.transaction[q]);
  const pairedRatio = (q: 'p50' | 'p95') => (http.paired?.sql ? ratio(http.paired.graphql[q], http.paired.sql[q]) : ratioOf(q));
  // A PGlite copy of 110,000 orders is ~1 GB: a temporary one goes (BENCH_ORDERS_DATA_DIR's stays for reruns).
  if (backend.dataDir !== process.env.BENCH_ORDERS_DATA_DIR) fs.rmSync(backend.dataDir, { recursive: true, force: true });
  const goalP95 = kind === 'postgres' ? ORDER_GOALS.postgresP95Ms : ORDER_GOALS.pgliteP95Ms;
  return {
    seedMs,
    orders: ORDERS,
    // Other work on the same two cores shows up in every figure; the 1-minute load average says how much.
    loadAverage: { before: Math.round(loadBefore * 10) / 10, after: Math.round(os.loadavg()[0] * 10) / 10 },
    sql: sql.figures,
    ...http,
    graphqlToSql: { p50: pairedRatio('p50'), p95: pairedRatio('p95'), unpaired: { p50: ratioOf('p50'), p95: ratioOf('p95') } },
    goalsMet: {
      firstPageP95: http.firstPage.p95 <= goalP95,
      graphqlToSqlRatio: pairedRatio('p50') <= ORDER_GOALS.graphqlToSqlRatio,
      concurrentP99: http.concurrent.latencyMs.p99 <= ORDER_GOALS.concurrentP99Ms && http.concurrent.errors + http.concurrent.non2xx === 0,
      eventP95: http.live.mutationToEvent.p95 <= ORDER_GOALS.eventP95Ms,
    },
  };
};

/** Both backends (BENCH_ORDERS_BACKENDS=pglite or postgres picks one); PostgreSQL needs DATABASE_URL. */
export const ordersBench = async () => {
  const wanted = (process.env.BENCH_ORDERS_BACKENDS ?? 'pglite,postgres').split(',');
  return {
    date: new Date().toISOString(),
    goals: ORDER_GOALS,
    pglite: wanted.includes('pglite') ? await ordersBackend('pglite', 4511) : 'skipped',
    postgres: !wanted.includes('postgres')
      ? 'skipped'
      : process.env.DATABASE_URL
        ? await ordersBackend('postgres', 4512)
        : 'skipped: run `bash scripts/with-postgres.sh npm run bench -- orders` to include PostgreSQL',
  };
};
