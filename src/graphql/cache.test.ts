import { describe, expect, it } from 'vitest';
import { pipe, take, toPromise } from 'wonka';
import { answeringClient } from '../testing/answeringClient';
import { NotificationCreatedSubscription, NotificationsQuery } from './operations/notifications';
import { createStaffCacheExchange } from './staffCacheExchange';

const notification = (id: string, title: string) => ({
  __typename: 'Notification',
  id,
  type: 'CONTACT_US',
  title,
  body: 'Body',
  readAt: null,
  createdAt: '2024-01-17T12:00:00.000Z',
  link: null,
});

describe('cache: notificationCreated', () => {
  it('puts the new notification on top of the cached list and bumps the unread count', async () => {
    const client = answeringClient(createStaffCacheExchange(), {
      query: {
        notifications: {
          __typename: 'NotificationPaginator',
          data: [notification('n1', 'Older')],
          paginatorInfo: { __typename: 'PaginatorInfo', total: 1 },
        },
        unreadNotificationCount: 1,
      },
      subscription: { notificationCreated: notification('n2', 'Newer') },
    });
    await client.query(NotificationsQuery, { first: 10 }).toPromise();
    // A subscription result says more may follow (hasNext), so take the first one rather than wait for the end.
    await pipe(client.subscription(NotificationCreatedSubscription, {}), take(1), toPromise);
    const cached = client.readQuery(NotificationsQuery, { first: 10 });
    expect(cached?.data?.notifications.data.map((item) => item.id)).toEqual(['n2', 'n1']);
    expect(cached?.data?.unreadNotificationCount).toBe(2);
  });
});
