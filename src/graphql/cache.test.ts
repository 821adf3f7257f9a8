import { Client, type Exchange, makeResult } from '@urql/core';
import { describe, expect, it } from 'vitest';
import { delay, filter, map, pipe, take, toPromise } from 'wonka';
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
});

/** Answers every operation from a table by kind, instead of the network. */
const answering =
  (answers: Record<string, unknown>): Exchange =>
  () =>
  (operations$) =>
    pipe(
      operations$,
      filter((operation) => operation.kind !== 'teardown'),
      map((operation) => makeResult(operation, { data: answers[operation.kind] as Record<string, unknown> })),
      delay(1), // as the network would: after the operation is registered
    );

describe('cache: notificationCreated', () => {
  it('puts the new notification on top of the cached list and bumps the unread count', async () => {
    const client = new Client({
      url: '/graphql',
      exchanges: [
        createStaffCacheExchange(),
        answering({
          query: {
            notifications: {
              __typename: 'NotificationPaginator',
              data: [notification('n1', 'Older')],
              paginatorInfo: { __typename: 'PaginatorInfo', total: 1 },
            },
            unreadNotificationCount: 1,
          },
          subscription: { notificationCreated: notification('n2', 'Newer') },
        }),
      ],
    });
    await client.query(NotificationsQuery, { first: 10 }).toPromise();
    // A subscription result says more may follow (hasNext), so take the first one rather than wait for the end.
    await pipe(client.subscription(NotificationCreatedSubscription, {}), take(1), toPromise);
    const cached = client.readQuery(NotificationsQuery, { first: 10 });
    expect(cached?.data?.notifications.data.map((item) => item.id)).toEqual(['n2', 'n1']);
    expect(cached?.data?.unreadNotificationCount).toBe(2);
  });
});
