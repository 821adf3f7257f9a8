import type { Role } from '../../src/domain/roles';
import { audit } from '../audit';
import type { Actor } from '../auth/actors';
import type { Queryable } from '../db/database';
import type { GraphQLContext } from '../graphql/context';
import { validateInput } from '../records/writes';
import { announcementSchema } from './notifications.inputs';
import { notify } from './notifications.service';

export type AnnouncementRow = {
  id: string;
  title: string;
  body: string;
  roles: Role[];
  startsAt: Date;
  endsAt: Date;
  createdByName: string | null;
};

const ANNOUNCEMENT_SELECT = `a.id, a.title, a.body, a.roles, a.starts_at AS "startsAt", a.ends_at AS "endsAt",
  (SELECT u.name FROM users u WHERE u.id = a.created_by) AS "createdByName"`;

/** The tenant's live staff an announcement speaks to: everyone (no roles) or the holders of its roles (the portal has no banner). */
const audience = async (db: Queryable, tenantId: string, roles: readonly Role[]) => {
  const { rows } = await db.query<{ id: string }>(
    `SELECT DISTINCT ut.user_id AS id FROM user_tenants ut JOIN users u ON u.id = ut.user_id AND u.deleted_at IS NULL
     WHERE ut.tenant_id = $1 AND NOT coalesce(app_user_is_portal(ut.user_id), false)
       AND (cardinality($2::text[]) = 0 OR EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = ut.user_id AND r.role = ANY($2::text[])))`,
    [tenantId, roles],
  );
  return rows.map((row) => row.id);
};

/** The announcements valid now whose roles (none: everyone) the user holds, newest first. */
export const activeAnnouncements = async (ctx: GraphQLContext, actor: Actor, now: Date = new Date()) => {
  const { rows } = await ctx.db.query<AnnouncementRow>(
    `SELECT ${ANNOUNCEMENT_SELECT} FROM announcements a
     WHERE a.tenant_id = $1 AND a.starts_at <= $2 AND a.ends_at > $2 AND (cardinality(a.roles) = 0 OR a.roles && $3::text[])
     ORDER BY a.starts_at DESC, a.id LIMIT 20`,
    [actor.tenantId, now, actor.user.roles],
  );
  return rows;
};

/** An admin's announcement, audited; its audience hears of it (ANNOUNCEMENT) as it is written. */
export const createAnnouncement = async (ctx: GraphQLContext, actor: Actor, input: unknown) => {
  const values = validateInput(announcementSchema, input);
  const { rows } = await ctx.db.query<AnnouncementRow>(
    `INSERT INTO announcements AS a (tenant_id, title, body, roles, starts_at, ends_at, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${ANNOUNCEMENT_SELECT}`,
    [actor.tenantId, values.title, values.body, values.roles, values.startsAt ?? new Date(), values.endsAt, actor.user.id],
  );
  const row = rows[0];
  await audit(ctx.db, {
    tenantId: actor.tenantId,
    userId: actor.user.id,
    ip: ctx.ip,
    entityKind: 'Announcements',
    entityId: row.id,
    action: 'CREATED',
    event: 'announcement.create',
    after: row,
  });
  const to = (await audience(ctx.db, actor.tenantId, row.roles)).filter((id) => id !== actor.user.id);
  await notify(ctx, to, {
    type: 'ANNOUNCEMENT',
    title: row.title,
    body: row.body.slice(0, 500),
    data: { announcementId: row.id },
    tenantId: actor.tenantId,
  });
  return row;
};
