/**
 * WebSocket helpers: a raw `graphql-transport-ws` socket that records messages and its close code, and a `ws`
 * subclass that sends extra headers (a session cookie) on the upgrade for graphql-ws's `createClient`.
 */
import { randomUUID } from 'node:crypto';
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { NotificationRow } from '../../../server/notifications/notifications.rows';
import type { Events } from '../../../server/pubsub';

export const wsUrl = (baseUrl: string) => `${baseUrl.replace(/^http/, 'ws')}/graphql`;

export type WsMessage = { type: string; id?: string; payload?: unknown };

export type RawSocket = {
  socket: WebSocket;
  messages: WsMessage[];
  /** Resolves with the close code and reason (also when the server closes first). */
  closed: Promise<{ code: number; reason: string }>;
  send(message: unknown): void;
  /** The first message of this type, waiting for it when it has not arrived yet. */
  next(type: string): Promise<WsMessage>;
};

export const openRaw = async (baseUrl: string, options: { headers?: Record<string, string>; origin?: string } = {}): Promise<RawSocket> => {
  const socket = new WebSocket(wsUrl(baseUrl), 'graphql-transport-ws', { headers: options.headers, origin: options.origin });
  const messages: WsMessage[] = [];
  const waiting: { type: string; resolve(message: WsMessage): void }[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as WsMessage;
    messages.push(message);
    for (const waiter of waiting.filter((w) => w.type === message.type)) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(message);
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    messages,
    closed,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next: (type) => {
      const seen = messages.find((m) => m.type === type);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        waiting.push({ type, resolve });
        void closed.then(({ code }) => reject(new Error(`socket closed with ${code} before a ${type} message`)));
      });
    },
  };
};

/** A WebSocket class for `createClient({ webSocketImpl })` that adds headers to the upgrade request. */
export const webSocketWithHeaders = (headers: Record<string, string>) =>
  class extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  };

type Received = { notificationCreated: { id: string; type: string; title: string; body: string; readAt: string | null } };

/**
 * Subscribes to notificationCreated and resolves once the subscription is live: graphql-ws does not acknowledge
 * a subscribe, so a probe is published to the user's topic until it arrives.
 */
export const subscribeLive = async (events: Events, client: Client, userId: string) => {
  const received: Received['notificationCreated'][] = [];
  const waiters: (() => void)[] = [];
  let failure: unknown = null;
  client.subscribe<Received>(
    { query: 'subscription { notificationCreated { id type title body readAt } }' },
    {
      next: (value) => {
        if (value.data) received.push(value.data.notificationCreated);
        for (const wake of waiters.splice(0)) wake();
      },
      error: (error) => {
        failure = error;
      },
      complete: () => undefined,
    },
  );
  const probe: NotificationRow = {
    id: randomUUID(),
    userId,
    type: 'ALERT',
    title: 'probe',
    body: '',
    data: {},
    readAt: null,
    createdAt: new Date(),
  };
  while (!received.some((n) => n.id === probe.id)) {
    if (failure) throw new Error(`subscription failed: ${JSON.stringify(failure)}`);
    events.publish('notificationCreated', userId, probe);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  /** The notifications with this title, once at least one has arrived. */
  const waitFor = async (title: string) => {
    while (!received.some((n) => n.title === title)) await new Promise<void>((resolve) => waiters.push(resolve));
    return received.filter((n) => n.title === title);
  };
  return { received, waitFor };
};

type TenantTopic =
  | 'orderChanged'
  | 'orderLegChanged'
  | 'quoteChanged'
  | 'accidentReportChanged'
  | 'repairChanged'
  | 'storageRecordChanged'
  | 'invoiceChanged';

/**
 * A signed-in client's subscription to a tenant topic over graphql-ws (`selection` picks the fields), live once a
 * probe event for `probeId` arrives. The socket goes into `sockets` for the test file's afterAll to dispose.
 */
export const subscribeTenantTopic = async <T>(
  target: { url: string; events: Events; sockets: { dispose(): void | Promise<void> }[] },
  client: { cookieHeader(): string; tenant: string },
  topic: TenantTopic,
  selection: string,
  probeId: string,
) => {
  const ws = createClient({
    url: wsUrl(target.url),
    webSocketImpl: webSocketWithHeaders({ cookie: client.cookieHeader() }),
    connectionParams: { tenant: client.tenant },
    retryAttempts: 0,
  });
  target.sockets.push(ws);
  const received: T[] = [];
  const waiters: (() => void)[] = [];
  let failure: unknown = null;
  ws.subscribe<Record<TenantTopic, T>>(
    { query: `subscription { ${topic} { ${selection} } }` },
    {
      next: (value) => {
        if (value.data) received.push(value.data[topic]);
        else failure = value.errors;
        for (const wake of waiters.splice(0)) wake();
      },
      error: (error) => {
        failure = error;
      },
      complete: () => undefined,
    },
  );
  while (received.length === 0) {
    if (failure) throw new Error(`subscription failed: ${JSON.stringify(failure)}`);
    target.events.publish(topic, client.tenant, { id: probeId });
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const waitFor = async (match: (event: T) => boolean) => {
    while (!received.some(match)) await new Promise<void>((resolve) => waiters.push(resolve));
    return received.find(match);
  };
  return { received, waitFor };
};
