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
