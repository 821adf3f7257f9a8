import { useQuery } from 'urql';
import { NotificationsQuery } from '../../graphql/operations/notifications';
import { BellIcon } from '../icons/icons';
import { useDisclosure } from '../layouts/useDisclosure';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { Spinner } from '../ui/Spinner';
import { NotificationItem } from './NotificationItem';
import { useLiveNotifications } from './useLiveNotifications';
import { useMarkRead } from './useMarkRead';

const LATEST = 10;

/** The bell: unread count in its name and badge, the latest 10 in a popup, live through the subscription. */
export const NotificationBell = () => {
  const [{ data, fetching, error }, refetch] = useQuery({ query: NotificationsQuery, variables: { first: LATEST } });
  const { close, containerRef, buttonProps, popupProps } = useDisclosure();
  const { busyId, markingAll, markRead, markAllRead } = useMarkRead();
  useLiveNotifications();

  const unread = data?.unreadNotificationCount ?? 0;
  const items = data?.notifications.data.slice(0, LATEST) ?? [];
  const label = unread > 0 ? `Notifications (${unread} unread)` : 'Notifications';

  const renderList = () => {
    if (error && !data)
      return <ErrorState message="Notifications could not be loaded." onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
    if (fetching && !data) return <Spinner label="Loading notifications…" />;
    if (items.length === 0) return <EmptyState title="No notifications yet">New ones appear here as they happen.</EmptyState>;
    return (
      <ul className="notification-list">
        {items.map((item) => (
          <NotificationItem key={item.id} notification={item} busy={busyId === item.id} onMarkRead={markRead} />
        ))}
      </ul>
    );
  };

  return (
    <div className="popover-anchor" ref={containerRef}>
      <button type="button" className="icon-button" aria-label={label} {...buttonProps}>
        <BellIcon />
        {unread > 0 && (
          <span className="count-badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <section className="popover notification-popover" aria-label="Notifications" {...popupProps}>
        <header className="popover-header">
          <h2>Notifications</h2>
          <div className="button-row">
            {unread > 0 && (
              <Button variant="ghost" className="btn-small" busy={markingAll} onClick={markAllRead}>
                Mark all read
              </Button>
            )}
            <Button variant="ghost" className="btn-small" onClick={() => close(true)} aria-label="Close notifications">
              Close
            </Button>
          </div>
        </header>
        {renderList()}
      </section>
    </div>
  );
};
