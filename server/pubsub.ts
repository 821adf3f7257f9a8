import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import type { NotificationRow } from './graphql/rows';

type Topics = {
  notificationCreated: [userId: string, payload: NotificationRow];
  // Keyed by tenant; the payload is only the id: subscribers load the row under their own RLS and scoping.
  orderChanged: [tenantId: string, payload: { id: string }];
  orderLegChanged: [tenantId: string, payload: { id: string }];
  quoteChanged: [tenantId: string, payload: { id: string }];
};

export type Events = ReturnType<typeof createPubSub<Topics>> & { close(): Promise<void> };

type Listener = (event: CustomEvent) => void;
type ListenerArg = Listener | { handleEvent: Listener } | null;
const listenerOf = (arg: ListenerArg): Listener | null => (arg === null ? null : 'handleEvent' in arg ? arg.handleEvent : arg);

/**
 * An EventTarget over Redis pub/sub for yoga's pubsub: a channel per topic, subscribed while someone listens.
 * Redis errors (a lost connection) are logged, never left as unhandled rejections.
 */
const redisEventTarget = (url: string, log: (error: unknown) => void) => {
  const publisher = new Redis(url, { maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: 3 });
  const listeners = new Map<string, Set<Listener>>();
  for (const client of [publisher, subscriber]) client.on('error', log);
  subscriber.on('message', (channel: string, message: string) => {
    const event = new CustomEvent(channel, { detail: JSON.parse(message) });
    for (const listener of listeners.get(channel) ?? []) listener(event);
  });
  return {
    target: {
      addEventListener: (topic: string, arg: ListenerArg) => {
        const listener = listenerOf(arg);
        if (!listener) return;
        if (!listeners.has(topic)) {
          listeners.set(topic, new Set());
          subscriber.subscribe(topic).catch(log);
        }
        listeners.get(topic)?.add(listener);
      },
      removeEventListener: (topic: string, arg: ListenerArg) => {
        const listener = listenerOf(arg);
        const set = listeners.get(topic);
        if (!listener || !set) return;
        set.delete(listener);
        if (set.size > 0) return;
        listeners.delete(topic);
        if (subscriber.status === 'ready') subscriber.unsubscribe(topic).catch(log);
      },
      dispatchEvent: (event: CustomEvent) => {
        publisher.publish(event.type, JSON.stringify(event.detail ?? null)).catch(log);
        return true;
      },
    },
    close: async () => {
      listeners.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
};

/**
 * Events published after their transaction commits. In-process by default; with REDIS_URL every server instance
 * publishes to and hears from Redis, so a change made through one instance reaches subscribers on the others.
 */
export const createEvents = (redisUrl: string | null = null, log: (error: unknown) => void = console.error): Events => {
  if (!redisUrl) return Object.assign(createPubSub<Topics>(), { close: async () => undefined });
  const redis = redisEventTarget(redisUrl, log);
  return Object.assign(createPubSub<Topics>({ eventTarget: redis.target }), { close: redis.close });
};
