import os from 'node:os';
import { type Database, openDatabase } from '../server/db/database';
import { financialReport } from '../server/financeReports/financeReports.financialReport';
import { runReportAs } from '../server/reports/reports.public';
import { freshDatabase, tempDir } from './lib';
import { seedMoney } from './money';
import { type Summary, summarize } from './orders.http';

/**
 * The finance reports' bench of `npm run bench` (issue 31): the financial report (server/financeReports/) over the last
 * year of the money bench's data (bench/money.ts: 10,000 delivered legs and the 200,000-invoice history, a third of it
 * issued in the year), with a settlement per payee paying their legs and 5,000 approved receipts added here, run
 * in-process as the East admin through the kit's runReportAs: one transaction under row-level security, as a run.
 * PGlite always (BENCH_REPORTS_PGLITE=0 leaves it out), PostgreSQL with DATABASE_URL.
 */
export const REPORT_GOALS = { financialYearP95Ms: 300 };

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 3;
const RECEIPTS = 5_000;

/** A paid settlement per bench driver over last month, paying each of their legs, and approved receipts over the year. */
export const seedPay = (db: Database) =>
  db.transaction(async (tx) => {
    await tx.query("SELECT set_config('session_replication_role', 'replica', true)");
    await tx.query(
      `INSERT INTO settlements (tenant_id, number, payee_kind, driver_id, period_from, period_to, status, earnings, net, paid)
       SELECT d.tenant_id, 'BS-' || row_number() OVER (ORDER BY d.id), 'DRIVER', d.id, app_today() - 40, app_today() - 10, 'PAID', 0, 0, 0
       FROM drivers d WHERE d.last_name LIKE 'Payee %'`,
    );
    await tx.query(
      `INSERT INTO settlement_legs (tenant_id, settlement_id, order_leg_id, order_id, payee, pay_kind, rate, amount, status)
       SELECT l.tenant_id, s.id, l.id, l.order_id, 'DRIVER:' || l.driver_id, 'PER_MOVE', 15000, 15000, 'DRIVER_PAID'
       FROM order_legs l JOIN settlements s ON s.driver_id = l.driver_id AND s.number LIKE 'BS-%'`,
    );
    await tx.query(
      `INSERT INTO driver_receipts (tenant_id, driver_id, expense_item_id, order_leg_id, amount, spent_on, status)
       SELECT l.tenant_id, l.driver_id, (SELECT e.id FROM expense_items e WHERE e.tenant_id = l.tenant_id LIMIT 1), l.id, 2500 + k % 700,
         app_today() - k % 365, 'APPROVED'
       FROM generate_series(1, $1::int) k
         JOIN LATERAL (SELECT * FROM order_legs l WHERE l.number = 'BM-' || (1 + k % 5000) || '-1') l ON true`,
      [RECEIPTS],
    );
    for (const table of ['settlements', 'settlement_legs', 'driver_receipts']) await tx.query(`ANALYZE ${table}`);
    // The replica role skipped the triggers that keep the financial report's entries (067_finance_entries.sql).
    await tx.query('SELECT app_finance_entries_rebuild()');
  });

const run = async (kind: 'pglite' | 'postgres') => {
  const env = {
    DATA_DIR: tempDir('legwork-bench-reports-'),
    DATABASE_URL: kind === 'pglite' ? '' : await freshDatabase(process.env.DATABASE_URL ?? '', 'legwork_bench_reports'),
  };
  const seeding = performance.now();
  await seedMoney(env);
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL || null, dataDir: env.DATA_DIR });
  try {
    await seedPay(db);
    const seedMs = Math.round(performance.now() - seeding);
    const { rows } = await db.query<{ tenantId: string; userId: string; from: string; to: string }>(
      `SELECT t.id AS "tenantId", u.id AS "userId", to_char((now() AT TIME ZONE t.time_zone)::date - 364, 'YYYY-MM-DD') AS "from",
         to_char((now() AT TIME ZONE t.time_zone)::date, 'YYYY-MM-DD') AS "to"
       FROM tenants t, users u WHERE t.name = 'Legwork East' AND u.email = 'admin@legwork.test'`,
    );
    const { tenantId, userId, from, to } = rows[0];
    const params = { period: { kind: 'CUSTOM', from, to } };
    const samples: number[] = [];
    let result = await runReportAs(db, { tenantId, userId }, financialReport, params);
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const started = performance.now();
      result = await runReportAs(db, { tenantId, userId }, financialReport, params);
      if (i >= WARMUP) samples.push(performance.now() - started);
    }
    const months = result.tables.find((table) => table.key === 'months');
    const clients = result.tables.find((table) => table.key === 'clients');
    return {
      period: { from, to },
      seedMs,
      months: months?.rows.length ?? 0,
      clients: clients?.rows.length ?? 0,
      revenue: months?.totals?.revenue ?? null,
      margin: months?.totals?.margin ?? null,
      financialYear: summarize(samples) satisfies Summary,
    };
  } finally {
    await db.close();
  }
};

export const reportsBench = async () => {
  const pglite = process.env.BENCH_REPORTS_PGLITE === '0' ? null : await run('pglite');
  const postgres = process.env.DATABASE_URL ? await run('postgres') : null;
  const met = (result: Awaited<ReturnType<typeof run>> | null) => result && result.financialYear.p95 <= REPORT_GOALS.financialYearP95Ms;
  return {
    date: new Date().toISOString(),
    goals: REPORT_GOALS,
    load: os.loadavg().map((each) => Math.round(each * 100) / 100),
    pglite: pglite ?? 'skipped: BENCH_REPORTS_PGLITE=0',
    postgres: postgres ?? 'skipped: run `bash scripts/with-postgres.sh npm run bench -- reports` to include PostgreSQL',
    goalsMet: { pglite: met(pglite), postgres: met(postgres) },
  };
};

/** `npx tsx bench/reports.ts`: this bench alone, its result printed. */
if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await reportsBench(), null, 2));
