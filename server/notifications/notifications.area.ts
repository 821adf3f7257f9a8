import { defineArea, MINUTE } from '../areaKit';
import { sendDigests } from './notifications.digest';
import { notificationResolvers } from './notifications.resolvers';
import { remindTasks } from './notifications.tasks';

/** The bell and everything that speaks through it: a user's notifications and say over them, tasks, announcements. */
export const notificationsArea = defineArea({
  name: 'notifications',
  resolvers: notificationResolvers,
  mappers: {
    Notification: './notifications.rows#NotificationRow',
    Task: './notifications.tasks#TaskRow',
    Announcement: './notifications.announcements#AnnouncementRow',
  },
  auditKinds: ['Announcements', 'NotificationPreferences', 'Tasks'],
  // A task's reminder comes within a minute of its time; a digest within five minutes of its hour, once a day.
  jobs: [
    { name: 'task reminders', every: MINUTE, run: ({ db, events }) => remindTasks(db, events) },
    { name: 'notification digests', every: 5 * MINUTE, run: ({ db, events }) => sendDigests(db, events) },
  ],
});
