import { Link } from 'wouter';
import { type FragmentType, getFragmentData } from '@/generated';
import { formatRelative } from '../../../domain/format';
import { NotificationItemFragment } from '../../../graphql/operations/notifications';
import { Button } from '../ui/Button';

export type NotificationItemProps = {
  notification: FragmentType<typeof NotificationItemFragment>;
  onMarkRead: (id: string) => void;
  busy?: boolean;
};

export const NotificationItem = ({ notification, onMarkRead, busy }: NotificationItemProps) => {
  const item = getFragmentData(NotificationItemFragment, notification);
  const unread = item.readAt === null;
  return (
    <li className={unread ? 'notification notification-unread' : 'notification'}>
      <div className="notification-text">
        <p className="notification-title">
          {unread && <span className="visually-hidden">Unread: </span>}
          <Link href={item.link}>{item.title}</Link>
        </p>
        <p className="notification-body">{item.body}</p>
        <p className="notification-time">
          <time dateTime={item.createdAt}>{formatRelative(item.createdAt)}</time>
        </p>
      </div>
      {unread && (
        <Button
          variant="ghost"
          className="btn-small"
          busy={busy}
          onClick={() => onMarkRead(item.id)}
          aria-label={`Mark "${item.title}" as read`}
        >
          Mark read
        </Button>
      )}
    </li>
  );
};
