import { auditWrite } from '../records/writes';
import type { Queryable } from '../db/database';
import { type CommunicationEntryRow, ENTRY_FROM, ENTRY_SELECT } from '../communications/communications.rows';
import { hasRole } from '../../src/domain/roles';
import type { Actor, GraphQLContext } from '../graphql/context';
import { paginate } from '../graphql/paginate';
import { badUserInput, forbidden, isUuid, notFound } from '../errors';
import { tenantToday, tenantZone } from '../records/days';
import { CALL_CENTER_LEAD_ROLES, CALL_CENTER_ROLES, requireCallCenter } from './callCenter.access';

/**
 * A callback is due once its time has come and nobody has been in touch about its record since it was set: a later
 * entry on the same record answers it. $1 is the tenant; `owner` narrows to one person's ($2).
 */
const dueWhere = (owner: boolean) => `ce.tenant_id = $1 AND ce.callback_at IS NOT NULL AND ce.callback_at <= now()
  ${owner ? 'AND ce.callback_user_id = $2' : ''}
  AND NOT EXISTS (SELECT 1 FROM communication_entries later WHERE later.tenant_id = ce.tenant_id
    AND later.subject_kind = ce.subject_kind AND later.subject_id = ce.subject_id AND later.created_at > ce.created_at)`;

/** Whose callbacks an actor reads: a lead the team's (all of them), anyone else their own. */
export const isLead = (actor: Actor) => hasRole(actor.user, CALL_CENTER_LEAD_ROLES);

export const callbacksDueCount = async (db: Queryable, actor: Actor): Promise<number> => {
  const team = isLead(actor);
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM communication_entries ce WHERE ${dueWhere(!team)}`,
    team ? [actor.tenantId] : [actor.tenantId, actor.user.id],
  );
  return rows[0].n;
};

/** The calls logged today (the tenant's day) per person, most first. */
export const callsTodayByPerson = async (db: Queryable, tenantId: string) => {
  const [today, zone] = await Promise.all([tenantToday(db, tenantId), tenantZone(db, tenantId)]);
  const { rows } = await db.query<{ userId: string; userName: string; calls: number }>(
    `SELECT u.id AS "userId", u.name AS "userName", count(*)::int AS calls
     FROM communication_entries ce JOIN users u ON u.id = ce.user_id
     WHERE ce.tenant_id = $1 AND ce.channel = 'CALL' AND ce.created_at >= ($2::date::timestamp AT TIME ZONE $3)
       AND ce.created_at < (($2::date + 1)::timestamp AT TIME ZONE $3)
     GROUP BY u.id, u.name ORDER BY calls DESC, u.name`,
    [tenantId, today, zone],
  );
  return rows;
};

/** A tenant's day as a range of created_at ($3 the day, $4 the zone), as callsTodayByPerson counts it. */
const ON_DAY = `ce.created_at >= ($3::date::timestamp AT TIME ZONE $4) AND ce.created_at < (($3::date + 1)::timestamp AT TIME ZONE $4)`;

/**
 * callCenterCallsToday: the calls one person logged today (the tenant's day), newest first, whatever record each was
 * about: what their count on /call-center opens, so the list's total is that count.
 */
export const listCallsToday = async (
  db: Queryable,
  tenantId: string,
  args: { userId: string; first?: number | null; page?: number | null },
) => {
  if (!isUuid(args.userId)) throw badUserInput({ userId: ['The selected person is invalid.'] });
  const [today, zone] = await Promise.all([tenantToday(db, tenantId), tenantZone(db, tenantId)]);
  return paginate<CommunicationEntryRow>(db, {
    select: ENTRY_SELECT,
    from: ENTRY_FROM,
    where: `ce.tenant_id = $1 AND ce.user_id = $2 AND ce.channel = 'CALL' AND ${ON_DAY}`,
    params: [tenantId, args.userId, today, zone],
    orderBy: 'ce.created_at DESC, ce.id DESC',
    first: args.first ?? 25,
    page: args.page ?? 1,
  });
};

/** callCenterCallbacks: the due callbacks, the oldest first; a lead reads the team's. */
export const listCallbacks = (db: Queryable, actor: Actor, args: { first?: number | null; page?: number | null }) => {
  const team = isLead(actor);
  return paginate<CommunicationEntryRow>(db, {
    select: ENTRY_SELECT,
    from: ENTRY_FROM,
    where: dueWhere(!team),
    params: team ? [actor.tenantId] : [actor.tenantId, actor.user.id],
    orderBy: 'ce.callback_at, ce.id',
    first: args.first ?? 25,
    page: args.page ?? 1,
  });
};

/**
 * reassignCallback: a lead hands a callback to another member of the team (the reminder goes to its new owner, at
 * the same time; one already sent is sent again). Audited on the entry.
 */
export const reassignCallback = async (ctx: GraphQLContext, args: { id: string; userId: string }): Promise<CommunicationEntryRow> => {
  const actor = requireCallCenter(ctx);
  if (!isLead(actor)) throw forbidden('Only a call center lead reassigns callbacks.');
  const found = isUuid(args.id)
    ? (await ctx.db.query<CommunicationEntryRow>(`SELECT ${ENTRY_SELECT} FROM ${ENTRY_FROM} WHERE ce.id = $1 FOR UPDATE OF ce`, [args.id]))
        .rows[0]
    : undefined;
  if (!found || found.callbackAt === null) throw notFound('Callback');
  // The new owner: a live user of the tenant on the team (ADMIN passes every role list, so an admin may hold one too).
  const { rows: owners } = await ctx.db.query(
    `SELECT 1 FROM users u JOIN user_tenants ut ON ut.user_id = u.id AND ut.tenant_id = $1
     WHERE u.id = $2 AND u.deleted_at IS NULL AND EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role = ANY($3::text[]))`,
    [actor.tenantId, isUuid(args.userId) ? args.userId : null, CALL_CENTER_ROLES],
  );
  if (owners.length === 0) throw badUserInput({ userId: ['The selected user is not on the call center team.'] });
  await ctx.db.query('UPDATE communication_entries SET callback_user_id = $2, reminded_at = NULL WHERE id = $1', [found.id, args.userId]);
  await auditWrite(ctx, actor, { kind: 'Communications', noun: 'communication' }, 'reassignCallback', found.id, {
    before: { callbackUserId: found.callbackUserId },
    after: { callbackUserId: args.userId },
  });
  const { rows } = await ctx.db.query<CommunicationEntryRow>(`SELECT ${ENTRY_SELECT} FROM ${ENTRY_FROM} WHERE ce.id = $1`, [found.id]);
  return rows[0];
};

/** callCenterTeam: whom a lead may hand a callback to. */
export const callCenterTeam = async (db: Queryable, tenantId: string) =>
  (
    await db.query<{ id: string; name: string }>(
      `SELECT u.id, u.name FROM users u JOIN user_tenants ut ON ut.user_id = u.id AND ut.tenant_id = $1
       WHERE u.deleted_at IS NULL AND EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role IN ('CALL_CENTER', 'CALL_CENTER_LEAD'))
       ORDER BY u.name, u.id`,
      [tenantId],
    )
  ).rows;
