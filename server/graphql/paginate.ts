import type { Queryable, Row } from '../db/database';

export const MAX_PER_PAGE = 100;

/**
 * Counting every match costs ~50× the page itself on large lists (measured on PostgreSQL, 100k orders, a 14% status
 * filter), so the count stops here: past it `total` is the planner's estimate (never below the cap).
 */
export const COUNT_CAP = 1000;

export type PageQuery = {
  select: string;
  from: string;
  where: string;
  params: unknown[];
  orderBy: string;
  first: number;
  page: number;
  /**
   * A keyset cursor: the value and the condition it makes, given the placeholder (`$7`) it is bound to. Its condition
   * goes into the page query only, so a deep page is read straight off the index while `total` counts the whole list.
   */
  after?: { value: unknown; condition: (placeholder: string) => string } | null;
  /**
   * The same rows as `where`, written for a large list's capped count (e.g. read from an index alone), used when the
   * planner expects more than the cap; a small list keeps `where` (and its selective indexes). Same params.
   */
  largeCountWhere?: string;
  /**
   * Where the count stops instead of COUNT_CAP: a list bounded by the business (a tenant's drivers, trucking companies,
   * units: thousands at most) is counted exactly, as the people reading "2,000 drivers" expect.
   */
  countCap?: number;
  /**
   * Count the matches in the page's own pass (`count(*) OVER ()`) instead of a second query. For a list whose every
   * match is read anyway to page it (a search no index can serve, sorted) it halves the work: the clients search at
   * 10,000 clients read all of them twice, once for the page and once for the exact count (issue 29). Exact, with no
   * cap. Never for a list an index walk pages without reading every match: the planner prices a window under a LIMIT
   * as if only the page's rows were read, and walked the users' name index through all 50,000 rows (80 ms).
   */
  countWithPage?: boolean;
};

/** The column a `countWithPage` page carries its total in (removed from the rows). */
const WINDOW_TOTAL = '__windowTotal';

type Plan = { Plan: { 'Plan Rows': number } }[];

/** The planner's row estimate for the list (its statistics, no rows read). */
const estimateOf = async (db: Queryable, q: PageQuery): Promise<number> => {
  const { rows } = await db.query<{ 'QUERY PLAN': Plan | string }>(
    `EXPLAIN (FORMAT JSON) SELECT 1 FROM ${q.from} WHERE ${q.where}`,
    q.params,
  );
  const plan = rows[0]['QUERY PLAN'];
  return Math.round((typeof plan === 'string' ? (JSON.parse(plan) as Plan) : plan)[0].Plan['Plan Rows']);
};

/** Exact up to COUNT_CAP; past it the planner's estimate (never below the cap). */
const countOf = async (db: Queryable, q: PageQuery): Promise<number> => {
  // With a large-list form the estimate comes first and only picks the plan: the count itself stays exact.
  const estimate = q.largeCountWhere ? await estimateOf(db, q) : null;
  const where = q.largeCountWhere && estimate !== null && estimate > COUNT_CAP ? q.largeCountWhere : q.where;
  const cap = q.countCap ?? COUNT_CAP;
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${q.from} WHERE ${where} LIMIT ${cap + 1}) capped`,
    q.params,
  );
  if (rows[0].n <= cap) return rows[0].n;
  return Math.max(estimate ?? (await estimateOf(db, q)), cap + 1);
};

/** A list query's page as its arguments ask: 25 rows a page and the first page unless they say. */
export const pageOf = (args: { first?: number | null; page?: number | null }) => ({ first: args.first ?? 25, page: args.page ?? 1 });

/**
 * A Lighthouse paginator: `{ data, paginatorInfo }`; `first` is clamped to 1..100. `total` is exact up to COUNT_CAP
 * and on a last page; `hasMorePages` is always exact (one row more is read).
 */
export const paginate = async <T extends Row>(db: Queryable, q: PageQuery) => {
  const perPage = Math.min(Math.max(1, Math.trunc(q.first)), MAX_PER_PAGE);
  const currentPage = Math.max(1, Math.trunc(q.page));
  const params = q.after ? [...q.params, q.after.value] : [...q.params];
  const where = q.after ? `${q.where} AND ${q.after.condition(`$${params.length}`)}` : q.where;
  const n = params.length;
  const offset = q.after ? 0 : (currentPage - 1) * perPage;
  const windowed = q.countWithPage === true && !q.after;
  const select = windowed ? `${q.select}, count(*) OVER () AS "${WINDOW_TOTAL}"` : q.select;
  const { rows } = await db.query<T>(
    `SELECT ${select} FROM ${q.from} WHERE ${where} ORDER BY ${q.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...params, perPage + 1, offset],
  );
  const windowTotal = windowed && rows.length > 0 ? Number(rows[0][WINDOW_TOTAL]) : null;
  if (windowed) for (const row of rows) delete (row as Row)[WINDOW_TOTAL];
  const data = rows.slice(0, perPage);
  const hasMorePages = rows.length > perPage;
  // The last page of an offset list tells the total without counting; so does a page counted in its own pass.
  const counted =
    windowTotal ?? (!q.after && !hasMorePages && (data.length > 0 || offset === 0) ? offset + data.length : await countOf(db, q));
  const firstItem = data.length > 0 ? (currentPage - 1) * perPage + 1 : null;
  const lastItem = firstItem === null ? null : firstItem + data.length - 1;
  // With a cursor `page` only labels the page (the client counts); an estimate must not contradict the rows seen.
  const total = Math.max(counted, (lastItem ?? 0) + (hasMorePages ? 1 : 0));
  return {
    data,
    paginatorInfo: {
      count: data.length,
      currentPage,
      firstItem,
      hasMorePages,
      lastItem,
      lastPage: Math.max(1, Math.ceil(total / perPage)),
      perPage,
      total,
    },
  };
};
