import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchSession, startSessionCheck } from './sessionSource';

type Sent = { method: string; url: string; body: string | null; tenant: string | null };

let sent: Sent[];
let answers: Record<string, Response | (() => Response)>;

const user = {
  id: 'u1',
  email: 'a@b.c',
  name: 'Ada',
  searchKey: null,
  media: [],
  roles: ['ADMIN'],
  clients: [],
  customers: [],
  tenants: [],
  contact: null,
};

beforeEach(() => {
  sent = [];
  answers = {};
  vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=t' });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    sent.push({
      method: init.method ?? 'GET',
      url,
      body: init.body ? String(init.body) : null,
      tenant: new Headers(init.headers).get('x-tenant'),
    });
    const answer = answers[url];
    return typeof answer === 'function' ? answer() : (answer ?? new Response(null, { status: 404 }));
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the session check (GET /api/user, then the AuthQuery as a plain POST)', () => {
  it('signed out: only GET /api/user, no GraphQL at all', async () => {
    answers['/api/user'] = Response.json({ message: 'Unauthenticated.' }, { status: 401 });
    expect(await fetchSession(null)).toEqual({ kind: 'anonymous' });
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual(['GET /api/user']);
  });

  it('signed in: the full user from the AuthQuery, sent with the tenant and its text', async () => {
    answers['/api/user'] = () => Response.json({ id: 'u1', email: 'a@b.c', name: 'Ada' });
    answers['/graphql'] = () => Response.json({ data: { me: user } });
    expect(await fetchSession('tenant-1')).toEqual({ kind: 'user', user });
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual(['GET /api/user', 'POST /graphql']);
    expect(sent[1].tenant).toBe('tenant-1');
    expect(JSON.parse(sent[1].body ?? '{}')).toMatchObject({
      operationName: 'AuthQuery',
      query: expect.stringContaining('query AuthQuery'),
    });
  });

  it('with a tenant cookie asks both at once, and GET /api/user still decides', async () => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=t; tenant=tenant-1' });
    answers['/api/user'] = Response.json({ message: 'Unauthenticated.' }, { status: 401 });
    answers['/graphql'] = () => Response.json({ data: { me: user } });
    expect(await fetchSession('tenant-1')).toEqual({ kind: 'anonymous' });
    // Here the document is printed first (a test imports no built documents), so the POST may trail by a tick.
    await vi.waitFor(() =>
      expect(sent.map((request) => `${request.method} ${request.url}`).sort()).toEqual(['GET /api/user', 'POST /graphql']),
    );
  });

  it('409 from either answer means an unverified email; another failure is thrown with its status', async () => {
    answers['/api/user'] = () => Response.json({ id: 'u1' });
    answers['/graphql'] = () => Response.json({ message: 'Your email address is not verified.' }, { status: 409 });
    expect(await fetchSession(null)).toEqual({ kind: 'unverified' });
    answers['/graphql'] = () => Response.json({ errors: [{ message: 'boom' }] }, { status: 500 });
    await expect(fetchSession(null)).rejects.toMatchObject({ message: 'boom', status: 500 });
  });

  it('started by the boot script: the first check takes those answers, later checks ask again', async () => {
    startSessionCheck(); // no tenant cookie: a signed-out browser asks nothing early
    expect(sent).toEqual([]);
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=t; tenant=tenant-1' });
    answers['/api/user'] = () => Response.json({ id: 'u1', email: 'a@b.c', name: 'Ada' });
    answers['/graphql'] = () => Response.json({ data: { me: user } });
    startSessionCheck();
    await vi.waitFor(() =>
      expect(sent.map((request) => `${request.method} ${request.url}`).sort()).toEqual(['GET /api/user', 'POST /graphql']),
    );
    expect(sent.find((request) => request.method === 'POST')?.tenant).toBe('');
    expect(await fetchSession(null)).toEqual({ kind: 'user', user });
    expect(sent).toHaveLength(2);
    expect(await fetchSession('tenant-1')).toEqual({ kind: 'user', user });
    expect(sent).toHaveLength(4);
  });

  it('an early 401 waits, settled, for the first check, which reads it as signed out', async () => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=t; tenant=tenant-1' });
    answers['/api/user'] = Response.json({ message: 'Unauthenticated.' }, { status: 401 });
    answers['/graphql'] = () => Response.json({ message: 'Unauthenticated.' }, { status: 401 });
    startSessionCheck();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await fetchSession(null)).toEqual({ kind: 'anonymous' });
    expect(sent).toHaveLength(2);
  });

  it("given the server's answers in the page, the first check asks nothing and reads them; later checks ask", async () => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=t; tenant=tenant-1' });
    answers['/api/user'] = () => Response.json({ id: 'u1', email: 'a@b.c', name: 'Ada' });
    answers['/graphql'] = () => Response.json({ data: { me: user } });
    startSessionCheck({ user: { id: 'u1', email: 'a@b.c', name: 'Ada' }, auth: { me: user } });
    expect(await fetchSession(null)).toEqual({ kind: 'user', user });
    expect(sent).toEqual([]);
    expect(await fetchSession('tenant-1')).toEqual({ kind: 'user', user });
    expect(sent).toHaveLength(2);
  });
});
