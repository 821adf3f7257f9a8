import fs from 'node:fs';
import os from 'node:os';
import { print } from 'graphql';
import { type Database, openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/db/seed/demo';
import { actAsTenant } from '../server/db/seed/rows';
import { CreateInvoicesDocument, InvoicesDocument } from '../src/generated/graphql';
import { bearerToken, freshDatabase, startServer, tempDir } from './lib';
import { type Api, gqlTimed, type Summary, summarize, tenantIdByName, timeRequests } from './orders.http';

/**
 * The money benches of `npm run bench` (issue 30), bulk-loaded by SQL into Legwork East and then measured over HTTP
 * as the signed-in ADMIN with a bearer token, through the server's own resolvers:
 * - invoicing: 10,000 DELIVERED, priced legs of 50 clients (100 orders of two legs each; a third of the clients
 *   billed per order, a third weekly, a third monthly) sent to createInvoices as the ready-to-bill page sends them
 *   (src/views/invoices/readyToBill.graphql.ts), 500 legs a call (the server's limit, MAX_INVOICE_LEGS), client after
 *   client; the figure is the wall time of all the calls;
 * - the pay run: 500 drivers (per mile, per move, a percentage) with three legs each delivered in last week. "A pay
 *   run" is what the accountant waits on to have every payee due in front of them: createSettlements for the period
 *   with no payee named (one call: a draft per payee), every draft approved (openSettlements, one call, as the
 *   driver-pay page's "Approve all" does) and the pay run loaded (Query.payRun); paying each payee in full
 *   (postSettlementPayment DRIVER_PAY, one call each) is timed beside it;
 * - the invoices list at 200,000 invoices (of 1,000 other clients, each with its order, leg, line and invoice_legs
 *   row; 70% paid, 20% open with every aging, 5% drafts, 5% cancelled): /accounting/invoices' own query
 *   (src/views/invoices/invoices.graphql.ts) as the open list, the paid list, one client's open list, and the open
 *   list with an aging filter send it. Server time is the server's own Server-Timing (arrival to committed answer).
 * PostgreSQL only (DATABASE_URL); BENCH_MONEY_PGLITE=1 adds PGlite.
 */
export const MONEY_GOALS = { invoice10kLegsMs: 5000, payRun500PayeesMs: 3000, invoicesListP95Ms: 25 };

const EAST = 'Legwork East';
const BILL_CLIENTS = 50;
const ORDERS_PER_CLIENT = 100;
const PAYEES = 500;
const HISTORY = Number(process.env.BENCH_MONEY_INVOICES ?? 200_000);
const HISTORY_CLIENTS = 1_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const PORT = Number(process.env.BENCH_MONEY_PORT ?? 4530);
const SERVER = process.env.BENCH_SERVER ?? 'dist/server/main.mjs';
const BATCH = 500;
/** How many of the invoicing calls to make (all by default; fewer to time a slow server's first calls). */
const BATCHES = Number(process.env.BENCH_MONEY_BATCHES ?? Number.POSITIVE_INFINITY);

const CREATE_INVOICES = print(CreateInvoicesDocument);
const INVOICES_PAGE = print(InvoicesDocument);
const CREATE_SETTLEMENTS = `mutation BenchCreateSettlements($input: CreateSettlementsInput!) {
  createSettlements(input: $input) { id number status version net }
}`;
const OPEN_SETTLEMENTS = `mutation BenchOpenSettlements($settlements: [SettlementVersionInput!]!) {
  openSettlements(settlements: $settlements) { opened { id status version net } refused { id code message } }
}`;
const PAY_SETTLEMENT = `mutation BenchPaySettlement($input: SettlementPaymentInput!) {
  postSettlementPayment(input: $input) { id status paid }
}`;
const PAY_RUN = `query BenchPayRun {
  payRun { balance payees { payeeKind payeeName net paid balance driver { id } settlements { id number status net paid } } }
}`;

/**
 * The invoicing legs (50 clients × 100 orders × 2 legs, priced by rate card: $450 a leg and $10 tax an order) driven
 * by 500 drivers, 20 legs each: three delivered in last week (the pay run's period), the rest over the four weeks
 * before. Then the invoice history: 200,000 invoices of 1,000 clients, each with its one-leg order.
 */
const seed = async (db: Database) =>
  db.transaction(async (tx) => {
    const { rows } = await tx.query<{ east: string }>(`SELECT id AS east FROM tenants WHERE name = 'Legwork East'`);
    const { east } = rows[0];
    await actAsTenant(tx, east);
    // A bulk load with triggers off (as server/db/seed/bulk.ts loads): the search index's row triggers (migration 054)
    // would rebuild a document per row of the 200,000-invoice history. The benches read no search document.
    await tx.query("SELECT set_config('session_replication_role', 'replica', true)");
    await tx.query(
      `CREATE TEMP TABLE bench_drivers ON COMMIT DROP AS SELECT n, gen_random_uuid() AS id FROM generate_series(1, $1::int) n`,
      [PAYEES],
    );
    await tx.query(
      `INSERT INTO drivers (tenant_id, id, first_name, last_name, employment, pay_kind, pay_rate)
       SELECT $1::uuid, d.id, 'Bench', 'Payee ' || lpad(d.n::text, 3, '0'), 'COMPANY',
         (ARRAY['PER_MILE', 'PER_MOVE', 'PERCENT'])[1 + d.n % 3], (ARRAY[95, 15000, 2500])[1 + d.n % 3]
       FROM bench_drivers d`,
      [east],
    );
    await tx.query(`CREATE TEMP TABLE bench_bill ON COMMIT DROP AS SELECT n, gen_random_uuid() AS id FROM generate_series(1, $1::int) n`, [
      BILL_CLIENTS,
    ]);
    await tx.query(
      `INSERT INTO clients (tenant_id, id, display_name, code, invoice_frequency, payment_terms)
       SELECT $1::uuid, c.id, 'Bench Billing ' || lpad(c.n::text, 2, '0'), 'BB' || lpad(c.n::text, 3, '0'),
         (ARRAY['PER_ORDER', 'WEEKLY', 'MONTHLY'])[1 + c.n % 3], 'NET_30'
       FROM bench_bill c`,
      [east],
    );
    await tx.query(
      `CREATE TEMP TABLE bench_orders ON COMMIT DROP AS
       SELECT row_number() OVER (ORDER BY c.n, k)::int AS n, gen_random_uuid() AS id, c.id AS client_id
       FROM bench_bill c CROSS JOIN generate_series(1, $1::int) k`,
      [ORDERS_PER_CLIENT],
    );
    await tx.query(
      `INSERT INTO orders (tenant_id, id, number, client_id, state, leg_statuses, leg_count, search_text, price_source, price_currency,
         price_subtotal, price_tax, price_total, priced_at, created_at)
       SELECT $1::uuid, o.id, 'BM-' || o.n, o.client_id, 'SETTLING', ARRAY['DELIVERED', 'DELIVERED'], 2, 'BM-' || o.n, 'RATE_CARD', 'USD',
         90000, 1000, 91000, now() - interval '50 days', now() - interval '50 days'
       FROM bench_orders o`,
      [east],
    );
    // Leg n's driver is 1 + n % 500 and its j = n / 500 (0 … 19): j < 3 delivered last week, the others in one of the
    // four weeks before; the tenant's own Monday, noon its time.
    await tx.query(
      `CREATE TEMP TABLE bench_legs ON COMMIT DROP AS
       SELECT row_number() OVER (ORDER BY o.n, p)::int - 1 AS n, gen_random_uuid() AS id, o.id AS order_id, o.n AS order_n, p
       FROM bench_orders o CROSS JOIN generate_series(1, 2) p`,
    );
    await tx.query(
      `INSERT INTO order_legs (tenant_id, id, order_id, number, position, sequence, transport_method, status, driver_id, distance,
         picked_up_at, delivered_at, status_changed_at)
       SELECT $1::uuid, l.id, l.order_id, 'BM-' || l.order_n || '-' || l.p, l.p, l.p, 'DRIVEN', 'DELIVERED', d.id, 40 + l.n % 400,
         x.at - interval '1 day', x.at, x.at
       FROM bench_legs l JOIN bench_drivers d ON d.n = 1 + l.n % $2::int
         CROSS JOIN LATERAL (SELECT ((date_trunc('week', now() AT TIME ZONE t.time_zone)::date - 7
             - CASE WHEN l.n / $2::int < 3 THEN 0 ELSE 7 * (1 + (l.n / $2::int) % 4) END + (l.n % 5))
             + time '12:00') AT TIME ZONE t.time_zone AS at
           FROM tenants t WHERE t.id = $1::uuid) x`,
      [east, PAYEES],
    );
    await tx.query(
      `INSERT INTO order_line_items (tenant_id, order_id, order_leg_id, position, type, leg_index, description, quantity, unit_amount, amount,
         explanation)
       SELECT $1::uuid, l.order_id, l.id, l.p, 'RATE', l.p - 1, 'Transport', 1, 45000, 45000, 'rate card' FROM bench_legs l
       UNION ALL SELECT $1::uuid, o.id, NULL, 100, 'TAX', NULL, 'Sales tax', 1, 1000, 1000, 'tax' FROM bench_orders o`,
      [east],
    );
    // The history: invoice n of a client picked by a hash of n (so each client has invoices of every status), numbered
    // INV-(100000 + n), on its own one-leg order; the open ones issued over the last 150 days (every aging bucket), the
    // others over the last three years.
    await tx.query(
      `CREATE TEMP TABLE bench_history_clients ON COMMIT DROP AS SELECT n, gen_random_uuid() AS id FROM generate_series(1, $1::int) n`,
      [HISTORY_CLIENTS],
    );
    await tx.query(
      `INSERT INTO clients (tenant_id, id, display_name, code) SELECT $1::uuid, c.id, 'Bench History ' || lpad(c.n::text, 4, '0'),
         'BH' || lpad(c.n::text, 4, '0') FROM bench_history_clients c`,
      [east],
    );
    await tx.query(
      `CREATE TEMP TABLE bench_history ON COMMIT DROP AS
       SELECT k AS n, gen_random_uuid() AS id, gen_random_uuid() AS order_id, gen_random_uuid() AS leg_id, c.id AS client_id,
         CASE WHEN k % 20 = 0 THEN 'CANCELLED' WHEN k % 20 = 1 THEN 'DRAFT' WHEN k % 20 BETWEEN 2 AND 5 THEN 'OPEN' ELSE 'PAID' END AS status,
         CASE WHEN k % 20 BETWEEN 2 AND 5 THEN app_today() - k % 150 ELSE app_today() - 1 - (k % 1100) END AS issued_on,
         50000 + (k % 97) * 1000 AS total
       FROM generate_series(1, $1::int) k JOIN bench_history_clients c ON c.n = 1 + abs(hashint4(k)) % $2::int`,
      [HISTORY, HISTORY_CLIENTS],
    );
    await tx.query(
      `INSERT INTO orders (tenant_id, id, number, client_id, state, leg_statuses, leg_count, search_text, payment_status, created_at)
       SELECT $1::uuid, h.order_id, 'BH-' || h.n, h.client_id, CASE WHEN h.status = 'PAID' THEN 'CLOSED' ELSE 'SETTLING' END,
         ARRAY[CASE WHEN h.status IN ('OPEN', 'PAID') THEN 'INVOICED' ELSE 'DELIVERED' END], 1, 'BH-' || h.n,
         CASE h.status WHEN 'PAID' THEN 'PAID' WHEN 'OPEN' THEN 'UNPAID' WHEN 'DRAFT' THEN 'CREATED' ELSE 'VOID' END,
         h.issued_on - interval '10 days'
       FROM bench_history h`,
      [east],
    );
    await tx.query(
      `INSERT INTO order_legs (tenant_id, id, order_id, number, position, sequence, transport_method, status, delivered_at, client_paid)
       SELECT $1::uuid, h.leg_id, h.order_id, 'BH-' || h.n || '-1', 1, 1, 'CLIENT_IN',
         CASE WHEN h.status IN ('OPEN', 'PAID') THEN 'INVOICED' ELSE 'DELIVERED' END, h.issued_on - interval '2 days', h.status = 'PAID'
       FROM bench_history h`,
      [east],
    );
    await tx.query(
      `INSERT INTO invoices (tenant_id, id, number, status, client_id, issued_on, due_on, terms, subtotal, tax, total, paid, version,
         created_at, updated_at)
       SELECT $1::uuid, h.id, 'INV-' || (100000 + h.n), h.status, h.client_id,
         CASE WHEN h.status = 'DRAFT' THEN NULL ELSE h.issued_on END, CASE WHEN h.status = 'DRAFT' THEN NULL ELSE h.issued_on + 30 END,
         'NET_30', h.total - 1000, 1000, h.total,
         CASE WHEN h.status = 'PAID' THEN h.total WHEN h.status = 'OPEN' AND h.n % 40 = 3 THEN h.total / 2 ELSE 0 END, 2,
         h.issued_on - interval '1 day', h.issued_on
       FROM bench_history h`,
      [east],
    );
    await tx.query(
      `INSERT INTO invoice_lines (tenant_id, invoice_id, position, type, description, quantity, unit_amount, amount, source_kind,
         source_label, order_id, order_leg_id)
       SELECT $1::uuid, h.id, 1, 'RATE', 'Transport', 1, h.total - 1000, h.total - 1000, 'ORDER_PRICE', 'Order BH-' || h.n || ' (rate card)',
         h.order_id, h.leg_id
       FROM bench_history h
       UNION ALL SELECT $1::uuid, h.id, 2, 'TAX', 'Sales tax', 1, 1000, 1000, 'ORDER_PRICE', 'Order BH-' || h.n || ' (rate card)',
         h.order_id, NULL
       FROM bench_history h`,
      [east],
    );
    await tx.query(
      `INSERT INTO invoice_legs (tenant_id, invoice_id, order_leg_id, order_id, live)
       SELECT $1::uuid, h.id, h.leg_id, h.order_id, h.status <> 'CANCELLED' FROM bench_history h`,
      [east],
    );
    await tx.query(
      `INSERT INTO counters (tenant_id, kind, value) VALUES ($1::uuid, 'INVOICE', 100000 + $2::int)
       ON CONFLICT (tenant_id, kind) DO UPDATE SET value = greatest(counters.value, excluded.value)`,
      [east, HISTORY],
    );
  });

/**
 * As autovacuum would leave the tables once settled (bench/admin.ts' settle): each table vacuumed until its
 * visibility map covers it (or 20 tries), statistics fresh.
 */
const settle = async (db: Database) => {
  for (const table of [
    'drivers',
    'clients',
    'orders',
    'order_legs',
    'order_line_items',
    'invoices',
    'invoice_lines',
    'invoice_legs',
    'counters',
    'settlements',
    'settlement_legs',
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

/** A migrated, demo-seeded database with the bench's legs, payees and invoice history, settled (also for a rerun by hand). */
export const seedMoney = async (env: { DATABASE_URL: string; DATA_DIR: string }) => {
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL || null, dataDir: env.DATA_DIR });
  try {
    await migrate(db);
    await seedDemo(db);
    await seed(db);
    await settle(db);
    const { rows } = await db.query<{ legs: string[]; clientId: string; periodFrom: string; periodTo: string }>(
      `SELECT (SELECT array_agg(l.id ORDER BY c.display_name, o.number, l.position) FROM order_legs l JOIN orders o ON o.id = l.order_id
           JOIN clients c ON c.id = o.client_id WHERE o.number LIKE 'BM-%') AS legs,
         (SELECT id FROM clients WHERE code = 'BH0007') AS "clientId",
         to_char(date_trunc('week', now() AT TIME ZONE t.time_zone)::date - 7, 'YYYY-MM-DD') AS "periodFrom",
         to_char(date_trunc('week', now() AT TIME ZONE t.time_zone)::date - 1, 'YYYY-MM-DD') AS "periodTo"
       FROM tenants t WHERE t.name = $1`,
      [EAST],
    );
    return rows[0];
  } finally {
    await db.close();
  }
};

type Timed = { rows: number; total: number; roundTrip: Summary; server: Summary };

const round = (ms: number) => Math.round(ms);

/** Every call of `calls` one after another: the wall time of them all and each call's server time. */
const serially = async <T>(calls: (() => Promise<{ data: T; serverMs: number }>)[]) => {
  const started = performance.now();
  const server: number[] = [];
  const answers: T[] = [];
  for (const call of calls) {
    const { data, serverMs } = await call();
    server.push(serverMs);
    answers.push(data);
  }
  return { answers, totalMs: round(performance.now() - started), calls: calls.length, server: summarize(server) };
};

const invoicing = async (api: Api, legs: string[]) => {
  const batches = Array.from({ length: Math.ceil(legs.length / BATCH) }, (_, i) => legs.slice(i * BATCH, (i + 1) * BATCH)).slice(
    0,
    BATCHES,
  );
  type Created = { createInvoices: { id: string; total: number }[] };
  const { answers, ...timed } = await serially(
    batches.map((legIds) => () => gqlTimed<Created>(api, CREATE_INVOICES, { input: { legIds, poNumbers: [] } })),
  );
  const invoices = answers.flatMap((answer) => answer.createInvoices);
  return { legs: batches.flat().length, invoices: invoices.length, billed: invoices.reduce((sum, each) => sum + each.total, 0), ...timed };
};

const payRunBench = async (api: Api, period: { periodFrom: string; periodTo: string }) => {
  type Settlement = { id: string; number: string; status: string; version: number; net: number };
  const create = await serially([() => gqlTimed<{ createSettlements: Settlement[] }>(api, CREATE_SETTLEMENTS, { input: { ...period } })]);
  const drafts = create.answers[0].createSettlements;
  type Opened = { openSettlements: { opened: Settlement[]; refused: { id: string; code: string; message: string }[] } };
  const approve = await serially([
    () => gqlTimed<Opened>(api, OPEN_SETTLEMENTS, { settlements: drafts.map(({ id, version }) => ({ id, version })) }),
  ]);
  const { refused } = approve.answers[0].openSettlements;
  if (refused.length > 0) throw new Error(`The pay run refused ${refused.length} drafts: ${refused[0].message}`);
  type Run = { payRun: { balance: number; payees: { settlements: { id: string; net: number; paid: number }[] }[] } };
  const load = await serially([() => gqlTimed<Run>(api, PAY_RUN)]);
  const run = load.answers[0].payRun;
  const list = await timeRequests(20, 2, () => gqlTimed<Run>(api, PAY_RUN));
  const due = run.payees.flatMap((payee) => payee.settlements);
  const pay = await serially(
    due.map(
      (settlement) => () =>
        gqlTimed<{ postSettlementPayment: { status: string } }>(api, PAY_SETTLEMENT, {
          input: {
            key: `bench-pay-${settlement.id}`,
            settlementId: settlement.id,
            type: 'DRIVER_PAY',
            amount: settlement.net - settlement.paid,
            paidOn: period.periodTo,
          },
        }),
    ),
  );
  const paid = pay.answers.filter((answer) => answer.postSettlementPayment.status === 'PAID').length;
  const strip = <T extends { answers: unknown }>({ answers: _, ...rest }: T) => rest;
  return {
    ...period,
    settlements: drafts.length,
    payees: run.payees.length,
    balance: run.balance,
    // What the goal measures: every payee due drafted, approved and in the pay run.
    payRunMs: create.totalMs + approve.totalMs + load.totalMs,
    create: strip(create),
    approve: strip(approve),
    load: strip(load),
    payRunList: list,
    payAll: { ...strip(pay), paid },
  };
};

const invoicesList = async (api: Api, clientId: string) => {
  type Page = { invoices: { data: unknown[]; paginatorInfo: { total: number } } };
  const time = async (variables: Record<string, unknown>): Promise<Timed> => {
    const all = { first: 25, page: 1, search: null, paymentStatus: null, aging: null, clientId: null, ...variables };
    const { data } = await gqlTimed<Page>(api, INVOICES_PAGE, all);
    const timed = await timeRequests(RUNS, 10, () => gqlTimed<Page>(api, INVOICES_PAGE, all));
    return { rows: data.invoices.data.length, total: data.invoices.paginatorInfo.total, ...timed };
  };
  const dueFirst = [{ column: 'DUE_ON', order: 'ASC' }];
  const cases = {
    open: await time({ status: ['DRAFT', 'OPEN'], orderBy: dueFirst }),
    paid: await time({ status: ['PAID'], orderBy: dueFirst }),
    clientOpen: await time({ status: ['DRAFT', 'OPEN'], clientId, orderBy: dueFirst }),
    clientPaid: await time({ status: ['PAID'], clientId, orderBy: dueFirst }),
    openPastDue: await time({ status: ['DRAFT', 'OPEN'], aging: ['DAYS_31_60', 'DAYS_61_90', 'DAYS_90_PLUS'], orderBy: dueFirst }),
  };
  return { ...cases, worstServerP95: Math.max(...Object.values(cases).map((each) => each.server.p95)) };
};

const run = async (kind: 'pglite' | 'postgres') => {
  const dataDir = tempDir('legwork-bench-money-');
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: kind === 'pglite' ? '' : await freshDatabase(process.env.DATABASE_URL ?? '', 'legwork_bench_money'),
  };
  const started = performance.now();
  const seeded = await seedMoney(env);
  const seedMs = Math.round(performance.now() - started);
  const mode = { NODE_ENV: 'production', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0' };
  const loadBefore = os.loadavg()[0];
  const server = await startServer(['node', '--enable-source-maps', SERVER], { ...env, ...mode, HOST: '127.0.0.1' }, PORT);
  try {
    const token = await bearerToken(server.url);
    const api: Api = { url: server.url, token, tenantId: await tenantIdByName(server.url, token, EAST) };
    // The list first, on the history alone; then the invoicing and the pay run, which add their own rows.
    // Each part's figures go to stderr as it ends, so a later part's failure leaves them readable.
    const list = await invoicesList(api, seeded.clientId);
    console.error(JSON.stringify({ invoicesList: list }));
    const invoiced = await invoicing(api, seeded.legs);
    console.error(JSON.stringify({ invoicing: invoiced }));
    const payRun = await payRunBench(api, { periodFrom: seeded.periodFrom, periodTo: seeded.periodTo });
    const load = { before: Math.round(loadBefore * 10) / 10, after: Math.round(os.loadavg()[0] * 10) / 10 };
    return { seedMs, historyInvoices: HISTORY, loadAverage: load, invoicesList: list, invoicing: invoiced, payRun };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

export const moneyBench = async () => {
  const pglite = process.env.BENCH_MONEY_PGLITE === '1' ? await run('pglite') : null;
  const postgres = process.env.DATABASE_URL ? await run('postgres') : null;
  type Result = Awaited<ReturnType<typeof run>>;
  const met = (result: Result | null) =>
    result && {
      invoicing: result.invoicing.totalMs <= MONEY_GOALS.invoice10kLegsMs,
      payRun: result.payRun.payRunMs <= MONEY_GOALS.payRun500PayeesMs,
      invoicesList: result.invoicesList.worstServerP95 <= MONEY_GOALS.invoicesListP95Ms,
    };
  return {
    date: new Date().toISOString(),
    goals: MONEY_GOALS,
    uptime: os.loadavg().map((each) => Math.round(each * 100) / 100),
    pglite: pglite ?? 'skipped: BENCH_MONEY_PGLITE=1 to include PGlite',
    postgres: postgres ?? 'skipped: run `bash scripts/with-postgres.sh npm run bench -- money` to include PostgreSQL',
    goalsMet: { pglite: met(pglite), postgres: met(postgres) },
  };
};
