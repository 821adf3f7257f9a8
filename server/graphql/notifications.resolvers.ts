import crypto from 'node:crypto';
import type { NotificationType, Resolvers } from '../../src/generated/resolvers';
import type { Queryable } from '../db/database';
import type { GraphQLContext } from './context';
import { requireUser } from './context';
import { isUuid, notFound } from './errors';
import { paginate } from './paginate';
import type { NotificationRow } from './rows';

const COLUMNS = `id, user_id AS "userId", type, title, body, data, read_at AS "readAt", created_at AS "createdAt"`;

/** Notifies users in the caller's transaction; subscribers hear of it once the transaction commits. */
export const notify = async (
  ctx: Pick<GraphQLContext, 'db' | 'events' | 'afterCommit'>,
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

const unreadCount = async (db: Queryable, userId: string) => {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL',
    [userId],
  );
  return rows[0].n;
};

export const notificationResolvers: Resolvers = {
  Query: {
    notifications: async (_parent, { first, page, unread, orderBy }, ctx) => {
      const user = requireUser(ctx);
      const order = (orderBy ?? [])
        .map((o) => `${o.column === 'READ_AT' ? 'read_at' : 'created_at'} ${o.order === 'ASC' ? 'ASC' : 'DESC'}`)
        .concat('created_at DESC', 'id DESC')
        .join(', ');
      return paginate<NotificationRow>(ctx.db, {
        select: COLUMNS,
        from: 'notifications',
        where: `user_id = $1 ${unread === true ? 'AND read_at IS NULL' : unread === false ? 'AND read_at IS NOT NULL' : ''}`,
        params: [user.id],
        orderBy: order,
        first: first ?? 25,
        page: page ?? 1,
      });
    },
    unreadNotificationCount: (_parent, _args, ctx) => unreadCount(ctx.db, requireUser(ctx).id),
  },
  Mutation: {
    markNotificationRead: async (_parent, { id }, ctx) => {
      const user = requireUser(ctx);
      if (!isUuid(id)) throw notFound('Notification');
      const { rows } = await ctx.db.query<NotificationRow>(
        `UPDATE notifications SET read_at = coalesce(read_at, now()) WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
        [id, user.id],
      );
      if (rows.length === 0) throw notFound('Notification');
      return rows[0];
    },
    markAllNotificationsRead: async (_parent, _args, ctx) => {
      const user = requireUser(ctx);
      const { rows } = await ctx.db.query(
        'UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL RETURNING id',
        [user.id],
      );
      return rows.length;
    },
  },
  Subscription: {
    notificationCreated: {
      subscribe: (_parent, _args, ctx) => ctx.events.subscribe('notificationCreated', requireUser(ctx).id),
      resolve: (payload: NotificationRow) => payload,
    },
  },
};
