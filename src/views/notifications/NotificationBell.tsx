import { useQuery } from 'urql';
import { NotificationsQuery } from '../../graphql/operations/notifications';
import { BellIcon } from '../icons/icons';
import { useDisclosure } from '../layouts/useDisclosure';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { NotificationList } from './NotificationList';
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
        <NotificationList
          items={items}
          loading={fetching && !data}
          failed={Boolean(error) && !data}
          onRetry={() => refetch({ requestPolicy: 'network-only' })}
          busyId={busyId}
          onMarkRead={markRead}
          empty={<EmptyState title="No notifications yet">New ones appear here as they happen.</EmptyState>}
        />
      </section>
    </div>
  );
};
