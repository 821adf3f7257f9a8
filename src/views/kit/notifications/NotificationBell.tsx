import { useQuery } from 'urql';
import { NotificationsQuery } from '../../../graphql/operations/notifications';
import { useFirstLoadSettled } from '../app/useFirstLoadSettled';
import { BellIcon } from '../icons/icons';
import { useDisclosure } from '../layouts/useDisclosure';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { NotificationList, notificationListState } from './NotificationList';
import { useLiveNotifications } from './useLiveNotifications';
import { useMarkRead } from './useMarkRead';

const LATEST = 10;

/**
 * The bell: unread count in its name and badge, the latest 10 in a popup, live through the subscription. Its query
 * waits for the page's first load to be over (src/firstLoad.ts), as the subscription's socket does: no first paint
 * needs it.
 */
export const NotificationBell = () => {
  const firstLoadOver = useFirstLoadSettled();
  const { open, close, containerRef, buttonProps, popupProps } = useDisclosure();
  // Opened before the first load is over, the popup asks at once.
  const [result, refetch] = useQuery({ query: NotificationsQuery, variables: { first: LATEST }, pause: !firstLoadOver && !open });
  const { data } = result;
  const marking = useMarkRead();
  const { markingAll, markAllRead } = marking;
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
        {/* Drawn only when open: a closed bell costs its count, not ten relative times (an Intl.RelativeTimeFormat is
            the costliest formatter to make on a phone, and every signed-in page's first render would pay it). */}
        {open && (
          <NotificationList
            items={items}
            {...notificationListState(result, refetch, marking)}
            empty={<EmptyState title="No notifications yet">New ones appear here as they happen.</EmptyState>}
          />
        )}
      </section>
    </div>
  );
};
