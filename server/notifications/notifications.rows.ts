import type { NotificationType } from '../../src/generated/enums';

// A notification as it is stored and published, mapped onto the GraphQL Notification type by codegen.

export type NotificationRow = {
  id: string;
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  data: unknown;
  readAt: Date | null;
  createdAt: Date;
};
