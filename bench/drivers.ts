import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { ROOT, bearerToken, freshDatabase, startServer, tempDir } from './lib';
import { type Api, gqlTimed, tenantIdByName, timeRequests } from './orders.http';

/**
 * The drivers part of `npm run bench` (issue 14): 2,000 drivers and 100,000 orders (about 250,000 legs) in Legwork
 * East (the bulk seeder), then, over HTTP with the server's own time (Server-Timing), the drivers list's first page
 * (by name), the same filtered to documents expiring within 30 days and by a name search, and the qualification
 * check of a driver for a leg (licence, class, medical card, status, overlapping legs). PGlite always; PostgreSQL
 * when DATABASE_URL is set (scripts/with-postgres.sh). BENCH_DRIVERS_DATA_DIR keeps a seeded PGlite for reruns.
 */
export const DRIVER_GOALS = { postgresP95Ms: 25, pgliteP95Ms: 50 };

const EAST = 'Legwork East';
const ORDERS = Number(process.env.BENCH_ORDERS_EAST ?? 100_000);
const DRIVERS = Number(process.env.BENCH_DRIVERS ?? 2_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const PORT = Number(process.env.BENCH_DRIVERS_PORT ?? 4506);

const LIST = `query BenchDrivers($search: String, $expiring: Int) {
  drivers(first: 25, search: $search, expiringWithinDays: $expiring, orderBy: [{ column: NAME, order: ASC }]) {
    data { id fullName status licenceClass licenceExpiresOn medicalCardExpiresOn truckingCompany { id displayName } }
    paginatorInfo { total }
  }
}`;
const QUALIFY = `query BenchQualify($driverId: ID!, $legId: ID!) { driverQualification(driverId: $driverId, legId: $legId) { ok reasons warnings } }`;
const LEGS = `query BenchOpenLegs { orderLegs(first: 50, status: [CLEARED_FOR_DISPATCH]) { data { id } } }`;

const seeded = (dir: string) => fs.existsSync(dir) && fs.readdirSync(dir).length > 0;

const measure = async (url: string) => {
  const token = await bearerToken(url);
  const api: Api = { url, token, tenantId: await tenantIdByName(url, token, EAST) };
  const { data: first } = await gqlTimed<{ drivers: { data: { id: string }[]; paginatorInfo: { total: number } } }>(api, LIST, {});
  const { data: open } = await gqlTimed<{ orderLegs: { data: { id: string }[] } }>(api, LEGS);
  const driverIds = first.drivers.data.map((driver) => driver.id);
  const legIds = open.orderLegs.data.map((leg) => leg.id);
  if (driverIds.length === 0 || legIds.length === 0) throw new Error('no drivers or open legs to measure');
  let i = 0;
  return {
    drivers: first.drivers.paginatorInfo.total,
    list: await timeRequests(RUNS, 10, () => gqlTimed(api, LIST, {})),
    expiring: await timeRequests(RUNS, 10, () => gqlTimed(api, LIST, { expiring: 30 })),
    search: await timeRequests(RUNS, 10, () => gqlTimed(api, LIST, { search: 'son' })),
    qualification: await timeRequests(RUNS, 10, () => {
      i += 1;
      return gqlTimed(api, QUALIFY, { driverId: driverIds[i % driverIds.length], legId: legIds[i % legIds.length] });
    }),
  };
};

const run = async (kind: 'pglite' | 'postgres') => {
  const keep = kind === 'pglite' ? process.env.BENCH_DRIVERS_DATA_DIR : undefined;
  const dataDir = keep || tempDir('legwork-bench-drivers-');
  const env =
    kind === 'pglite'
      ? { DATA_DIR: dataDir, DATABASE_URL: '' }
      : { DATA_DIR: dataDir, DATABASE_URL: await freshDatabase(process.env.DATABASE_URL ?? '', 'legwork_bench_drivers') };
  let seedMs: number | null = null;
  if (!(keep && seeded(keep))) {
    const started = performance.now();
    execFileSync('npm', ['run', 'seed', '--', '--orders', String(ORDERS), '--tenant', EAST, '--drivers', String(DRIVERS)], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    seedMs = Math.round(performance.now() - started);
  }
  const server = await startServer(['node', '--enable-source-maps', 'dist/server/main.mjs'], { ...env, HOST: '127.0.0.1' }, PORT);
  try {
    return { seedMs, ...(await measure(server.url)) };
  } finally {
    await server.stop();
    if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

export const driversBench = async () => {
  const pglite = await run('pglite');
  const postgres = process.env.DATABASE_URL ? await run('postgres') : null;
  const p95s = (result: Awaited<ReturnType<typeof run>>) =>
    [result.list, result.expiring, result.search, result.qualification].map((row) => row.server.p95);
  return {
    date: new Date().toISOString(),
    ordersEast: ORDERS,
    goals: DRIVER_GOALS,
    pglite,
    postgres,
    goalsMet: {
      pglite: p95s(pglite).every((p95) => p95 <= DRIVER_GOALS.pgliteP95Ms),
      postgres: postgres ? p95s(postgres).every((p95) => p95 <= DRIVER_GOALS.postgresP95Ms) : null,
    },
  };
};
