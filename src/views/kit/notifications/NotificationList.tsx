import type { ReactNode } from 'react';
import { ErrorState } from '../ui/ErrorState';
import { Spinner } from '../ui/Spinner';
import { NotificationItem, type NotificationItemProps } from './NotificationItem';
import type { useMarkRead } from './useMarkRead';

export type NotificationListProps = {
  items: (NotificationItemProps['notification'] & { id: string })[];
  /** Nothing loaded yet and a request is under way. */
  loading: boolean;
  /** Nothing loaded and the request failed. */
  failed: boolean;
  onRetry: () => void;
  busyId: ReturnType<typeof useMarkRead>['busyId'];
  onMarkRead: NotificationItemProps['onMarkRead'];
  /** What to show when there is nothing to list. */
  empty: ReactNode;
};

/** The four faces of a notification list: error, loading, empty, the items. */
export const NotificationList = ({ items, loading, failed, onRetry, busyId, onMarkRead, empty }: NotificationListProps) => {
  if (failed) return <ErrorState message="Notifications could not be loaded." onRetry={onRetry} />;
  if (loading) return <Spinner label="Loading notifications…" />;
  if (items.length === 0) return empty;
  return (
    <ul className="notification-list">
      {items.map((item) => (
        <NotificationItem key={item.id} notification={item} busy={busyId === item.id} onMarkRead={onMarkRead} />
      ))}
    </ul>
  );
};

/**
 * The list's state props from its query and the mark-read hook, as the bell and the dashboard's panel both pass
 * them: loading and failed only while nothing is shown, a retry that goes to the network.
 */
export const notificationListState = (
  { data, fetching, error }: { data?: unknown; fetching: boolean; error?: unknown },
  refetch: (options: { requestPolicy: 'network-only' }) => void,
  { busyId, markRead }: Pick<ReturnType<typeof useMarkRead>, 'busyId' | 'markRead'>,
): Omit<NotificationListProps, 'items' | 'empty'> => ({
  loading: fetching && !data,
  failed: Boolean(error) && !data,
  onRetry: () => refetch({ requestPolicy: 'network-only' }),
  busyId,
  onMarkRead: markRead,
});
