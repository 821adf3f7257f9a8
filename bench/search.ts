import fs from 'node:fs';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { type Database, openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { seedBulk } from '../server/db/seed/bulk';
import { seedDemo } from '../server/db/seed/demo';
import { EMBEDDED_APP_ID, mintSearchKey } from '../server/search/search.keys';
import { SEARCH_INDICES } from '../src/domain/search';
import { freshDatabase, tempDir } from './lib';
import { type Summary, summarize } from './orders.http';

/**
 * The search bench of `npm run bench` (issue 33): Legwork East bulk-loaded with 100,000 orders (BENCH_SEARCH_ORDERS),
 * their ~250,000 legs and their vehicles (server/db/seed/bulk.ts, which loads with triggers off, so the search
 * documents are built afterwards in one set-based pass per index, as migration 054's backfill does), then the embedded
 * endpoint asked as the SPA asks it: the multi-index query of the search box (orders, legs and vehicles with the
 * status, client and transport-method facets) for a VIN's last six characters, an order number, a make, a model's
 * prefix, a typo'd make and a client's name, each through the whole server (fastify's inject: routing, the key's
 * HMAC, the request's transaction under row-level security, the SQL, the highlights) as staff. The figure is the
 * server time of one call; the goal is p95 ≤ 20 ms on PostgreSQL and ≤ 40 ms on PGlite.
 */
export const SEARCH_GOALS = { postgresP95Ms: 20, pgliteP95Ms: 40 };

const ORDERS = Number(process.env.BENCH_SEARCH_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const EAST = 'Legwork East';

const buildDocuments = async (db: Database, tenantId: string) => {
  const started = performance.now();
  const tables: Record<string, string> = { orders: 'orders', order_legs: 'order_legs', vehicles: 'vehicles' };
  for (const [index, table] of Object.entries(tables))
    await db.query(`SELECT app_search_refresh($1, $2, ARRAY(SELECT id FROM ${table} WHERE tenant_id = $2))`, [index, tenantId]);
  await db.query('DELETE FROM search_outbox');
  await db.exec('ANALYZE search_documents');
  return Math.round(performance.now() - started);
};

const searchBackend = async (kind: 'pglite' | 'postgres') => {
  const dataDir = tempDir('legwork-bench-search-');
  const databaseUrl = kind === 'postgres' ? await freshDatabase(process.env.DATABASE_URL as string, 'legwork_bench_search') : null;
  const db = await openDatabase({ databaseUrl, dataDir });
  try {
    await migrate(db);
    await seedDemo(db);
    const seedStarted = performance.now();
    const bulk = await seedBulk(db, { tenant: EAST, orders: ORDERS });
    const seedMs = Math.round(performance.now() - seedStarted);
    const { rows } = await db.query<{ tenantId: string; userId: string }>(
      `SELECT t.id AS "tenantId", u.id AS "userId" FROM tenants t, users u WHERE t.name = $1 AND u.email = 'admin@legwork.test'`,
      [EAST],
    );
    const { tenantId, userId } = rows[0];
    const documentsMs = await buildDocuments(db, tenantId);
    const samples = await db.query<{ vin: string; number: string; make: string; model: string; client: string }>(
      `SELECT v.vin, o.number, v.make, v.model, c.display_name AS client FROM orders o
       JOIN order_legs l ON l.order_id = o.id JOIN vehicles v ON v.id = l.vehicle_id JOIN clients c ON c.id = o.client_id
       WHERE o.tenant_id = $1 AND length(v.vin) = 17 ORDER BY o.number DESC LIMIT 20`,
      [tenantId],
    );
    const config = {
      ...loadConfig({ ...process.env, NODE_ENV: 'production', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0' }),
      dataDir,
    };
    const { app } = await buildApp({ config, db });
    const key = mintSearchKey(config, {
      filters: `tenantId:${tenantId}`,
      restrictIndices: SEARCH_INDICES,
      userToken: userId,
      validUntil: Math.floor(Date.now() / 1000) + 3600,
    });
    const ask = async (query: string) => {
      const request = (indexName: string) => ({ indexName, query, hitsPerPage: 5, facets: ['status', 'clientName', 'transportMethod'] });
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/algolia/1/indexes/*/queries',
        headers: { 'content-type': 'text/plain', 'x-algolia-api-key': key, 'x-algolia-application-id': EMBEDDED_APP_ID },
        payload: JSON.stringify({ requests: ['orders', 'order_legs', 'vehicles'].map(request) }),
      });
      const ms = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`search answered ${response.statusCode}: ${response.body}`);
      return { ms, nbHits: (response.json() as { results: { nbHits: number }[] }).results.map((r) => r.nbHits) };
    };
    const queries = (i: number) => {
      const s = samples.rows[i % samples.rows.length];
      const typo = `${s.make.slice(0, -2)}${s.make.at(-1)}${s.make.at(-2)}`;
      return { vinSuffix: s.vin.slice(-6), number: s.number, make: s.make, modelPrefix: s.model.slice(0, 3), typo, client: s.client };
    };
    const figures: Record<string, Summary & { nbHits: number[] }> = {};
    for (const name of ['vinSuffix', 'number', 'make', 'modelPrefix', 'typo', 'client'] as const) {
      for (let i = 0; i < 5; i++) await ask(queries(i)[name]);
      const times: number[] = [];
      let nbHits: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const answer = await ask(queries(i)[name]);
        times.push(answer.ms);
        nbHits = answer.nbHits;
      }
      figures[name] = { ...summarize(times), nbHits };
    }
    await app.close();
    const worstP95 = Math.max(...Object.values(figures).map((f) => f.p95));
    const goal = kind === 'postgres' ? SEARCH_GOALS.postgresP95Ms : SEARCH_GOALS.pgliteP95Ms;
    return { orders: bulk.orders, legs: bulk.legs, seedMs, documentsMs, figures, worstP95, goalMet: worstP95 <= goal };
  } finally {
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

/** PGlite always; PostgreSQL when DATABASE_URL is set. */
export const searchBench = async () => ({
  pglite: await searchBackend('pglite'),
  ...(process.env.DATABASE_URL ? { postgres: await searchBackend('postgres') } : {}),
});

if (process.argv[1]?.endsWith('bench/search.ts')) console.log(JSON.stringify(await searchBench(), null, 2));
