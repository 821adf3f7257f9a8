import { createPubSub } from 'graphql-yoga';
import type { NotificationRow } from './graphql/rows';

/**
 * Events published after their transaction commits. In-process; several server instances need a shared
 * transport (Redis, REDIS_URL), which is not built yet (docs/operations.md).
 */
export const createEvents = () =>
  createPubSub<{
    notificationCreated: [userId: string, payload: NotificationRow];
  }>();

export type Events = ReturnType<typeof createEvents>;
