import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn, TestClient } from './support/client';
import { type Credentials, type MalformedRequest, malformedRequests } from './support/malformed';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let clients: Record<Credentials, TestClient>;
beforeAll(async () => {
  server = await startTestServer();
  const csrf = new TestClient(server.url);
  await csrf.csrf();
  clients = { none: new TestClient(server.url), csrf, admin: await signedIn(server.url, 'admin@legwork.test') };
});
afterAll(() => server?.close());

/** Sends one malformed request with the credentials it names; its own headers win. */
const send = async (request: MalformedRequest) => {
  const client = clients[request.as];
  const headers: Record<string, string> = { accept: 'application/json' };
  if (client.cookies.size > 0) headers.cookie = client.cookieHeader();
  if (client.xsrf) headers['x-xsrf-token'] = client.xsrf;
  if (request.as === 'admin') headers['x-tenant'] = client.tenant;
  Object.assign(headers, request.headers);
  const response = await fetch(`${server.url}${request.path}`, {
    method: request.method,
    headers,
    body: request.method === 'GET' || request.method === 'HEAD' ? undefined : request.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  return { status: response.status, text };
};

describe('malformed requests', () => {
  const requests = malformedRequests();
  requests.push({
    name: 'malformed X-XSRF-TOKEN with a session',
    method: 'POST',
    path: '/login',
    as: 'csrf',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': '%E0%A4%A' },
    body: '{"email":"admin@legwork.test","password":"password"}',
  });

  it('generates at least 200 distinct requests', () => {
    expect(requests.length).toBeGreaterThanOrEqual(200);
    expect(new Set(requests.map((r) => r.name)).size).toBe(requests.length);
  });

  it('answers none of them with a 5xx', async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const request of requests) {
      const { status, text } = await send(request);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status >= 500) failures.push(`${request.name} -> ${status} ${text.slice(0, 200)}`);
    }
    if (failures.length > 0) console.error(`5xx answers:\n${failures.join('\n')}`);
    expect(failures).toEqual([]);
    // The server is still healthy and the admin still signed in.
    expect((await clients.admin.gql('{ ping me { email } }')).data).toEqual({ ping: 'pong', me: { email: 'admin@legwork.test' } });
    expect([...statuses.keys()].every((s) => s >= 200 && s < 500)).toBe(true);
  });

  it('answers the abuse limits with GraphQL errors, not data', async () => {
    const query = (q: string) => clients.admin.gql(q);
    const chain = (n: number) => `{ me { customers ${'{ client { customers '.repeat(n)}{ id }${' } }'.repeat(n)} } }`;
    expect((await query(chain(3))).errors).toBeUndefined();
    const deep = await query(chain(4));
    expect(deep.data ?? null).toBeNull();
    expect(deep.errors?.map((e) => e.message)).toEqual(['Syntax Error: Query depth limit of 10 exceeded, found 11.']);
    const bomb = await query(`{ ${Array.from({ length: 200 }, (_, i) => `a${i}: me { id }`).join(' ')} }`);
    expect(bomb.data ?? null).toBeNull();
    expect(bomb.errors?.[0].message).toMatch(/aliases/i);
  });

  it('refuses a wrong HTTP method on the GraphQL endpoint and a mutation over GET', async () => {
    const put = await fetch(`${server.url}/graphql`, { method: 'PUT', headers: { accept: 'application/json' } });
    expect(put.status).toBe(404);
    const mutation = await fetch(`${server.url}/graphql?query=${encodeURIComponent('mutation { markAllNotificationsRead }')}`, {
      headers: { accept: 'application/graphql-response+json', cookie: clients.admin.cookieHeader() },
    });
    expect(mutation.status).toBe(405);
  });
});

describe('GraphQL over HTTP conformance (graphql-http server audits)', () => {
  it('passes every MUST audit', async () => {
    const audits = serverAudits({ url: `${server.url}/graphql`, fetchFn: fetch });
    expect(audits.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const audit of audits) {
      const result = await audit.fn();
      if (result.status !== 'ok' && audit.name.startsWith('MUST'))
        failures.push(`${audit.name}: ${result.reason} (HTTP ${result.response.status})`);
    }
    if (failures.length > 0) console.error(`failed MUST audits:\n${failures.join('\n')}`);
    expect(failures).toEqual([]);
  });
});

describe('variables that do not fit the schema', () => {
  it.each([
    ['an unknown enum value', 'query($w: OrderWhere) { orders(where: $w) { data { id } } }', { w: { column: 'COLOUR', value: 'x' } }],
    [
      'a malformed DateTime',
      'mutation($at: DateTime) { transitionOrderLeg(id: "x", event: CONFIRM, version: 1, input: { confirmedPickupAt: $at }) { id } }',
      { at: 'yesterday' },
    ],
    ['a string for an Int', 'query($n: Int) { orders(first: $n) { data { id } } }', { n: 'ten' }],
    [
      'a DateTime in the year 0',
      'mutation($at: DateTime) { transitionOrderLeg(id: "x", event: CONFIRM, version: 1, input: { confirmedPickupAt: $at }) { id } }',
      { at: '0000-01-01T00:00:00Z' },
    ],
    ['a NUL character in a string', 'mutation($i: UpdateContactInput!) { updateContact(input: $i) { id } }', { i: { title: 'a\u0000b' } }],
  ])('answers %s with BAD_USER_INPUT, never INTERNAL', async (_name, query, variables) => {
    const answer = await clients.admin.gql(query, variables);
    expect(answer.status).toBeLessThan(500);
    expect(answer.data ?? null).toBeNull(); // a request error: execution never started
    expect(answer.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
  });
});
