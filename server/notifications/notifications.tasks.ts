import { OPERATOR_STAFF_ROLES, type Role } from '../../src/domain/roles';
import { formatDateTime } from '../../src/domain/format';
import { audit } from '../audit';
import type { Actor } from '../auth/actors';
import type { Database, Queryable } from '../db/database';
import { eachTenant, usersWithRoles } from '../db/tenantJobs';
import { appError, badUserInput, isUuid, notFound } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import type { Events } from '../pubsub';
import { validateInput } from '../records/writes';
import { taskSchema } from './notifications.inputs';
import { notify } from './notifications.service';

export type TaskRow = {
  id: string;
  title: string;
  notes: string | null;
  assigneeId: string | null;
  assigneeName: string | null;
  assigneeRole: Role | null;
  dueAt: Date;
  remindMinutes: number;
  remindedAt: Date | null;
  status: 'OPEN' | 'DONE';
  doneAt: Date | null;
  createdByName: string | null;
  version: number;
};

export const TASK_SELECT = `t.id, t.title, t.notes, t.assignee_id AS "assigneeId",
  (SELECT u.name FROM users u WHERE u.id = t.assignee_id) AS "assigneeName", t.assignee_role AS "assigneeRole",
  t.due_at AS "dueAt", t.remind_minutes AS "remindMinutes", t.reminded_at AS "remindedAt", t.status, t.done_at AS "doneAt",
  (SELECT u.name FROM users u WHERE u.id = t.created_by) AS "createdByName", t.version`;

const findTask = async (db: Queryable, tenantId: string, id: string, lock = false) => {
  if (!isUuid(id)) throw notFound('Task');
  const { rows } = await db.query<TaskRow>(
    `SELECT ${TASK_SELECT} FROM tasks t WHERE t.tenant_id = $1 AND t.id = $2${lock ? ' FOR UPDATE' : ''}`,
    [tenantId, id],
  );
  if (!rows[0]) throw notFound('Task');
  return rows[0];
};

/** Who a task speaks to: its person, or every live user of the tenant holding its role. */
const assignees = async (db: Queryable, tenantId: string, task: Pick<TaskRow, 'assigneeId' | 'assigneeRole'>) =>
  task.assigneeId ? [task.assigneeId] : (await usersWithRoles(db, tenantId, [task.assigneeRole as Role])).map((user) => user.id);

/** The open tasks of the user and of their roles, soonest due first; `all`: the tenant's every task. */
export const listTasks = async (ctx: GraphQLContext, actor: Actor, all: boolean) => {
  const { rows } = await ctx.db.query<TaskRow>(
    `SELECT ${TASK_SELECT} FROM tasks t WHERE t.tenant_id = $1
       AND ($2 OR (t.status = 'OPEN' AND (t.assignee_id = $3 OR t.assignee_role = ANY($4::text[]))))
     ORDER BY t.status DESC, t.due_at, t.id LIMIT 200`,
    [actor.tenantId, all, actor.user.id, actor.user.roles],
  );
  return rows;
};

/**
 * The people a task may be given to: the tenant's live staff users (an operator staff role, not a portal account, not
 * deactivated), as requireStaff lets them read tasks. `$1` the tenant, `$2` the staff roles.
 */
const STAFF_USERS_SQL = `FROM users u JOIN user_tenants m ON m.user_id = u.id AND m.tenant_id = $1
  WHERE u.deleted_at IS NULL AND u.deactivated_at IS NULL AND NOT coalesce(app_user_is_portal(u.id), false)
    AND EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role = ANY($2::text[]))`;

export type StaffUserRow = { id: string; name: string; email: string };

/** The person picker's people (Query.staffUsers): the tenant's staff whose name or email holds the search, by name. */
export const listStaffUsers = async (ctx: GraphQLContext, actor: Actor, search: string | null | undefined, first: number) => {
  const text = search?.trim().slice(0, 100) ?? '';
  const { rows } = await ctx.db.query<StaffUserRow>(
    `SELECT u.id, u.name, u.email ${STAFF_USERS_SQL}
       AND ($3 = '' OR u.name ILIKE '%' || $3 || '%' ESCAPE '\\' OR u.email ILIKE '%' || $3 || '%' ESCAPE '\\')
     ORDER BY lower(u.name), u.id LIMIT $4`,
    [actor.tenantId, OPERATOR_STAFF_ROLES, text.replace(/[\\%_]/g, (c) => `\\${c}`), Math.min(Math.max(first, 1), 50)],
  );
  return rows;
};

