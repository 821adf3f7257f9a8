import { badUserInput } from '../errors';
import type { Queryable } from '../db/database';
import { tenantToday, tenantZone } from '../records/days';
import { type AccidentReportRow, REPAIR_COST, REPORT_SELECT } from './accidents.rows';

export type AccidentMonthRow = { month: string; accidents: number; incidents: number; recordable: number };

export type AccidentOverviewRow = {
  year: number;
  openReports: number;
  recentOpen: AccidentReportRow[];
  reportsThisYear: number;
  recordablesThisYear: number;
  fatalitiesThisYear: number;
  injuriesThisYear: number;
  openRepairs: number;
  repairCost: number;
  recovered: number;
  byMonth: AccidentMonthRow[];
};

/** How many open reports /accidents-incidents lists. */
const RECENT_OPEN = 10;

/**
 * /accidents-incidents for a year (this year by default; the tenant's calendar): open reports (of any year) and the
 * newest of them, the year's reports, recordables, fatalities and injuries, month by month; open repairs; the cost
 * of the year's repairs (opened that year; DECLINED cost nothing) and what has been recovered of it. All in SQL.
 */
export const accidentOverview = async (db: Queryable, tenantId: string, year: number | null | undefined): Promise<AccidentOverviewRow> => {
  const thisYear = Number((await tenantToday(db, tenantId)).slice(0, 4));
  const wanted = year ?? thisYear;
  if (!Number.isInteger(wanted) || wanted < 2000 || wanted > 2100) throw badUserInput({ year: ['Give a year from 2000 to 2100.'] });
  const zone = await tenantZone(db, tenantId);
  // $1 tenant, $2 year, $3 zone: the year runs from midnight of 1 January in the tenant's zone to the next.
  const inYear = (column: string) =>
    `${column} >= (make_date($2, 1, 1)::timestamp AT TIME ZONE $3) AND ${column} < (make_date($2 + 1, 1, 1)::timestamp AT TIME ZONE $3)`;
  const params = [tenantId, wanted, zone];
  const { rows: totals } = await db.query<Omit<AccidentOverviewRow, 'year' | 'recentOpen' | 'byMonth'>>(
    `SELECT
       (SELECT count(*)::int FROM accident_reports ar WHERE ar.tenant_id = $1 AND ar.deleted_at IS NULL AND ar.status = 'OPEN') AS "openReports",
       y.reports AS "reportsThisYear", y.recordables AS "recordablesThisYear", y.fatalities AS "fatalitiesThisYear", y.injuries AS "injuriesThisYear",
       (SELECT count(*)::int FROM repairs r WHERE r.tenant_id = $1 AND r.deleted_at IS NULL AND r.status NOT IN ('CLOSED', 'DECLINED')) AS "openRepairs",
       m.cost AS "repairCost", m.recovered
     FROM
       (SELECT count(*)::int AS reports, count(*) FILTER (WHERE ar.recordable)::int AS recordables,
          coalesce(sum(ar.fatalities), 0)::int AS fatalities, coalesce(sum(ar.injuries), 0)::int AS injuries
        FROM accident_reports ar WHERE ar.tenant_id = $1 AND ar.deleted_at IS NULL
          AND ${inYear('ar.occurred_at')}) y,
       (SELECT coalesce(sum(${REPAIR_COST}) FILTER (WHERE r.status <> 'DECLINED'), 0)::float8 AS cost,
          coalesce(sum((SELECT sum(rr.amount_recovered) FROM repair_recoveries rr WHERE rr.tenant_id = r.tenant_id AND rr.repair_id = r.id)), 0)::float8 AS recovered
        FROM repairs r WHERE r.tenant_id = $1 AND r.deleted_at IS NULL
          AND ${inYear('r.created_at')}) m`,
    params,
  );
  const { rows: byMonth } = await db.query<AccidentMonthRow>(
    `SELECT to_char(month, 'YYYY-MM') AS month,
       count(ar.id) FILTER (WHERE ar.kind = 'ACCIDENT')::int AS accidents,
       count(ar.id) FILTER (WHERE ar.kind = 'INCIDENT')::int AS incidents,
       count(ar.id) FILTER (WHERE ar.recordable)::int AS recordable
     FROM generate_series(make_date($2, 1, 1)::timestamp, make_date($2, 12, 1)::timestamp, interval '1 month') AS month
     LEFT JOIN accident_reports ar ON ar.tenant_id = $1 AND ar.deleted_at IS NULL AND ${inYear('ar.occurred_at')}
       AND date_trunc('month', ar.occurred_at AT TIME ZONE $3) = month
     GROUP BY month ORDER BY month`,
    params,
  );
  const { rows: recentOpen } = await db.query<AccidentReportRow>(
    `SELECT ${REPORT_SELECT} FROM accident_reports ar WHERE ar.tenant_id = $1 AND ar.deleted_at IS NULL AND ar.status = 'OPEN'
     ORDER BY ar.occurred_at DESC, ar.id DESC LIMIT ${RECENT_OPEN}`,
    [tenantId],
  );
  return { year: wanted, ...totals[0], recentOpen, byMonth };
};
