import { useQuery } from 'urql';
import { DASHBOARD_NOTIFICATIONS_SHOWN as LATEST } from '../../domain/dashboard';
import { UnreadNotificationsQuery } from '../../graphql/operations/notifications';
import { NotificationList, notificationListState } from '../kit/notifications/NotificationList';
import { useMarkRead } from '../kit/notifications/useMarkRead';
import { Button } from '../kit/ui/Button';
import { EmptyState } from '../kit/ui/EmptyState';
import { Panel } from '../kit/ui/Panel';

/** The latest unread notifications; one marked read leaves the list at once. */
export const UnreadNotificationsPanel = () => {
  const [result, refetch] = useQuery({ query: UnreadNotificationsQuery, variables: { first: LATEST } });
  const { data } = result;
  const marking = useMarkRead();
  const { markingAll, markAllRead } = marking;
  const items = (data?.notifications.data ?? []).filter((item) => item.readAt === null).slice(0, LATEST);
  const unread = data?.unreadNotificationCount ?? 0;

  return (
    <Panel
      title={unread > 0 ? `Unread notifications (${unread})` : 'Unread notifications'}
      actions={
        unread > 0 && (
          <Button variant="ghost" className="btn-small" busy={markingAll} onClick={markAllRead}>
            Mark all read
          </Button>
        )
      }
    >
      <NotificationList
        items={items}
        {...notificationListState(result, refetch, marking)}
        empty={<EmptyState title="You are all caught up">No unread notifications.</EmptyState>}
      />
    </Panel>
  );
};