/** A new task, audited: its assignee (a user of the tenant) or its role's holders hear of it (TASK), or are reminded at once inside the reminder window. */
export const createTask = async (ctx: GraphQLContext, actor: Actor, input: unknown) => {
  const task = validateInput(taskSchema, input);
  // Another tenant's user, a portal account or a deactivated one is no one the picker offers.
  if (task.assigneeId) {
    const { rows } = isUuid(task.assigneeId)
      ? await ctx.db.query(`SELECT 1 ${STAFF_USERS_SQL} AND u.id = $3`, [actor.tenantId, OPERATOR_STAFF_ROLES, task.assigneeId])
      : { rows: [] };
    if (rows.length === 0) throw badUserInput({ 'input.assigneeId': ['Pick a staff user of this tenant.'] });
  }
  const { rows } = await ctx.db.query<{ id: string }>(
    `INSERT INTO tasks (tenant_id, title, notes, assignee_id, assignee_role, due_at, remind_minutes, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      actor.tenantId,
      task.title,
      task.notes,
      task.assigneeId ?? null,
      task.assigneeRole ?? null,
      task.dueAt,
      task.remindMinutes,
      actor.user.id,
    ],
  );
  const row = await findTask(ctx.db, actor.tenantId, rows[0].id);
  await audit(ctx.db, {
    tenantId: actor.tenantId,
    userId: actor.user.id,
    ip: ctx.ip,
    entityKind: 'Tasks',
    entityId: row.id,
    action: 'CREATED',
    event: 'task.create',
    after: row,
  });
  const { rows: tenants } = await ctx.db.query<{ timeZone: string; locale: string }>(
    'SELECT time_zone AS "timeZone", locale FROM tenants WHERE id = $1',
    [actor.tenantId],
  );
  const due = formatDateTime(new Date(row.dueAt).toISOString(), tenants[0]?.locale, tenants[0]?.timeZone);
  const people = await assignees(ctx.db, actor.tenantId, row);
  // A task made inside its own reminder window is reminded at once (the author too: a note to self is the point),
  // rather than told of now and reminded by the next sweep a minute later.
  const now = new Date();
  if (row.dueAt.getTime() - row.remindMinutes * 60_000 <= now.getTime()) {
    await ctx.db.query('UPDATE tasks SET reminded_at = $3 WHERE tenant_id = $1 AND id = $2', [actor.tenantId, row.id, now]);
    await notify(ctx, people, {
      type: 'TASK',
      title: `Task due: ${row.title}`,
      body: `Due ${due}.`,
      data: { taskId: row.id },
      tenantId: actor.tenantId,
    });
    return { ...row, remindedAt: now };
  }
  await notify(
    ctx,
    people.filter((id) => id !== actor.user.id),
    {
      type: 'TASK',
      title: `New task: ${row.title}`,
      body: `${actor.user.name} assigned you a task due ${due}.`,
      data: { taskId: row.id },
      tenantId: actor.tenantId,
    },
  );
  return row;
};

/** Done from OPEN, reopened from DONE; any other move is INVALID_TRANSITION, a stale version CONFLICT. */
export const moveTask = async (ctx: GraphQLContext, actor: Actor, id: string, version: number, to: 'OPEN' | 'DONE') => {
  const before = await findTask(ctx.db, actor.tenantId, id, true);
  if (before.version !== version) throw appError('CONFLICT', 'This record was changed by someone else. Reload it and try again.');
  const event = to === 'DONE' ? 'task.done' : 'task.reopen';
  if (before.status === to)
    throw appError('INVALID_TRANSITION', to === 'DONE' ? 'The task is already done.' : 'The task is open already.', {
      event,
      status: before.status,
      reason: 'STATUS',
    });
  await ctx.db.query(
    `UPDATE tasks SET status = $3, done_at = $4, done_by = $5, version = version + 1, updated_at = now()
     WHERE tenant_id = $1 AND id = $2`,
    [actor.tenantId, id, to, to === 'DONE' ? new Date() : null, to === 'DONE' ? actor.user.id : null],
  );
  const after = await findTask(ctx.db, actor.tenantId, id);
  await audit(ctx.db, {
    tenantId: actor.tenantId,
    userId: actor.user.id,
    ip: ctx.ip,
    entityKind: 'Tasks',
    entityId: id,
    action: 'UPDATED',
    event,
    before: { status: before.status },
    after: { status: after.status },
  });
  return after;
};

type DueTask = {
  id: string;
  title: string;
  dueAt: Date;
  assigneeId: string | null;
  assigneeRole: Role | null;
  timeZone: string;
  locale: string;
};

/**
 * The task reminder sweep (a manifest job, every minute): each open task whose reminder time (remind_minutes before
 * its due time) has come notifies its assignees once (TASK), marks it reminded and audits it as the system's. Rows
 * another instance holds are skipped (SKIP LOCKED). Answers how many tasks were reminded.
 */
export const remindTasks = (db: Database, events: Events, now: Date = new Date()): Promise<number> =>
  eachTenant(db, async (tx, tenantId, afterCommit) => {
    const { rows } = await tx.query<DueTask>(
      `SELECT t.id, t.title, t.due_at AS "dueAt", t.assignee_id AS "assigneeId", t.assignee_role AS "assigneeRole",
         tn.time_zone AS "timeZone", tn.locale
       FROM tasks t JOIN tenants tn ON tn.id = t.tenant_id
       WHERE t.tenant_id = $1 AND t.status = 'OPEN' AND t.reminded_at IS NULL
         AND t.due_at <= $2::timestamptz + interval '7 days' AND t.due_at - t.remind_minutes * interval '1 minute' <= $2
       ORDER BY t.due_at, t.id FOR UPDATE OF t SKIP LOCKED`,
      [tenantId, now],
    );
    for (const task of rows) {
      await tx.query('UPDATE tasks SET reminded_at = $2 WHERE id = $1', [task.id, now]);
      const at = formatDateTime(new Date(task.dueAt).toISOString(), task.locale, task.timeZone);
      await notify({ db: tx, events, afterCommit }, await assignees(tx, tenantId, task), {
        type: 'TASK',
        title: `Task due: ${task.title}`,
        body: `Due ${at}.`,
        data: { taskId: task.id },
        tenantId,
      });
      await audit(tx, {
        tenantId,
        userId: null,
        entityKind: 'Tasks',
        entityId: task.id,
        action: 'UPDATED',
        event: 'task.remind',
        after: { remindedAt: now.toISOString() },
      });
    }
    return rows.length;
  });
