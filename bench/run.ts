import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { adminBench } from './admin';
import { bundleSizes } from './bundle';
import { callCenterBench } from './callCenter';
import { dispatchBench } from './dispatch';
import { dispatchServerBench } from './dispatchServer';
import { driversBench } from './drivers';
import { firstLoadBench } from './firstLoad';
import { iftaBench } from './ifta';
import { importBench } from './import';
import { moneyBench } from './money';
import { ROOT, bearerToken, startServer, tempDir } from './lib';
import { ordersBench } from './orders';
import { portalBench } from './portal';
import { reportsBench } from './reports';
import { searchBench } from './search';
import { srValidationBench } from './srValidation';
import { requirePinnedNode } from '../server/runtime';

/**
 * npm run bench: first-load JavaScript on the wire of /login, /dashboard and /portal, `me` throughput and latency at 50 connections
 * for 10 s on PGlite and on PostgreSQL (when DATABASE_URL is set or a local cluster can be started), and cold
 * and warm start times, the orders list at 100,000 orders (bench/orders.ts), and the portal's page queries
 * (bench/portal.ts), the first load as a person feels it (bench/firstLoad.ts: one more area's cost, Lighthouse's
 * mobile preset, a leg action's click to new status), and the drivers list and qualification check at 2,000 drivers
 * (bench/drivers.ts), and the dispatch algorithms alone: a day plan of 300 legs × 400 drivers and driver suggestions
 * among 2,000 (bench/dispatch.ts), and the same against the server at 10,000 open legs and 2,000 drivers on PGlite and
 * PostgreSQL (bench/dispatchServer.ts: board, map, suggestions, day plan, an assignment seen live, a 12-photo report), and
 * the admin lists at 50,000 users and 10,000 clients (bench/admin.ts), and the money benches: invoicing 10,000 legs, a
 * pay run for 500 payees, the invoices list at 200,000 invoices (bench/money.ts), and the call center's queue at
 * 10,000 open legs (bench/callCenter.ts), search over 100,000 orders, their legs and vehicles (bench/search.ts), and a
 * 10,000-row spreadsheet import with the orders page's p95 before and during (bench/import.ts). Results go to
 * bench/results/<date>.json and latest.json; nothing here is a pass/fail test.
 * Parts: `npm run bench -- orders` (or BENCH_ONLY=orders) runs only the named parts (`core`, `orders`, `portal`,
 * `firstLoad`, `drivers`, `dispatch`, `dispatchServer`, `srValidation`, `admin`, `money`, `callCenter`, `search`, `import`, `ifta`, `reports`) and keeps
 * the other sections of latest.json.
 */
const PARTS = [
  'core',
  'orders',
  'portal',
  'firstLoad',
  'drivers',
  'dispatch',
  'dispatchServer',
  'srValidation',
  'admin',
  'money',
  'callCenter',
  'search',
  'import',
  'ifta',
  'reports',
] as const;
const only = (process.argv.slice(2).join(',') || process.env.BENCH_ONLY || '').split(',').filter(Boolean);
for (const part of only)
  if (!(PARTS as readonly string[]).includes(part)) throw new Error(`unknown bench part ${part}; parts: ${PARTS.join(', ')}`);
const wants = (part: (typeof PARTS)[number]) => only.length === 0 || only.includes(part);

const AUTH_QUERY = fs.readFileSync(path.join(ROOT, 'src/graphql/operations/auth.ts'), 'utf8').match(/`([\s\S]*)`/)?.[1] ?? '{ me { id } }';

const meLoad = async (url: string) => {
  const token = await bearerToken(url);
  const result = await autocannon({
    url: `${url}/graphql`,
    method: 'POST',
    connections: 50,
    duration: Number(process.env.BENCH_SECONDS ?? 10),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: AUTH_QUERY, operationName: 'AuthQuery' }),
  });
  return {
    requestsPerSecond: result.requests.average,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    non2xx: result.non2xx,
    errors: result.errors,
    total: result.requests.total,
  };
};

