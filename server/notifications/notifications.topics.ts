import type { NotificationRow } from './notifications.rows';

declare module '../pubsub' {
  interface Topics {
    /** Keyed by the user told; the row itself (it is theirs alone). */
    notificationCreated: [userId: string, payload: NotificationRow];
  }
}
