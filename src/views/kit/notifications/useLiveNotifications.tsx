import toast from '../ui/toast';
import { useSubscription } from 'urql';
import { getFragmentData } from '@/generated';
import { NotificationCreatedSubscription, NotificationItemFragment } from '../../../graphql/operations/notifications';
import { BellIcon } from '../icons/icons';

/**
 * The live feed (graphql-ws): graphcache puts each new notification on top of the lists and bumps the unread
 * count (graphql/cache.ts); here it is also announced as a toast. Mounted once, by the bell.
 */
export const useLiveNotifications = () => {
  useSubscription({ query: NotificationCreatedSubscription }, (_previous, data) => {
    const item = getFragmentData(NotificationItemFragment, data.notificationCreated);
    toast(item.title, { icon: <BellIcon />, ariaProps: { role: 'status', 'aria-live': 'polite' } });
    return data;
  });
};
