import crypto from 'node:crypto';
import type { NotificationType } from '../../src/generated/enums/NotificationType';
import type { Queryable } from '../db/database';
import { queueMail } from '../mail/mailer';
import type { Events } from '../pubsub';
import { notificationLink } from './notifications.links';
import type { NotificationRow } from './notifications.rows';

export const NOTIFICATION_SELECT = `id, user_id AS "userId", type, title, body, data, read_at AS "readAt", created_at AS "createdAt"`;

type Recipient = { id: string; email: string; portal: boolean; inApp: boolean; mail: boolean; digest: boolean };

/**
 * Where each recipient wants this type: their stored preference in the tenant, else the default (in the app only).
 * A notification outside any tenant (a contact form to the admins) follows the default.
 */
const recipients = async (db: Queryable, tenantId: string | null, type: NotificationType, userIds: readonly string[]) => {
  const { rows } = await db.query<Recipient>(
    `SELECT u.id, u.email, coalesce(app_user_is_portal(u.id), false) AS portal, coalesce(p.in_app, true) AS "inApp",
       coalesce(p.email, false) AS mail, coalesce(p.digest, false) AS digest
     FROM users u LEFT JOIN notification_preferences p ON p.tenant_id = $1 AND p.user_id = u.id AND p.type = $2
     WHERE u.id = ANY($3::uuid[]) AND u.deleted_at IS NULL`,
    [tenantId, type, [...new Set(userIds)]],
  );
  return rows;
};

/**
 * Notifies users in the caller's transaction, on the channels each chose for the type (notification_preferences): the
 * bell (subscribers hear of it once the transaction commits), an e-mail through the outbox, a line in the next daily
 * digest. A channel a user muted gets nothing. Answers the bell's rows.
 */
export const notify = async (
  ctx: { db: Queryable; events: Events; afterCommit: (effect: () => void) => void },
  userIds: readonly string[],
  notification: { type: NotificationType; title: string; body: string; data?: unknown; tenantId?: string | null },
) => {
  if (userIds.length === 0) return [];
  const tenantId = notification.tenantId ?? null;
  const data = notification.data ?? {};
  const to = await recipients(ctx.db, tenantId, notification.type, userIds);
  const createdAt = new Date();
  const rows: NotificationRow[] = to
    .filter((user) => user.inApp)
    .map((user) => ({
      id: crypto.randomUUID(),
      userId: user.id,
      type: notification.type,
      title: notification.title,
      body: notification.body,
      data,
      readAt: null,
      createdAt,
    }));
  // No RETURNING: the rows belong to other users, whose rows this user may not read back.
  if (rows.length > 0)
    await ctx.db.query(
      `INSERT INTO notifications (id, user_id, tenant_id, type, title, body, data, created_at)
       SELECT id, u, $3, $4, $5, $6, $7, $8 FROM unnest($1::uuid[], $2::uuid[]) AS n(id, u)`,
      [
        rows.map((row) => row.id),
        rows.map((row) => row.userId),
        tenantId,
        notification.type,
        notification.title,
        notification.body,
        JSON.stringify(data),
        createdAt,
      ],
    );
  for (const user of to.filter((recipient) => recipient.mail))
    await queueMail(ctx.db, {
      to: user.email,
      subject: notification.title,
      text: `${notification.body}\n\nOpen: ${notificationLink(data, user.portal)}\n\nChange what you hear about under My Account.`,
    });
  const digest = to.filter((user) => user.digest);
  if (tenantId && digest.length > 0)
    await ctx.db.query(
      `INSERT INTO notification_digest_items (tenant_id, user_id, type, title, body, link, created_at)
       SELECT $1, u, $3, $4, $5, l, $6 FROM unnest($2::uuid[], $7::text[]) AS d(u, l)`,
      [
        tenantId,
        digest.map((user) => user.id),
        notification.type,
        notification.title,
        notification.body,
        createdAt,
        digest.map((user) => notificationLink(data, user.portal)),
      ],
    );
  ctx.afterCommit(() => {
    for (const row of rows) ctx.events.publish('notificationCreated', row.userId, row);
  });
  return rows;
};
