import { type HelpDeskReason, HelpDeskReasonValues } from '../../src/generated/enums/HelpDeskReason';

/** Status lists as literals, the same as the partial indexes' predicates in migration 026 (the planner matches them). */
const BEFORE_PICKUP = `('PROCESSING', 'PENDING_CONFIRMATION', 'CALL_CENTER_CONFIRMED', 'WAITING_ON_TAG_AND_TITLE', 'CLEARED_FOR_DISPATCH', 'PENDING_PICKUP')`;
const IN_CUSTODY = `('IN_TRANSIT', 'PORT_TRANSIT', 'IN_REPAIR', 'IN_STORAGE')`;
const PICKED_UP = `('IN_TRANSIT', 'PORT_TRANSIT', 'IN_REPAIR', 'IN_STORAGE', 'DELIVERED')`;

/** A status or hold reason in words ("PENDING_PICKUP" → "pending pickup"). */
const words = (column: string) => `lower(replace(${column}, '_', ' '))`;

/** The leg's reports, by the unique (tenant, leg, direction) index. */
const reportsOf = (alias: string, where: string) =>
  `FROM condition_reports ${alias} WHERE ${alias}.tenant_id = l.tenant_id AND ${alias}.order_leg_id = l.id AND ${where}`;
const NEW_DAMAGE_REPORT = `r.status = 'SUBMITTED' AND r.new_damage_count > 0`;

/**
 * One reason, said of a leg `l` (not deleted, of tenant $1): whether it `applies`, since when (`at`) and what it is in
 * words (`detail`; the page writes the times), and `scan`, the rows of its partial index (migration 026) in `at`
 * order, each `(leg_id, at)`. How each is decided and why: docs/decisions.md "Help desk".
 */
type Reason = { applies: string; at: string; detail: string; scan: { from: string; where: string; legId: string; at: string } };

const legScan = (where: string, at: string) => ({
  from: 'order_legs l',
  where: `l.tenant_id = $1 AND l.deleted_at IS NULL AND ${where}`,
  legId: 'l.id',
  at,
});

export const REASONS: Record<HelpDeskReason, Reason> = {
  PICKUP_OVERDUE: {
    applies: `l.status IN ${BEFORE_PICKUP} AND l.confirmed_pickup_at < now()`,
    at: 'l.confirmed_pickup_at',
    detail: `CASE WHEN l.driver_id IS NULL AND l.trucking_company_id IS NULL AND l.transport_method <> 'CLIENT_IN'
      THEN 'Not picked up; no driver or trucking company assigned' ELSE 'Not picked up yet (' || ${words('l.status')} || ')' END`,
    scan: legScan(`l.status IN ${BEFORE_PICKUP} AND l.confirmed_pickup_at < now()`, 'l.confirmed_pickup_at'),
  },
  DELIVERY_OVERDUE: {
    applies: `l.status IN ${IN_CUSTODY} AND l.confirmed_delivery_at < now()`,
    at: 'l.confirmed_delivery_at',
    detail: `'Not delivered yet (' || ${words('l.status')} || ')'`,
    scan: legScan(`l.status IN ${IN_CUSTODY} AND l.confirmed_delivery_at < now()`, 'l.confirmed_delivery_at'),
  },
  ABORTED: {
    applies: `l.status = 'ABORTED'`,
    at: 'coalesce(l.status_changed_at, l.updated_at)',
    detail: `'Pickup aborted: ' || coalesce(nullif(l.status_reason, ''), 'no reason given')`,
    scan: legScan(`l.status = 'ABORTED'`, 'coalesce(l.status_changed_at, l.updated_at)'),
  },
  LONG_HOLD: {
    applies: `l.status = 'ON_HOLD' AND coalesce(l.status_changed_at, l.updated_at) < now() - interval '1 day'`,
    at: 'coalesce(l.status_changed_at, l.updated_at)',
    detail: `'On hold: ' || coalesce(${words('l.hold_reason')}, 'no reason given') || coalesce(' (' || nullif(l.status_reason, '') || ')', '')`,
    scan: legScan(
      `l.status = 'ON_HOLD' AND coalesce(l.status_changed_at, l.updated_at) < now() - interval '1 day'`,
      'coalesce(l.status_changed_at, l.updated_at)',
    ),
  },
  PICKED_UP_WITHOUT_REPORT: {
    applies: `l.status IN ${PICKED_UP} AND l.transport_method <> 'CLIENT_IN'
      AND NOT EXISTS (SELECT 1 ${reportsOf('r', `r.direction = 'PICKUP' AND r.status IN ('SUBMITTED', 'ACCEPTED')`)})`,
    at: 'coalesce(l.picked_up_at, l.updated_at)',
    detail: `coalesce((SELECT CASE r.status WHEN 'REJECTED' THEN 'Pickup report ' || r.number || ' was rejected: ' || coalesce(r.reject_reason, 'no reason given')
      WHEN 'PENDING' THEN 'Pickup report ' || r.number || ' was never submitted' END ${reportsOf('r', `r.direction = 'PICKUP'`)}), 'No pickup condition report')`,
    scan: legScan(
      `l.status IN ${PICKED_UP} AND l.transport_method <> 'CLIENT_IN'
        AND NOT EXISTS (SELECT 1 ${reportsOf('r', `r.direction = 'PICKUP' AND r.status IN ('SUBMITTED', 'ACCEPTED')`)})`,
      'coalesce(l.picked_up_at, l.updated_at)',
    ),
  },
  NEW_DAMAGE: {
    applies: `EXISTS (SELECT 1 ${reportsOf('r', NEW_DAMAGE_REPORT)})`,
    at: `(SELECT min(r.submitted_at) ${reportsOf('r', NEW_DAMAGE_REPORT)})`,
    detail: `(SELECT r.new_damage_count || ' new damage' || CASE WHEN r.new_damage_count > 1 THEN 's' ELSE '' END || ' on the ' ||
      lower(r.direction) || ' report ' || r.number || ', waiting for review' ${reportsOf('r', NEW_DAMAGE_REPORT)} ORDER BY r.submitted_at, r.id LIMIT 1)`,
    // A leg with two such reports is scanned at its first one only.
    scan: {
      from: 'condition_reports cr JOIN order_legs l ON l.tenant_id = cr.tenant_id AND l.id = cr.order_leg_id',
      where: `cr.tenant_id = $1 AND cr.new_damage_count > 0 AND cr.status = 'SUBMITTED' AND l.deleted_at IS NULL
        AND NOT EXISTS (SELECT 1 ${reportsOf('r', `${NEW_DAMAGE_REPORT} AND (r.submitted_at, r.id) < (cr.submitted_at, cr.id)`)})`,
      legId: 'cr.order_leg_id',
      at: 'cr.submitted_at',
    },
  },
};

