import fs from 'node:fs';
import v8 from 'node:v8';
import vm from 'node:vm';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/db/seed/demo';
import { actAsTenant } from '../server/db/seed/rows';
import { SR_VALIDATION_PATH, type SrValidationAnswer } from '../src/domain/storage/srValidation';
import { vinCheckDigit } from '../src/domain/vin';
import { print } from 'graphql';
import { StorageRecordsPageDocument } from '../src/generated/graphql';
import { bearerToken, freshDatabase, tempDir } from './lib';
import { type Api, gqlTimed, summarize, tenantIdByName, timeRequests } from './orders.http';

/**
 * The SR validation tool at scale (issue 16), on PGlite and on PostgreSQL (DATABASE_URL, scripts/with-postgres.sh):
 * a client with 200,000 storage records (180,000 on site across three facilities) and a 50,000-row list (45,000 of
 * them on site, 5,000 of those said to be at another yard, 4,000 unknown, 500 malformed VINs, 500 repeats), sent
 * over HTTP as a storage user. Timed end to end and by the server's own Server-Timing; the result CSV's download too.
 * The server runs in this process so its memory can be read (process.memoryUsage, sampled every 5 ms): the peak RSS
 * and heap growth of a run against 200,000 records and of the same list against a client with 20,000 show whether
 * memory follows the records (it should not: records are read a keyset page at a time and the result goes to disk),
 * and the heap still live after a full collection once the run is over (what the run kept).
 */
export const SR_VALIDATION_GOALS = { endToEndMs: 3000, recordsListP95ServerMs: 25 };

/** The records page's own query (src/views/storage/StorageRecordsPage.graphql.ts), fragments and all. */
const RECORDS_PAGE = print(StorageRecordsPageDocument);
const LIST_RUNS = Number(process.env.BENCH_SR_LIST_RUNS ?? 60);

/**
 * The storage records list at RECORDS records (issue 16: p95 ≤ 25 ms server on PostgreSQL): the page's query as the
 * page sends it, 50 rows, newest first alone, by facility, by status, by client, a VIN's last six characters, a whole
 * VIN, and page 20. Server time is the server's own Server-Timing (arrival to committed answer).
 */
const recordsList = async (api: Api, clientId: string, facilityId: string) => {
  const tail = vinOf(Math.floor(RECORDS * 0.6) + 7).slice(-6);
  const cases: Record<string, Record<string, unknown>> = {
    newest: {},
    byFacility: { facilityId },
    onSite: { status: ['RETURNED'] },
    byClient: { clientId },
    vinTail: { search: tail },
    wholeVin: { search: vinOf(Math.floor(RECORDS * 0.4) + 3) },
    page20: { page: 20 },
  };
  const out: Record<
    string,
    { rows: number; total: number; roundTrip: ReturnType<typeof summarize>; server: ReturnType<typeof summarize> }
  > = {};
  for (const [name, variables] of Object.entries(cases)) {
    type Page = { storageRecords: { data: unknown[]; paginatorInfo: { total: number } } };
    const { data } = await gqlTimed<Page>(api, RECORDS_PAGE, { first: 50, page: 1, ...variables });
    const timed = await timeRequests(LIST_RUNS, 5, () => gqlTimed<Page>(api, RECORDS_PAGE, { first: 50, page: 1, ...variables }));
    out[name] = { rows: data.storageRecords.data.length, total: data.storageRecords.paginatorInfo.total, ...timed };
  }
  return { ...out, worstServerP95: Math.max(...Object.values(out).map((each) => each.server.p95)) };
};

const EAST = 'Legwork East';
const RECORDS = Number(process.env.BENCH_SR_RECORDS ?? 200_000);
const SMALL = Math.round(RECORDS / 4);
const LIST = Number(process.env.BENCH_SR_LIST ?? 50_000);
const RUNS = Number(process.env.BENCH_SR_RUNS ?? 5);
const PORT = Number(process.env.BENCH_SR_PORT ?? 4640);
const FACILITIES = ['Bench Yard North', 'Bench Yard South', 'Bench Yard East'];

