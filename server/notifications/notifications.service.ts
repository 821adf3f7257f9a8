import crypto from 'node:crypto';
import type { NotificationType } from '../../src/generated/enums';
import type { Queryable } from '../db/database';
import type { Events } from '../pubsub';
import type { NotificationRow } from './notifications.rows';

export const NOTIFICATION_SELECT = `id, user_id AS "userId", type, title, body, data, read_at AS "readAt", created_at AS "createdAt"`;

/** Notifies users in the caller's transaction; subscribers hear of it once the transaction commits. */
export const notify = async (
  ctx: { db: Queryable; events: Events; afterCommit: (effect: () => void) => void },
  userIds: readonly string[],
  notification: { type: NotificationType; title: string; body: string; data?: unknown; tenantId?: string | null },
) => {
  if (userIds.length === 0) return [];
  const createdAt = new Date();
  const rows: NotificationRow[] = userIds.map((userId) => ({
    id: crypto.randomUUID(),
    userId,
    type: notification.type,
    title: notification.title,
    body: notification.body,
    data: notification.data ?? {},
    readAt: null,
    createdAt,
  }));
  // No RETURNING: the rows belong to other users, whose rows this user may not read back.
  await ctx.db.query(
    `INSERT INTO notifications (id, user_id, tenant_id, type, title, body, data, created_at)
     SELECT id, u, $3, $4, $5, $6, $7, $8 FROM unnest($1::uuid[], $2::uuid[]) AS n(id, u)`,
    [
      rows.map((row) => row.id),
      userIds,
      notification.tenantId ?? null,
      notification.type,
      notification.title,
      notification.body,
      JSON.stringify(notification.data ?? {}),
      createdAt,
    ],
  );
  ctx.afterCommit(() => {
    for (const row of rows) ctx.events.publish('notificationCreated', row.userId, row);
  });
  return rows;
};