const core = async (results: Record<string, unknown>) => {
  const dataDir = tempDir('legwork-bench-');
  // An empty DATABASE_URL keeps with-postgres.sh's away from the PGlite runs (the embedded default is what they measure).
  const server = (port: number, env: Record<string, string>) =>
    startServer(
      ['node', '--enable-source-maps', 'dist/server/main.mjs'],
      { DATA_DIR: dataDir, HOST: '127.0.0.1', DATABASE_URL: '', ...env },
      port,
    );
  const cold = await server(4501, {});
  results.bundle = await bundleSizes(cold.url);
  results.mePglite = await meLoad(cold.url);
  await cold.stop();
  const warm = await server(4501, {});
  await warm.stop();
  // `npm start` end to end (SPA build included), on a fresh data directory and then again on the same one.
  const npmDataDir = tempDir('legwork-bench-npm-');
  const npmStart = () => startServer(['npm', 'start'], { DATA_DIR: npmDataDir, HOST: '127.0.0.1', DATABASE_URL: '' }, 4502);
  const npmCold = await npmStart();
  await npmCold.stop();
  const npmWarm = await npmStart();
  await npmWarm.stop();
  results.startup = {
    serverColdMs: cold.readyMs,
    serverWarmMs: warm.readyMs,
    npmStartColdMs: npmCold.readyMs,
    npmStartWarmMs: npmWarm.readyMs,
  };

  if (process.env.DATABASE_URL) {
    const pgServer = await server(4503, { DATABASE_URL: process.env.DATABASE_URL });
    results.mePostgres = await meLoad(pgServer.url);
    await pgServer.stop();
  } else {
    results.mePostgres = 'skipped: run `bash scripts/with-postgres.sh npm run bench` to include PostgreSQL';
  }
};

const run = async () => {
  requirePinnedNode('bench');
  const latest = path.join(ROOT, 'bench/results/latest.json');
  // A partial run keeps the sections it did not measure from the previous results.
  const previous = only.length > 0 && fs.existsSync(latest) ? (JSON.parse(fs.readFileSync(latest, 'utf8')) as Record<string, unknown>) : {};
  const results: Record<string, unknown> = { ...previous, date: new Date().toISOString(), node: process.version, cpus: 2 };
  // A partial run keeps older sections, each measured on the Node named here.
  results.nodeByPart = {
    ...(previous.nodeByPart as Record<string, string> | undefined),
    ...Object.fromEntries(PARTS.filter(wants).map((part) => [part, process.version])),
  };
  // The orders part talks to the API only, so alone it bundles just the server.
  execSync(wants('core') || wants('firstLoad') ? 'npm run build' : 'node scripts/build-server.mjs', { cwd: ROOT, stdio: 'inherit' });
  if (wants('core')) await core(results);
  if (wants('orders')) results.orders = await ordersBench();
  if (wants('portal')) results.portal = await portalBench();
  if (wants('firstLoad')) results.firstLoad = await firstLoadBench();
  if (wants('drivers')) results.drivers = await driversBench();
  if (wants('dispatch')) results.dispatch = dispatchBench();
  if (wants('dispatchServer')) results.dispatchServer = await dispatchServerBench();
  if (wants('srValidation')) results.srValidation = await srValidationBench();
  if (wants('admin')) results.admin = await adminBench();
  if (wants('money')) results.money = await moneyBench();
  if (wants('ifta')) results.ifta = await iftaBench();
  if (wants('reports')) results.reports = await reportsBench();
  if (wants('callCenter')) results.callCenter = await callCenterBench();
  if (wants('search')) results.search = await searchBench();
  if (wants('import')) results.import = await importBench();

  fs.mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  const json = `${JSON.stringify(results, null, 2)}\n`;
  fs.writeFileSync(latest, json);
  fs.writeFileSync(path.join(ROOT, `bench/results/${results.date}.json`.replaceAll(':', '-')), json);
  console.log(json);
  process.exit(0);
};

await run();