/** A well-formed VIN for each number (check digit computed). */
const vinOf = (n: number): string => {
  const base = `2T1BR32E0X${String(n).padStart(7, '0')}`;
  return `${base.slice(0, 8)}${vinCheckDigit(base)}${base.slice(9)}`;
};
/** Every tenth record has left (PICKED_UP); the rest are on site, at facility n mod 3. */
const onSite = (n: number) => n % 10 !== 0;

/** A client of `count` records, inserted in one statement per 50,000 (vehicles and their records together). */
export const seedClient = async (env: { DATABASE_URL: string; DATA_DIR: string }, name: string, count: number, numberBase: number) => {
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL || null, dataDir: env.DATA_DIR });
  try {
    return await db.transaction(async (tx) => {
      const tenantId = (await tx.query<{ id: string }>('SELECT id FROM tenants WHERE name = $1', [EAST])).rows[0].id;
      await actAsTenant(tx, tenantId);
      const clientId = (
        await tx.query<{ id: string }>('INSERT INTO clients (tenant_id, display_name) VALUES ($1, $2) RETURNING id', [tenantId, name])
      ).rows[0].id;
      const facilityIds: string[] = [];
      for (const facility of FACILITIES) {
        const existing = (
          await tx.query<{ id: string }>("SELECT id FROM locations WHERE tenant_id = $1 AND name = $2 AND type = 'STORAGE'", [
            tenantId,
            facility,
          ])
        ).rows[0];
        if (existing) {
          facilityIds.push(existing.id);
          continue;
        }
        const { rows } = await tx.query<{ id: string }>(
          `INSERT INTO locations (tenant_id, name, type, address1, city, state_province, postal_code)
           VALUES ($1, $2, 'STORAGE', '1 Bench Rd', 'Newark', 'NJ', '07105') RETURNING id`,
          [tenantId, facility],
        );
        await tx.query('INSERT INTO storage_facilities (tenant_id, location_id, capacity) VALUES ($1, $2, 100000)', [tenantId, rows[0].id]);
        facilityIds.push(rows[0].id);
      }
      for (let from = 1; from <= count; from += 50_000) {
        const numbers = Array.from({ length: Math.min(50_000, count - from + 1) }, (_, i) => from + i);
        await tx.query(
          `WITH v AS (
             INSERT INTO vehicles (tenant_id, client_id, vin, stock_number)
             SELECT $1, $2, vin, 'B' || n FROM unnest($3::int[], $4::text[]) AS x(n, vin) RETURNING id, vin, stock_number)
           INSERT INTO storage_records (tenant_id, number, facility_id, client_id, vehicle_id, vin, storage_type, movement_kind, status,
             reserved_from, checked_in_at, checked_out_at)
           SELECT $1, 'SR-' || ($6 + k), ($5::uuid[])[1 + k % 3], $2, v.id, v.vin, 'STORAGE', 'CLIENT_IN',
             CASE WHEN k % 10 = 0 THEN 'PICKED_UP' ELSE 'RETURNED' END, current_date - 30 + k % 30,
             now() - make_interval(days => 30 - k % 30), CASE WHEN k % 10 = 0 THEN now() END
           FROM (SELECT v.*, substring(v.stock_number FROM 2)::int AS k FROM v) v`,
          [tenantId, clientId, numbers, numbers.map(vinOf), facilityIds, numberBase],
        );
      }
      await tx.query('ANALYZE vehicles');
      await tx.query('ANALYZE storage_records');
      return clientId;
    });
  } finally {
    await db.close();
  }
};

