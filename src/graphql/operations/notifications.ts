import { graphql } from '@/generated';

/** The fields a notification row shows; the subscription selects the same so the cache can prepend it. */
export const NotificationItemFragment = graphql(`
  fragment NotificationItem on Notification {
    id
    type
    title
    body
    link
    readAt
    createdAt
  }
`);

export const NotificationsQuery = graphql(`
  query Notifications($first: Int!) {
    notifications(first: $first, orderBy: [{ column: CREATED_AT, order: DESC }]) {
      data {
        id
        ...NotificationItem
      }
      paginatorInfo {
        total
      }
    }
    unreadNotificationCount
  }
`);

export const MarkNotificationReadMutation = graphql(`
  mutation MarkNotificationRead($id: ID!) {
    markNotificationRead(id: $id) {
      id
      readAt
    }
  }
`);

export const MarkAllNotificationsReadMutation = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead
  }
`);

export const NotificationCreatedSubscription = graphql(`
  subscription NotificationCreated {
    notificationCreated {
      id
      ...NotificationItem
    }
  }
`);

/** The dashboard's latest unread notifications. */
export const UnreadNotificationsQuery = graphql(`
  query UnreadNotifications($first: Int!) {
    notifications(first: $first, unread: true, orderBy: [{ column: CREATED_AT, order: DESC }]) {
      data {
        id
        readAt
        ...NotificationItem
      }
    }
    unreadNotificationCount
  }
`);
