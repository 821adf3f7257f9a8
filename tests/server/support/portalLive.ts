/**
 * A portal user's subscription over graphql-ws in the server tests (portalOrderLegChanged, portalQuoteChanged): the
 * socket carries the user's cookie and tenant, and the feed counts as live once a probe event about one of the
 * user's own records has arrived (an event published before the server subscribed would be lost).
 */
import { createClient } from 'graphql-ws';
import type { TestClient } from './client';
import type { TestServer } from './testServer';
import { webSocketWithHeaders, wsUrl } from './ws';

export type Sockets = { dispose(): void | Promise<void> }[];

/** A graphql-ws client as `as`, kept in `sockets` for the file's afterAll to dispose. */
export const portalSocket = (server: TestServer, as: TestClient, sockets: Sockets) => {
  const ws = createClient({
    url: wsUrl(server.url),
    webSocketImpl: webSocketWithHeaders({ cookie: as.cookieHeader() }),
    connectionParams: { tenant: as.tenant },
    retryAttempts: 0,
  });
  sockets.push(ws);
  return ws;
};

type Feed = { field: string; selection: string; topic: Parameters<TestServer['events']['publish']>[0]; probeId: string };

/** Subscribes `as` to `field`, publishes `topic` about `probeId` until the first event arrives, and collects the rest. */
export const liveFeed = async <T extends { id: string }>(server: TestServer, as: TestClient, sockets: Sockets, feed: Feed) => {
  const received: T[] = [];
  const errors: unknown[] = [];
  const waiters: (() => void)[] = [];
  portalSocket(server, as, sockets).subscribe<Record<string, T>>(
    { query: `subscription { ${feed.field} { ${feed.selection} } }` },
    {
      next: (value) => {
        if (value.data) received.push(value.data[feed.field]);
        else errors.push(value.errors);
        for (const wake of waiters.splice(0)) wake();
      },
      error: (error) => errors.push(error),
      complete: () => undefined,
    },
  );
  while (received.length === 0) {
    if (errors.length > 0) throw new Error(`subscription failed: ${JSON.stringify(errors)}`);
    server.events.publish(feed.topic, as.tenant, { id: feed.probeId });
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const waitFor = async (match: (row: T) => boolean) => {
    while (!received.some(match)) await new Promise<void>((resolve) => waiters.push(resolve));
    return received.find(match) as T;
  };
  const seen = () => [...new Set(received.map((row) => row.id))].sort();
  return { received, errors, waitFor, seen };
};
