import toast from '../ui/toast';
import { useMutation } from 'urql';
import { MarkAllNotificationsReadMutation, MarkNotificationReadMutation } from '../../../graphql/operations/notifications';

/** Mark one or all notifications read; a failure is a toast (the list stays as it was). */
export const useMarkRead = () => {
  const [one, markOne] = useMutation(MarkNotificationReadMutation);
  const [all, markAll] = useMutation(MarkAllNotificationsReadMutation);
  return {
    busyId: one.fetching ? (one.operation?.variables.id ?? null) : null,
    markingAll: all.fetching,
    markRead: async (id: string) => {
      const result = await markOne({ id });
      if (result.error) toast.error('Could not mark the notification as read.');
    },
    markAllRead: async () => {
      const result = await markAll({});
      if (result.error) toast.error('Could not mark the notifications as read.');
    },
  };
};
