import type { CallCenterDay } from '../../src/generated/enums/CallCenterDay';
import type { CallCenterQueue } from '../../src/generated/enums/CallCenterQueue';
import type { Queryable } from '../db/database';
import { paginate } from '../graphql/paginate';
import { tenantToday } from '../records/days';
import type { CallCenterLegRow } from './callCenter.rows';

/**
 * Each queue's statuses. Every one is a subset of migration 052's partial index (order_legs_call_center_idx), whose
 * status literals the query repeats so the planner proves the index from it: a page is the index's first entries.
 */
const QUEUE_STATUSES: Record<CallCenterQueue, string> = {
  CALLS: "l.status IN ('UNACKNOWLEDGED', 'PENDING_CONFIRMATION')",
  ACKNOWLEDGE: "l.status = 'UNACKNOWLEDGED'",
  CONFIRM: "l.status = 'PENDING_CONFIRMATION'",
  RESCHEDULE: "l.status = 'ABORTED'",
};

/** The index's predicate, written as the migration writes it. */
const IN_INDEX = "l.deleted_at IS NULL AND l.status IN ('UNACKNOWLEDGED', 'PENDING_CONFIRMATION', 'ABORTED')";

/** The day filter on the promised pickup day ($2 is today in the tenant's zone): today takes ASAP and overdue legs too. */
const DAY_FILTER: Record<CallCenterDay, string> = {
  TODAY: '(l.pickup_day IS NULL OR l.pickup_day <= $2::date)',
  TOMORROW: 'l.pickup_day = $2::date + 1',
};

export type QueueArgs = { first?: number | null; page?: number | null; queue?: CallCenterQueue | null; day?: CallCenterDay | null };

/** The queue's conditions and parameters ($1 the tenant, $2 today), shared by the list and the overview's counts. */
export const queueWhere = async (db: Queryable, tenantId: string, queue: CallCenterQueue, day: CallCenterDay | null) => ({
  where: [`l.tenant_id = $1`, IN_INDEX, QUEUE_STATUSES[queue], day ? DAY_FILTER[day] : '$2::date IS NOT NULL'].join(' AND '),
  params: [tenantId, await tenantToday(db, tenantId)],
});

/**
 * callCenterLegs: oldest promise first. The promise is the leg's pickup day (the confirmed pickup's day, else the
 * requested one); an ASAP leg promised nothing later than now and comes first; then the oldest leg. Whom to call is
 * the leg's own pickup contact, else its delivery contact (never the place's front desk).
 */
export const listCallCenterLegs = async (db: Queryable, tenantId: string, args: QueueArgs) => {
  const { where, params } = await queueWhere(db, tenantId, args.queue ?? 'CALLS', args.day ?? null);
  return paginate<CallCenterLegRow>(db, {
    select: `l.id AS "legId", coalesce(l.pickup_contact, l.delivery_contact) AS contact,
      to_char(l.pickup_day, 'YYYY-MM-DD') AS "promisedDay"`,
    from: 'order_legs l',
    where,
    params,
    orderBy: 'l.pickup_day NULLS FIRST, l.created_at, l.id',
    first: args.first ?? 25,
    page: args.page ?? 1,
  });
};
