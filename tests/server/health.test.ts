import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from './support/client';
import { startTestServer, type TestServer } from './support/testServer';

const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(url, { headers: { accept: 'application/json', ...headers } });
  return { status: response.status, cache: response.headers.get('cache-control'), body: (await response.json()) as unknown };
};

describe('health endpoints for a load balancer', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('/healthz says the process is up and its Node, /readyz that the database answers; neither is cached', async () => {
    expect(await get(`${server.url}/healthz`)).toEqual({
      status: 200,
      cache: 'no-store',
      body: { status: 'ok', node: process.versions.node },
    });
    expect(await get(`${server.url}/readyz`)).toEqual({ status: 200, cache: 'no-store', body: { status: 'ready', database: 'ok' } });
    // A plain check sends no cookies and no Accept header at all.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('when the database is gone: /readyz 503, /healthz still 200, GraphQL and the HTTP contract 503, never INTERNAL', async () => {
    const admin = await signedIn(server.url, 'admin@legwork.test');
    await server.db.close();
    const ready = await get(`${server.url}/readyz`);
    expect([ready.status, ready.body]).toEqual([503, { status: 'unavailable', database: 'unavailable' }]);
    expect((await get(`${server.url}/healthz`)).status).toBe(200);
    const query = await admin.gql('{ me { email } }');
    expect([query.status, query.data, query.errors?.map((e) => e.extensions?.code)]).toEqual([503, null, ['SERVICE_UNAVAILABLE']]);
    const user = await admin.request('GET', '/api/user');
    expect([user.status, user.headers.get('retry-after')]).toEqual([503, '5']);
    expect(user.body).toEqual({ message: 'Legwork cannot reach its database right now. Try again in a moment.' });
  });
});
