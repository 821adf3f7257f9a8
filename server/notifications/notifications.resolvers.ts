import type { Resolvers } from '../../src/generated/resolvers';
import type { Queryable } from '../db/database';
import { requireUser } from '../graphql/context';
import { isUuid, notFound } from '../errors';
import { paginate } from '../graphql/paginate';
import { requireStaff, requireStaffWith } from '../auth/actors';
import { requireTenant } from '../graphql/context';
import { activeAnnouncements, createAnnouncement } from './notifications.announcements';
import { notificationLink } from './notifications.links';
import { notificationSettings, updateNotificationSettings } from './notifications.preferences';
import type { NotificationRow } from './notifications.rows';
import { NOTIFICATION_SELECT } from './notifications.service';
import { createTask, listStaffUsers, listTasks, moveTask } from './notifications.tasks';

const unreadCount = async (db: Queryable, userId: string) => {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL', [
    userId,
  ]);
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
        select: NOTIFICATION_SELECT,
        from: 'notifications',
        where: `user_id = $1 ${unread === true ? 'AND read_at IS NULL' : unread === false ? 'AND read_at IS NOT NULL' : ''}`,
        params: [user.id],
        orderBy: order,
        first: first ?? 25,
        page: page ?? 1,
      });
    },
    unreadNotificationCount: (_parent, _args, ctx) => unreadCount(ctx.db, requireUser(ctx).id),
    notificationSettings: (_parent, _args, ctx) => notificationSettings(ctx, requireTenant(ctx)),
    tasks: (_parent, { all }, ctx) => listTasks(ctx, requireStaff(ctx), all === true),
    staffUsers: (_parent, { search, first }, ctx) => listStaffUsers(ctx, requireStaff(ctx), search, first ?? 20),
    // Every staff page asks (the layout's banner); the portal has no banner and gets none.
    activeAnnouncements: (_parent, _args, ctx) => {
      const actor = requireTenant(ctx);
      return actor.user.portal ? [] : activeAnnouncements(ctx, actor);
    },
  },
  Mutation: {
    markNotificationRead: async (_parent, { id }, ctx) => {
      const user = requireUser(ctx);
      if (!isUuid(id)) throw notFound('Notification');
      const { rows } = await ctx.db.query<NotificationRow>(
        `UPDATE notifications SET read_at = coalesce(read_at, now()) WHERE id = $1 AND user_id = $2 RETURNING ${NOTIFICATION_SELECT}`,
        [id, user.id],
      );
      if (rows.length === 0) throw notFound('Notification');
      return rows[0];
    },
    markAllNotificationsRead: async (_parent, _args, ctx) => {
      const user = requireUser(ctx);
      const { rows } = await ctx.db.query('UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL RETURNING id', [
        user.id,
      ]);
      return rows.length;
    },
    updateNotificationSettings: (_parent, { input }, ctx) => updateNotificationSettings(ctx, requireTenant(ctx), input),
    createTask: (_parent, { input }, ctx) => createTask(ctx, requireStaff(ctx), input),
    completeTask: (_parent, { id, version }, ctx) => moveTask(ctx, requireStaff(ctx), id, version, 'DONE'),
    reopenTask: (_parent, { id, version }, ctx) => moveTask(ctx, requireStaff(ctx), id, version, 'OPEN'),
    createAnnouncement: (_parent, { input }, ctx) => createAnnouncement(ctx, requireStaffWith(ctx, ['ADMIN']), input),
  },
  Notification: {
    link: (notification, _args, ctx) => notificationLink(notification.data, requireUser(ctx).portal),
  },
  Subscription: {
    notificationCreated: {
      subscribe: (_parent, _args, ctx) => ctx.events.subscribe('notificationCreated', requireUser(ctx).id),
      resolve: (payload: NotificationRow) => payload,
    },
  },
};