/** The client's list: on-site VINs first (every ninth said to be at the wrong yard), then unknown, malformed, repeated. */
const buildList = (): string => {
  const lines = ['VIN,Stock number,Facility'];
  const unknown = Math.round(LIST * 0.08);
  const malformed = Math.round(LIST * 0.01);
  const repeats = malformed;
  const known = LIST - unknown - malformed - repeats;
  let n = 0;
  for (let listed = 0; listed < known; ) {
    n++;
    if (!onSite(n)) continue;
    const facility = FACILITIES[(n % 3) + (listed % 9 === 0 ? 1 : 0)] ?? FACILITIES[0];
    lines.push(`${vinOf(n)},B${n},${facility}`);
    listed++;
  }
  for (let i = 1; i <= unknown; i++) lines.push(`${vinOf(RECORDS * 2 + i)},,${FACILITIES[0]}`);
  for (let i = 1; i <= malformed; i++) lines.push(`BAD${i},,${FACILITIES[0]}`);
  for (let i = 1; i <= repeats; i++) lines.push(`${vinOf(i + 1)},,${FACILITIES[0]}`);
  return `${lines.join('\r\n')}\r\n`;
};

type Measured = {
  answer: SrValidationAnswer;
  endToEndMs: number;
  serverMs: number;
  listMs: number;
  reconcileMs: number;
  rssGrowthMb: number;
  heapGrowthMb: number;
  retainedHeapMb: number;
};

