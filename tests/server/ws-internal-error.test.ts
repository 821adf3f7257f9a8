import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedIn } from './support/client';
import { createToken } from './support/helpers';
import { startTestServer, type TestServer } from './support/testServer';
import { openRaw } from './support/ws';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  const admin = await signedIn(server.url, 'admin@legwork.test');
  token = (await createToken(admin, 'ws-close-codes')).token;
});
afterAll(() => server?.close().catch(() => undefined));

const initClosesWith = async () => {
  const raw = await openRaw(server.url);
  raw.send({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } });
  return (await raw.closed).code;
};

it('closes the socket with 4500 when the server fails while accepting connection_init', async () => {
  const transaction = server.db.transaction;
  // A defect of ours (not the database going away): graphql-ws answers 4500, which clients do not retry.
  server.db.transaction = async () => {
    throw new Error('a bug in the connection handler');
  };
  try {
    expect(await initClosesWith()).toBe(4500);
  } finally {
    server.db.transaction = transaction;
  }
});

it('closes the socket with 1013 Try Again Later while the database is gone, which clients retry', async () => {
  await server.db.close();
  expect(await initClosesWith()).toBe(1013);
});
