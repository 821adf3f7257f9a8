import { createHash } from 'node:crypto';
import type { QueryHelpDeskLegsArgs } from '../../src/generated/resolvers';
import type { Queryable } from '../db/database';
import { COUNT_CAP, MAX_PER_PAGE } from '../graphql/paginate';
import { containsPattern } from '../graphql/where';
import { branchSql, causesSql, reasonsOf } from './helpDesk.reasons';
import type { HelpDeskCauseRow, HelpDeskLegRow } from './helpDesk.rows';

type Stored = {
  legId: string;
  since: Date | null;
  causes: { reason: HelpDeskCauseRow['reason']; at: string | null; detail: string }[] | null;
};

/**
 * On PostgreSQL each variant (the reasons asked, with or without a search: at most 126) is planned once per connection:
 * planning this statement costs more than running it. PGlite plans every time (docs/decisions.md "Help desk").
 */
const prepared = (sql: string) => ({ prepare: `help-desk-${createHash('sha1').update(sql).digest('hex').slice(0, 16)}` });

/** The search: the leg's number (its order's number leads it) or its vehicle's VIN, as on /order-legs. */
const searchOf = (search: string | null | undefined, params: unknown[]) => {
  const text = search?.trim();
  if (!text) return 'TRUE';
  params.push(containsPattern(text.slice(0, 200)));
  const p = `$${params.length}`;
  return `(l.number ILIKE ${p} OR EXISTS (SELECT 1 FROM vehicles v WHERE v.tenant_id = l.tenant_id AND v.id = l.vehicle_id AND v.vin ILIKE ${p}))`;
};

/**
 * helpDeskLegs: the reasons' branches, each listing a leg at its first problem only and read in list order off its
 * partial index as far as the page reaches (offset + page + 1 rows), merged, cut to the page, and the page's legs say
 * every cause: one statement. The count is capped as the shared paginator's (past COUNT_CAP it says COUNT_CAP + 1: a
 * planner's estimate of this union is no better than that), and asked only when the page is not the last. The legs
 * come from the orders area's loader.
 */
export const listHelpDeskLegs = async (db: Queryable, tenantId: string, args: QueryHelpDeskLegsArgs) => {
  const perPage = Math.min(Math.max(1, Math.trunc(args.first ?? 50)), MAX_PER_PAGE);
  const currentPage = Math.min(Math.max(1, Math.trunc(args.page ?? 1)), 1_000_000);
  const offset = (currentPage - 1) * perPage;
  const params: unknown[] = [tenantId];
  const search = searchOf(args.search, params);
  const reasons = reasonsOf(args.reasons);
  const union = (limit?: string) => reasons.map((reason) => `(${branchSql(reason, reasons, search, limit)})`).join(' UNION ALL ');
  const filters = params.length;
  params.push(offset + perPage + 1, perPage + 1, offset);
  const [reach, take, skip] = [`$${filters + 1}`, `$${filters + 2}`, `$${filters + 3}`];
  const pageSql = `SELECT p.leg_id AS "legId", p.at AS since, (SELECT ${causesSql(reasons)} FROM order_legs l WHERE l.id = p.leg_id) AS causes
     FROM (${union(reach)}) p ORDER BY p.at, p.leg_id LIMIT ${take} OFFSET ${skip}`;
  const { rows } = await db.query<Stored>(pageSql, params, prepared(pageSql));
  const countSql = `SELECT count(*)::int AS n FROM (${union()} LIMIT ${COUNT_CAP + 1}) c`;
  const hasMorePages = rows.length > perPage;
  const page = rows.slice(0, perPage);
  const total =
    !hasMorePages && (page.length > 0 || offset === 0)
      ? offset + page.length
      : (await db.query<{ n: number }>(countSql, params.slice(0, filters), prepared(countSql))).rows[0].n;
  const firstItem = page.length > 0 ? offset + 1 : null;
  const lastItem = firstItem === null ? null : firstItem + page.length - 1;
  const counted = Math.max(total, (lastItem ?? 0) + (hasMorePages ? 1 : 0));
  const data: HelpDeskLegRow[] = page.map((row) => ({
    legId: row.legId,
    since: row.since,
    causes: (row.causes ?? []).map((cause) => ({ ...cause, at: cause.at === null ? null : new Date(cause.at) })),
  }));
  return {
    data,
    paginatorInfo: {
      count: page.length,
      currentPage,
      firstItem,
      hasMorePages,
      lastItem,
      perPage,
      lastPage: Math.max(1, Math.ceil(counted / perPage)),
      total: counted,
    },
  };
};