// A full collection before and after each run: the baseline is what is live, and what is still live after the run
// (retainedHeapMb) is what the run kept; the peaks in between include garbage V8 had not yet collected.
v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as () => void;
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** One POST of the list, with the process's peak memory above its level just before. */
const post = async (url: string, token: string, tenantId: string, clientId: string, list: string): Promise<Measured> => {
  collect();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 5);
  const started = performance.now();
  const response = await fetch(`${url}${SR_VALIDATION_PATH}?clientId=${clientId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-tenant': tenantId, 'content-type': 'text/csv', accept: 'application/json' },
    body: list,
  });
  const answer = (await response.json()) as SrValidationAnswer;
  const endToEndMs = performance.now() - started;
  clearInterval(sampler);
  if (response.status !== 200) throw new Error(`SR validation answered ${response.status}: ${JSON.stringify(answer)}`);
  const timing = response.headers.get('server-timing') ?? '';
  const metric = (name: string) => Number(new RegExp(`${name};dur=([\\d.]+)`).exec(timing)?.[1] ?? Number.NaN);
  collect();
  return {
    answer,
    endToEndMs,
    serverMs: metric('total'),
    listMs: metric('list'),
    reconcileMs: metric('reconcile'),
    rssGrowthMb: mb(peakRss - base.rss),
    heapGrowthMb: mb(peakHeap - base.heapUsed),
    retainedHeapMb: mb(process.memoryUsage().heapUsed - base.heapUsed),
  };
};

const run = async (kind: 'pglite' | 'postgres') => {
  const dataDir = tempDir('legwork-bench-sr-');
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: kind === 'pglite' ? '' : await freshDatabase(process.env.DATABASE_URL ?? '', 'legwork_bench_sr'),
  };
  const seedStarted = performance.now();
  {
    const db = await openDatabase({ databaseUrl: env.DATABASE_URL || null, dataDir });
    await migrate(db);
    await seedDemo(db);
    await db.close();
  }
  const bigClient = await seedClient(env, 'Bench Big Client', RECORDS, 5_000_000);
  const smallClient = await seedClient(env, 'Bench Small Client', SMALL, 7_000_000);
  {
    // As autovacuum would leave a table that has settled (visibility map set, statistics fresh): measured on that.
    const db = await openDatabase({ databaseUrl: env.DATABASE_URL || null, dataDir });
    await db.exec('VACUUM ANALYZE storage_records');
    await db.exec('VACUUM ANALYZE vehicles');
    await db.close();
  }
  const seedMs = Math.round(performance.now() - seedStarted);

  const db = await openDatabase({ databaseUrl: env.DATABASE_URL || null, dataDir });
  const config = {
    ...loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, PORT: String(PORT) }),
    databaseUrl: env.DATABASE_URL || null,
  };
  const { app } = await buildApp({ config, db });
  await app.listen({ port: PORT, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${PORT}`;
  try {
    const token = await bearerToken(url, 'storage@legwork.test');
    const tenantId = await tenantIdByName(url, token, EAST);
    const list = buildList();
    await post(url, token, tenantId, bigClient, list); // warm-up: first statements planned, code paths compiled
    const runs: Measured[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await post(url, token, tenantId, bigClient, list));
    const small: Measured[] = [];
    for (let i = 0; i < Math.min(RUNS, 3); i++) small.push(await post(url, token, tenantId, smallClient, list));
    const last = runs.at(-1) as Measured;
    const downloadStarted = performance.now();
    const file = await fetch(`${url}${last.answer.download.url}`, { headers: { authorization: `Bearer ${token}` } });
    const bytes = (await file.arrayBuffer()).byteLength;
    const downloadMs = Math.round(performance.now() - downloadStarted);
    const peak = (values: number[]) => Math.max(...values);
    const api = { url, token, tenantId };
    type Facilities = { storageFacilities: { data: { id: string }[] } };
    const found = await gqlTimed<Facilities>(api, 'query($q: String) { storageFacilities(search: $q, first: 1) { data { id } } }', {
      q: FACILITIES[0],
    });
    const recordsListed = await recordsList(api, bigClient, found.data.storageFacilities.data[0].id);
    return {
      recordsList: recordsListed,
      seedMs,
      records: RECORDS,
      listRows: last.answer.listRows,
      listBytes: Buffer.byteLength(list),
      recordsOnSite: last.answer.recordsOnSite,
      counts: last.answer.counts,
      endToEnd: summarize(runs.map((r) => r.endToEndMs)),
      server: summarize(runs.map((r) => r.serverMs)),
      serverList: summarize(runs.map((r) => r.listMs)),
      serverReconcile: summarize(runs.map((r) => r.reconcileMs)),
      download: { bytes, ms: downloadMs },
      memory: {
        [`peakRssGrowthMbAt${RECORDS}`]: peak(runs.map((r) => r.rssGrowthMb)),
        [`peakHeapGrowthMbAt${RECORDS}`]: peak(runs.map((r) => r.heapGrowthMb)),
        [`peakRssGrowthMbAt${SMALL}`]: peak(small.map((r) => r.rssGrowthMb)),
        [`peakHeapGrowthMbAt${SMALL}`]: peak(small.map((r) => r.heapGrowthMb)),
        [`retainedHeapMbAt${RECORDS}`]: peak(runs.map((r) => r.retainedHeapMb)),
        [`retainedHeapMbAt${SMALL}`]: peak(small.map((r) => r.retainedHeapMb)),
        smallClientServer: summarize(small.map((r) => r.serverMs)),
      },
    };
  } finally {
    await app.close();
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

export const srValidationBench = async () => {
  // BENCH_SR_PGLITE=0 measures PostgreSQL only (the goal's database; PGlite's 200,000-record seed takes minutes).
  const pglite = process.env.BENCH_SR_PGLITE === '0' ? null : await run('pglite');
  const postgres = process.env.DATABASE_URL ? await run('postgres') : null;
  return {
    date: new Date().toISOString(),
    goals: SR_VALIDATION_GOALS,
    pglite,
    postgres,
    goalsMet: {
      pglite: pglite ? pglite.endToEnd.p95 <= SR_VALIDATION_GOALS.endToEndMs : null,
      postgres: postgres ? postgres.endToEnd.p95 <= SR_VALIDATION_GOALS.endToEndMs : null,
      recordsListPglite: pglite ? pglite.recordsList.worstServerP95 <= SR_VALIDATION_GOALS.recordsListP95ServerMs : null,
      recordsListPostgres: postgres ? postgres.recordsList.worstServerP95 <= SR_VALIDATION_GOALS.recordsListP95ServerMs : null,
    },
  };
};
