import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';

/**
 * The topics, each with its key and payload. No central list: every area adds its own by declaration merging in
 * its `<area>.topics.ts` (`declare module '../pubsub' { interface Topics { … } }`), as fastify's decorators do.
 */
// biome-ignore lint/suspicious/noEmptyInterface: the areas' topics.ts files merge their members into it
export interface Topics {}

/** A record changed: keyed by tenant, the payload only the id; subscribers reload the row under their own RLS. */
export type RecordChanged = [tenantId: string, payload: { id: string }];

/** The topics that announce a changed record (what liveRecords and publishChange take). */
export type RecordTopic = { [K in keyof Topics]: Topics[K] extends RecordChanged ? K : never }[keyof Topics];

// A type literal, not the interface: yoga's pubsub wants an index signature, which only a literal type has implicitly.
type TopicMap = { [K in keyof Topics]: Topics[K] };

export type Events = ReturnType<typeof createPubSub<TopicMap>> & { close(): Promise<void> };

type Listener = (event: CustomEvent) => void;
type ListenerArg = Listener | { handleEvent: Listener } | null;
const listenerOf = (arg: ListenerArg): Listener | null => (arg === null ? null : 'handleEvent' in arg ? arg.handleEvent : arg);

/**
 * An EventTarget over Redis pub/sub for yoga's pubsub: a channel per topic, subscribed while someone listens.
 * Redis errors (a lost connection) are logged, never left as unhandled rejections.
 */
const redisEventTarget = (url: string, log: (error: unknown) => void, prefix: string) => {
  const publisher = new Redis(url, { maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: 3 });
  const listeners = new Map<string, Set<Listener>>();
  for (const client of [publisher, subscriber]) client.on('error', log);
  subscriber.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(prefix)) return;
    const topic = channel.slice(prefix.length);
    const event = new CustomEvent(topic, { detail: JSON.parse(message) });
    for (const listener of listeners.get(topic) ?? []) listener(event);
  });
  return {
    target: {
      addEventListener: (topic: string, arg: ListenerArg) => {
        const listener = listenerOf(arg);
        if (!listener) return;
        if (!listeners.has(topic)) {
          listeners.set(topic, new Set());
          subscriber.subscribe(prefix + topic).catch(log);
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
        if (subscriber.status === 'ready') subscriber.unsubscribe(prefix + topic).catch(log);
      },
      dispatchEvent: (event: CustomEvent) => {
        publisher.publish(prefix + event.type, JSON.stringify(event.detail ?? null)).catch(log);
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
 * publishes to and hears from Redis, so a change made through one instance reaches subscribers on the others. The
 * channels carry `prefix` (REDIS_CHANNEL_PREFIX): deployments sharing one Redis, or the server tests' parallel files,
 * hear only their own.
 */
export const createEvents = (redisUrl: string | null = null, log: (error: unknown) => void = console.error, prefix = ''): Events => {
  if (!redisUrl) return Object.assign(createPubSub<TopicMap>(), { close: async () => undefined });
  const redis = redisEventTarget(redisUrl, log, prefix);
  return Object.assign(createPubSub<TopicMap>({ eventTarget: redis.target }), { close: redis.close });
};
