import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedIn } from './support/client';
import { createToken } from './support/helpers';
import { startTestServer, type TestServer } from './support/testServer';
import { openRaw } from './support/ws';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close().catch(() => undefined));

it('closes the socket with 4500 when the server fails while accepting connection_init', async () => {
  const admin = await signedIn(server.url, 'admin@legwork.test');
  const { token } = await createToken(admin, 'ws-4500');
  // The database going away is an internal failure, not the client's: graphql-ws answers 4500.
  await server.db.close();
  const raw = await openRaw(server.url);
  raw.send({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } });
  expect((await raw.closed).code).toBe(4500);
});
