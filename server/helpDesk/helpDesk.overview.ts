import { HelpDeskReasonValues } from '../../src/generated/enums/HelpDeskReason';
import type { HelpDeskReason } from '../../src/generated/enums/HelpDeskReason';
import { tenantZone } from '../records/days';
import type { Queryable } from '../db/database';
import { COUNT_CAP } from '../graphql/paginate';
import { tenantToday } from '../records/days';
import { branchSql } from './helpDesk.reasons';

export type HelpDeskOverviewRow = {
  reasons: { reason: HelpDeskReason; count: number }[];
  openAlerts: number;
  newDamageByDay: { day: string; count: number }[];
};

/** How many days the new-damage chart shows, today last. */
export const DAMAGE_DAYS = 14;

/**
 * /help-desk: the legs per reason (each count a capped read of its branch's index: past COUNT_CAP it stops, as the
 * lists do), the open alerts, and the reports submitted with new damage on each of the tenant's last 14 days.
 */
export const helpDeskOverview = async (db: Queryable, tenantId: string): Promise<HelpDeskOverviewRow> => {
  const counts = HelpDeskReasonValues.map(
    (reason) => `(SELECT count(*)::int FROM (${branchSql(reason, [reason], 'TRUE')} LIMIT ${COUNT_CAP + 1}) c) AS "${reason}"`,
  );
  const { rows } = await db.query<Record<HelpDeskReason | 'openAlerts', number>>(
    `SELECT ${counts.join(', ')},
       (SELECT count(*)::int FROM alerts a WHERE a.tenant_id = $1 AND a.acknowledged_at IS NULL) AS "openAlerts"`,
    [tenantId],
  );
  const [today, zone] = await Promise.all([tenantToday(db, tenantId), tenantZone(db, tenantId)]);
  // $2 today, $3 zone: each day runs from its midnight in the tenant's zone to the next.
  const { rows: days } = await db.query<{ day: string; count: number }>(
    `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, count(cr.id)::int AS count
     FROM generate_series($2::date - ${DAMAGE_DAYS - 1}, $2::date, interval '1 day') AS d(day)
     LEFT JOIN condition_reports cr ON cr.tenant_id = $1 AND cr.new_damage_count > 0
       AND cr.submitted_at >= (d.day::timestamp AT TIME ZONE $3) AND cr.submitted_at < ((d.day + interval '1 day')::timestamp AT TIME ZONE $3)
     GROUP BY d.day ORDER BY d.day`,
    [tenantId, today, zone],
  );
  const totals = rows[0];
  return {
    reasons: HelpDeskReasonValues.map((reason) => ({ reason, count: totals[reason] })),
    openAlerts: totals.openAlerts,
    newDamageByDay: days,
  };
};
