import { useQuery } from 'urql';
import { UnreadNotificationsQuery } from '../../graphql/operations/notifications';
import { NotificationItem } from '../notifications/NotificationItem';
import { useMarkRead } from '../notifications/useMarkRead';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { Panel } from '../ui/Panel';
import { Spinner } from '../ui/Spinner';

const LATEST = 5;

/** The latest unread notifications; one marked read leaves the list at once. */
export const UnreadNotificationsPanel = () => {
  const [{ data, fetching, error }, refetch] = useQuery({ query: UnreadNotificationsQuery, variables: { first: LATEST } });
  const { busyId, markingAll, markRead, markAllRead } = useMarkRead();
  const items = (data?.notifications.data ?? []).filter((item) => item.readAt === null).slice(0, LATEST);
  const unread = data?.unreadNotificationCount ?? 0;

  const body = () => {
    if (error && !data)
      return <ErrorState message="Notifications could not be loaded." onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
    if (fetching && !data) return <Spinner label="Loading notifications…" />;
    if (items.length === 0) return <EmptyState title="You are all caught up">No unread notifications.</EmptyState>;
    return (
      <ul className="notification-list">
        {items.map((item) => (
          <NotificationItem key={item.id} notification={item} busy={busyId === item.id} onMarkRead={markRead} />
        ))}
      </ul>
    );
  };

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
      {body()}
    </Panel>
  );
};
