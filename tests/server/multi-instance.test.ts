import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signedIn, TestClient } from './support/client';
import { createToken, userIdOf } from './support/helpers';
import { startTestServer, type TestServer } from './support/testServer';
import { subscribeLive, wsUrl } from './support/ws';

// Several server processes behind one load balancer share the database and Redis (docs/operations.md#several-server-processes).
// Runs where REDIS_URL is set: CI's PostgreSQL pass starts one (scripts/with-redis.sh).
const redisUrl = process.env.REDIS_URL ?? null;

describe.skipIf(!redisUrl)('two server instances on one database and one Redis', () => {
  let first: TestServer;
  let second: TestServer;
  const sockets: { dispose(): void | Promise<void> }[] = [];

  beforeAll(async () => {
    first = await startTestServer({ redisUrl });
    second = await startTestServer({ redisUrl }, first);
  });
  afterAll(async () => {
    for (const socket of sockets) await socket.dispose();
    await second?.close();
    await first?.close();
  });

  it('a contact form sent through one instance reaches an admin subscribed on the other, live', async () => {
    const admin = await signedIn(second.url, 'admin@legwork.test');
    const { token } = await createToken(admin, 'multi-instance');
    const adminId = await userIdOf(second.db, 'admin@legwork.test');
    const client = createClient({
      url: wsUrl(second.url),
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
    });
    sockets.push(client);
    // The probe is published through the first instance, so "live" already means "across instances".
    const subscriber = await subscribeLive(first.events, client, adminId);

    const sent = await new TestClient(first.url).gql<{ submitContactForm: { id: string } }>(
      'mutation($input: ContactFormInput!) { submitContactForm(input: $input) { id } }',
      { input: { name: 'Irene Instance', email: 'irene@example.com', message: 'Two servers, one conversation.' } },
    );
    expect(sent.errors).toBeUndefined();
    const [received] = await subscriber.waitFor('Contact form: Irene Instance');
    expect(received).toMatchObject({ type: 'CONTACT_US', body: 'Two servers, one conversation.', readAt: null });
  });

  it('a session started on one instance is valid on the other (sessions live in the database)', async () => {
    const client = await signedIn(first.url, 'dispatch@legwork.test');
    const other = new TestClient(second.url);
    for (const [name, value] of client.cookies) other.cookies.set(name, value);
    const me = await other.request('GET', '/api/user');
    expect([me.status, me.body.email]).toEqual([200, 'dispatch@legwork.test']);
  });
});
