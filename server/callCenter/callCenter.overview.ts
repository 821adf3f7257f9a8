import type { Queryable } from '../db/database';
import { COUNT_CAP } from '../graphql/paginate';
import type { Actor } from '../graphql/context';
import { callbacksDueCount, callsTodayByPerson, isLead } from './callCenter.callbacks';
import { queueWhere } from './callCenter.queue';

export type CallCenterOverviewRow = {
  today: string;
  callbacksDue: number;
  teamCallbacks: boolean;
  callsToday: { userId: string; userName: string; calls: number }[];
  toAcknowledge: number;
  toConfirmToday: number;
  toConfirmTomorrow: number;
  toReschedule: number;
};

/** A count read off the queue's index, stopping past COUNT_CAP as the lists do. */
const capped = (where: string) => `(SELECT count(*)::int FROM (SELECT 1 FROM order_legs l WHERE ${where} LIMIT ${COUNT_CAP + 1}) c)`;

/** /call-center: each of the team's queues counted as its page lists it (the same conditions, so a count is its list's total). */
export const callCenterOverview = async (db: Queryable, actor: Actor): Promise<CallCenterOverviewRow> => {
  const { tenantId } = actor;
  const [acknowledge, today, tomorrow, reschedule] = await Promise.all([
    queueWhere(db, tenantId, 'ACKNOWLEDGE', null),
    queueWhere(db, tenantId, 'CONFIRM', 'TODAY'),
    queueWhere(db, tenantId, 'CONFIRM', 'TOMORROW'),
    queueWhere(db, tenantId, 'RESCHEDULE', null),
  ]);
  const { rows } = await db.query<{ toAcknowledge: number; toConfirmToday: number; toConfirmTomorrow: number; toReschedule: number }>(
    `SELECT ${capped(acknowledge.where)} AS "toAcknowledge", ${capped(today.where)} AS "toConfirmToday",
       ${capped(tomorrow.where)} AS "toConfirmTomorrow", ${capped(reschedule.where)} AS "toReschedule"`,
    acknowledge.params,
  );
  return {
    today: String(acknowledge.params[1]),
    ...rows[0],
    callbacksDue: await callbacksDueCount(db, actor),
    teamCallbacks: isLead(actor),
    callsToday: await callsTodayByPerson(db, tenantId),
  };
};
