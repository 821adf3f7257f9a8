import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { areaDelta } from './areaDelta';
import { BUNDLE_GOALS, bundleSizes } from './bundle';
import { legActionLatency } from './legAction';
import { ROOT, bearerToken, startServer, tempDir } from './lib';
import { lighthouseRows, type LighthouseRow } from './lighthouse';
import { startTlsFront } from './tlsFront';
import { type Api, gql, tenantIdByName } from './orders.http';

/**
 * The first-load part of `npm run bench` (issue 12), on the production build in dist/:
 * - the JavaScript on the wire of /login, /dashboard and /portal, cold cache (bench/bundle.ts, as `core` does);
 * - what one more area's schema adds to each checked page's JavaScript on the wire (bench/areaDelta.ts);
 * - Lighthouse's mobile preset on /login, /dashboard, /orders and an order page, with 100,000 orders in Legwork
 *   East (the bulk seeder, as bench/orders.ts), signed in as the admin (bench/lighthouse.ts), both ways: behind a
 *   TLS front speaking HTTP/2 (bench/tlsFront.ts), as production serves it, and straight from the server `npm start`
 *   runs over plain HTTP/1.1, as a small operator first runs it (six connections per origin, a round trip per
 *   file). The goal is judged both ways: on every page behind the front; on /login, /dashboard and /orders straight
 *   (issue 28; the order page is recorded);
 * - click to new status on screen for a leg action, in Chromium (bench/legAction.ts).
 * BENCH_FIRSTLOAD_DATA_DIR keeps a seeded PGlite directory for reruns (seeded when empty).
 */
export const FIRST_LOAD_GOALS = {
  areaLoginKB: 0,
  areaDashboardKB: 1,
  performance: 0.95,
  lcpMs: 2000,
  legActionP95Ms: 100,
  /** The pages whose Lighthouse rows straight over HTTP/1.1 are judged. */
  http1Pages: ['/login', '/dashboard', '/orders'],
  ...BUNDLE_GOALS,
};

const EAST = 'Legwork East';
const ORDERS = Number(process.env.BENCH_ORDERS_EAST ?? 100_000);
const CLICKS = Number(process.env.BENCH_LEG_CLICKS ?? 24);
const ADMIN = 'admin@legwork.test';
const PORT = Number(process.env.BENCH_FIRSTLOAD_PORT ?? 4504);
const TLS_PORT = Number(process.env.BENCH_FIRSTLOAD_TLS_PORT ?? PORT + 1);

const seeded = (dataDir: string) => fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0;

const seed = (dataDir: string) => {
  const started = performance.now();
  execFileSync('npm', ['run', 'seed', '--', '--orders', String(ORDERS), '--tenant', EAST], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'inherit',
  });
  return Math.round(performance.now() - started);
};

const firstOrderId = async (api: Api) => {
  const { orders } = await gql<{ orders: { data: { id: string }[] } }>(api, 'query BenchFirstOrder { orders(first: 1) { data { id } } }');
  const id = orders.data[0]?.id;
  if (!id) throw new Error('no order to open');
  return id;
};

export const firstLoadBench = async () => {
  const area = await areaDelta();
  const keep = process.env.BENCH_FIRSTLOAD_DATA_DIR;
  const dataDir = keep || tempDir('legwork-bench-first-load-');
  const seedMs = keep && seeded(keep) ? null : seed(dataDir);
  // Development mode: cookies without Secure over plain http; the SPA is the production build either way.
  const server = await startServer(
    ['node', '--enable-source-maps', 'dist/server/main.mjs'],
    { DATA_DIR: dataDir, DATABASE_URL: '', HOST: '127.0.0.1' },
    PORT,
  );
  try {
    const token = await bearerToken(server.url, ADMIN);
    const api: Api = { url: server.url, token, tenantId: await tenantIdByName(server.url, token, EAST) };
    const orderId = await firstOrderId(api);
    const bundle = await bundleSizes(server.url);
    const pages = { '/dashboard': '/dashboard', '/orders': '/orders', '/orders/:id': `/orders/${orderId}` };
    const front = await startTlsFront(server.url, TLS_PORT);
    let lighthouse: Record<string, LighthouseRow>;
    try {
      lighthouse = await lighthouseRows(front.url, ADMIN, pages);
    } finally {
      await front.close();
    }
    // The front must have been what the browser spoke to: a row over HTTP/1.1 would not be the production figure.
    for (const [page, row] of Object.entries(lighthouse))
      if (row.protocol !== 'h2') throw new Error(`Lighthouse behind the TLS front: ${page} came over ${row.protocol}`);
    const lighthouseHttp1 = await lighthouseRows(server.url, ADMIN, pages);
    const legAction = await legActionLatency(api, ADMIN, CLICKS);
    const goals = FIRST_LOAD_GOALS;
    // At the report's precision (0.1 KB). /login: what the area's schema adds, as the issue sets the goal; a registered
    // page also puts its line in the page registry and the built routes, which every page's shell holds (tens of
    // bytes, within the minifier's ±0.1 KB of renaming noise), so that row is recorded, not judged. /dashboard: with
    // the page registered, the stricter of the two.
    const tenth = (kb: number) => Math.round(kb * 10) / 10;
    const meets = (row: LighthouseRow | undefined) => !!row && row.performance >= goals.performance && row.lcpMs <= goals.lcpMs;
    const goalsMet = {
      bundle:
        bundle.login.wireKB <= goals.loginKB && bundle.dashboard.wireKB <= goals.dashboardKB && bundle.portal.wireKB <= goals.portalKB,
      area:
        tenth(area.schemaOnly['/login'].deltaKB) <= goals.areaLoginKB &&
        tenth(area.withPage['/dashboard'].deltaKB) <= goals.areaDashboardKB,
      lighthouse: Object.values(lighthouse).every(meets),
      lighthouseHttp1: goals.http1Pages.every((page) => meets(lighthouseHttp1[page])),
      legAction: legAction.p95 <= goals.legActionP95Ms,
    };
    return {
      date: new Date().toISOString(),
      goals,
      seedMs,
      ordersEast: ORDERS,
      bundle,
      area,
      lighthouse,
      lighthouseHttp1,
      legAction,
      goalsMet,
    };
  } finally {
    await server.stop();
    if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
  }
};
