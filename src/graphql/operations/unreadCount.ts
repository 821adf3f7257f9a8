import { graphql } from '@/generated';

/** The unread count alone: the cache bumps it when a notification arrives (its own module, so the entry chunk
 * carries this one small document and not the notification views' operations). */
export const UnreadNotificationCountQuery = graphql(`
  query UnreadNotificationCount {
    unreadNotificationCount
  }
`);
