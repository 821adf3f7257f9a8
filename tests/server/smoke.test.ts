import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, TestClient } from './support/client';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('walking skeleton', () => {
  it('signs in and answers the AuthQuery fields', async () => {
    const client = await signedIn(server.url, 'client@legwork.test');
    const result = await client.gql<{ me: { email: string; clients: { displayName: string }[] } }>(
      '{ me { email clients { displayName customers { code } } } }',
    );
    expect(result.data?.me.email).toBe('client@legwork.test');
    expect(result.data?.me.clients.map((c) => c.displayName)).toEqual(['Northwind Motors']);
  });

  it('refuses a write without the CSRF token with 419', async () => {
    const client = new TestClient(server.url);
    await client.csrf();
    const response = await client.request('POST', '/login', { json: { email: 'admin@legwork.test', password: 'password' }, csrf: false });
    expect(response.status).toBe(419);
    expect(response.body).toEqual({ message: 'CSRF token mismatch.' });
  });
});