/** The reasons asked for, in schema order (all when none are named). */
export const reasonsOf = (asked: readonly HelpDeskReason[] | null | undefined): HelpDeskReason[] =>
  asked && asked.length > 0 ? HelpDeskReasonValues.filter((reason) => asked.includes(reason)) : [...HelpDeskReasonValues];

const rank = (reason: HelpDeskReason) => HelpDeskReasonValues.indexOf(reason);

/**
 * The reasons a leg can have together: the status decides all but NEW_DAMAGE, so only a leg in custody can be both
 * DELIVERY_OVERDUE and PICKED_UP_WITHOUT_REPORT, and any leg can also have NEW_DAMAGE. A branch compares itself only
 * with these (a smaller statement to plan, the same answer).
 */
const TOGETHER: Record<HelpDeskReason, readonly HelpDeskReason[]> = {
  PICKUP_OVERDUE: ['NEW_DAMAGE'],
  DELIVERY_OVERDUE: ['PICKED_UP_WITHOUT_REPORT', 'NEW_DAMAGE'],
  ABORTED: ['NEW_DAMAGE'],
  LONG_HOLD: ['NEW_DAMAGE'],
  PICKED_UP_WITHOUT_REPORT: ['DELIVERY_OVERDUE', 'NEW_DAMAGE'],
  NEW_DAMAGE: ['PICKUP_OVERDUE', 'DELIVERY_OVERDUE', 'ABORTED', 'LONG_HOLD', 'PICKED_UP_WITHOUT_REPORT'],
};

/**
 * A leg's first problem among `reasons` is `reason` (no other applies earlier, or as early with a lower rank): each
 * leg is listed by exactly one branch, at its oldest problem, so the list needs no grouping.
 */
const isFirst = (reason: HelpDeskReason, reasons: readonly HelpDeskReason[], at: string) =>
  TOGETHER[reason]
    .filter((other) => reasons.includes(other))
    .map((other) => {
      const o = REASONS[other];
      const earlier = rank(other) < rank(reason) ? `${o.at} <= ${at}` : `${o.at} < ${at}`;
      return `NOT (${o.applies} AND ${earlier})`;
    })
    .join(' AND ') || 'TRUE';

/**
 * One reason's legs as `(leg_id, at)`, each at its first problem among `reasons`, narrowed by `extra` on `l`; with
 * `limit`, the first that many in list order, read off the branch's index (a page needs no more of any branch).
 */
export const branchSql = (reason: HelpDeskReason, reasons: readonly HelpDeskReason[], extra: string, limit?: string) => {
  const { scan } = REASONS[reason];
  return `SELECT ${scan.legId} AS leg_id, ${scan.at} AS at FROM ${scan.from}
    WHERE ${scan.where} AND ${isFirst(reason, reasons, scan.at)} AND ${extra}${limit ? ` ORDER BY ${scan.at}, ${scan.legId} LIMIT ${limit}` : ''}`;
};

/** Every cause among `reasons` of the leg `l`, oldest first, as JSON `[{reason, at, detail}]`. */
export const causesSql = (reasons: readonly HelpDeskReason[]) =>
  `(SELECT json_agg(json_build_object('reason', c.reason, 'at', c.at, 'detail', c.detail) ORDER BY c.at, c.rank) FROM (${reasons
    .map(
      (reason) =>
        `SELECT '${reason}' AS reason, ${rank(reason)} AS rank, ${REASONS[reason].at} AS at, ${REASONS[reason].detail} AS detail WHERE ${REASONS[reason].applies}`,
    )
    .join(' UNION ALL ')}) c)`;
