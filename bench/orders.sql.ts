import { type Database, type Queryable, type QueryOptions, type Row, withContext } from '../server/db/database';
import { directoryLoaders } from '../server/directory/directory.loaders';
import { createLoaders } from '../server/graphql/loaders';
import { listOrders } from '../server/orders/orders.lists';
import type { OrderListStatus } from '../src/generated/resolvers';
import { FIRST_PAGE_STATUS, summarize, timeSequential } from './orders.http';

type Statement = { text: string; params: readonly unknown[]; options?: QueryOptions };

/**
 * A Queryable that writes down every statement it runs, so the page's SQL is the resolver's own, not a copy (and
 * prepared where the resolver prepares it).
 */
const recording = (tx: Queryable, log: Statement[]): Queryable => ({
  query: <T extends Row>(text: string, params: readonly unknown[] = [], options?: QueryOptions) => {
    log.push({ text, params, options });
    return tx.query<T>(text, params, options);
  },
});

/** Who the bench reads as: the tenant by name and admin@ (a member of both demo tenants). */
export const benchContext = async (db: Database, tenantName: string) => {
  const { rows } = await db.query<{ tenantId: string; userId: string }>(
    `SELECT t.id AS "tenantId", u.id AS "userId" FROM tenants t, users u WHERE t.name = $1 AND u.email = 'admin@legwork.test'`,
    [tenantName],
  );
  if (!rows[0]) throw new Error(`no tenant ${tenantName} or no admin@legwork.test`);
  return rows[0];
};

/**
 * The statements Query.orders runs for the first page, then Order.client and Order.customer through the same
 * DataLoaders (one batched query each), recorded inside withContext exactly as a request runs them.
 */
export const recordFirstPage = async (db: Database, context: { tenantId: string; userId: string }) => {
  const log: Statement[] = [];
  await withContext(db, context, async (tx) => {
    const rec = recording(tx, log);
    const page = await listOrders(rec, context.tenantId, {
      first: 25,
      page: 1,
      status: FIRST_PAGE_STATUS as OrderListStatus[],
      orderBy: [{ column: 'CREATED_AT', order: 'DESC' }],
    });
    const loaders = directoryLoaders({ loaders: createLoaders(rec) });
    await Promise.all(
      page.data.flatMap((order) => [
        loaders.clientById.load(order.clientId),
        ...(order.customerId ? [loaders.customerById.load(order.customerId)] : []),
      ]),
    );
  });
  return log;
};

/**
 * Replays the recorded statements in one withContext transaction (BEGIN, settings, statements, COMMIT); each
 * statement's round trip goes into `times` (its index in the log).
 */
export const replay = (db: Database, context: { tenantId: string; userId: string }, log: Statement[], times: number[][]) =>
  withContext(db, context, async (tx) => {
    for (const [i, s] of log.entries()) {
      const started = performance.now();
      await tx.query(s.text, s.params, s.options);
      times[i] = [...(times[i] ?? []), performance.now() - started];
    }
  });

/** EXPLAIN ANALYZE of each statement under the same settings: the plan text and its execution time. */
export const explain = async (db: Database, context: { tenantId: string; userId: string }, log: Statement[]) =>
  withContext(db, context, async (tx) => {
    const plans: { text: string; sql: string; executionMs: number; plan: string }[] = [];
    // The pager's own EXPLAIN (its estimate past the count cap) is timed in the replay, not explained again.
    for (const s of log.filter((statement) => !/^\s*EXPLAIN/i.test(statement.text))) {
      const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${s.text}`, s.params);
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      const executionMs = Number(plan.match(/Execution Time: ([\d.]+) ms/)?.[1] ?? Number.NaN);
      plans.push({ text: s.text, sql: s.text.replace(/\s+/g, ' ').slice(0, 160), executionMs, plan });
    }
    return plans;
  });

/** The first page's SQL: recorded once, then timed as whole transactions, plus each statement's server time. */
export const sqlFirstPage = async (db: Database, tenantName: string, runs: number) => {
  const context = await benchContext(db, tenantName);
  const log = await recordFirstPage(db, context);
  for (let i = 0; i < 20; i++) await replay(db, context, log, []);
  const times: number[][] = [];
  const transaction = await timeSequential(runs, 0, () => replay(db, context, log, times));
  const plans = await explain(db, context, log);
  const perStatement = log.map((s, i) => ({
    sql: s.text.replace(/\s+/g, ' ').slice(0, 100),
    roundTrip: summarize(times[i]),
    // EXPLAIN ANALYZE's own figure (its per-row timing inflates it, on PGlite most of all).
    explainAnalyzeMs: plans.find((p) => p.text === s.text)?.executionMs ?? null,
  }));
  // One more transaction of the same statements, for timing side by side with the GraphQL request.
  const once = () => replay(db, context, log, []);
  return { figures: { statements: log.length, transaction, perStatement }, plans, once };
};
