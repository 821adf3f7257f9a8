import { defineArea } from '../areaKit';
import { notificationResolvers } from './notifications.resolvers';

/** The bell: a user's notifications. */
export const notificationsArea = defineArea({
  name: 'notifications',
  resolvers: notificationResolvers,
  mappers: {
    Notification: './notifications.rows#NotificationRow',
  },
});
