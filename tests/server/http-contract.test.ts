import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../server/auth/tokens';
import { signedIn, TestClient } from './support/client';
import {
  auditRows,
  count,
  createToken,
  linkInMail,
  mailTo,
  one,
  SESSION_COOKIE,
  sessionIdOf,
  sessionRow,
  setCookies,
  userIdOf,
  withCsrf,
} from './support/helpers';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const FAILED = 'These credentials do not match our records.';

describe('CSRF cookie and login', () => {
  it('GET /sanctum/csrf-cookie answers 204 with a readable XSRF-TOKEN and an HttpOnly session cookie', async () => {
    const response = await new TestClient(server.url).csrf();
    expect(response.status).toBe(204);
    const cookies = setCookies(response.headers);
    const [xsrf, session] = [cookies.get('XSRF-TOKEN'), cookies.get(SESSION_COOKIE)];
    expect(xsrf?.value).toMatch(/^[\w-]{40}$/);
    expect(xsrf?.attributes.sort()).toEqual(['path=/', 'samesite=lax']);
    expect(session?.attributes.sort()).toEqual(['httponly', 'path=/', 'samesite=lax']);
    const row = await one(server.db, 'SELECT user_id, csrf_token FROM sessions WHERE id = $1', [sha256(session?.value ?? '')]);
    expect(row).toEqual({ user_id: null, csrf_token: xsrf?.value });
  });

  it.each([
    ['without X-XSRF-TOKEN', {}],
    ['with a wrong X-XSRF-TOKEN', { 'x-xsrf-token': 'not-the-token' }],
    ['with a malformed X-XSRF-TOKEN', { 'x-xsrf-token': '%E0%A4%A' }],
  ])('refuses POST /login %s with 419 and signs nobody in', async (_name, headers) => {
    const adminId = await userIdOf(server.db, 'admin@legwork.test');
    const before = await count(server.db, 'sessions WHERE user_id = $1', [adminId]);
    const client = await withCsrf(server.url);
    const response = await client.request('POST', '/login', {
      json: { email: 'admin@legwork.test', password: 'password' },
      headers,
      csrf: false,
    });
    expect([response.status, response.body]).toEqual([419, { message: 'CSRF token mismatch.' }]);
    expect(await sessionRow(server.db, client)).toMatchObject({ userId: null });
    expect(await count(server.db, 'sessions WHERE user_id = $1', [adminId])).toBe(before);
  });

  it('regenerates the session id at login and audits it', async () => {
    const adminId = await userIdOf(server.db, 'admin@legwork.test');
    const auditsBefore = (await auditRows(server.db, 'auth.login', adminId)).length;
    const client = await withCsrf(server.url);
    const anonymousCookie = client.cookies.get(SESSION_COOKIE);
    const anonymousId = sessionIdOf(client);
    const response = await client.request('POST', '/login', { json: { email: 'ADMIN@legwork.test', password: 'password' } });
    expect([response.status, response.body]).toEqual([200, { two_factor: false }]);
    expect(client.cookies.get(SESSION_COOKIE)).not.toBe(anonymousCookie);
    expect(await count(server.db, 'sessions WHERE id = $1', [anonymousId])).toBe(0);
    expect(await sessionRow(server.db, client)).toMatchObject({ userId: adminId, remember: false });
    const audits = await auditRows(server.db, 'auth.login', adminId);
    expect(audits).toHaveLength(auditsBefore + 1);
    expect(audits.at(-1)).toMatchObject({ entityKind: 'Sessions', entityId: adminId, action: 'CREATED', tenantId: null });
  });

  it('answers a wrong password with 422 and the email field error', async () => {
    const response = await new TestClient(server.url).login('dispatch@legwork.test', 'wrong-password');
    expect([response.status, response.body]).toEqual([422, { message: FAILED, errors: { email: [FAILED] } }]);
  });

  it('answers missing and empty fields with 422 and field errors', async () => {
    const client = await withCsrf(server.url);
    const empty = await client.request('POST', '/login', { json: { email: '', password: '' } });
    expect([empty.status, empty.body]).toEqual([
      422,
      {
        message: 'The email field is required. (and 1 more error)',
        errors: { email: ['The email field is required.'], password: ['The password field is required.'] },
      },
    ]);
    const missing = await client.request('POST', '/login', { json: {} });
    expect([missing.status, missing.body]).toEqual([
      422,
      {
        message: 'The email field is required. (and 1 more error)',
        errors: { email: ['The email field is required.'], password: ['The password field is required.'] },
      },
    ]);
  });

  it('throttles the 6th failed login of an email+IP within a minute with 429 and Retry-After', async () => {
    const client = new TestClient(server.url);
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await client.login('billing@legwork.test', `wrong-${attempt}`)).status).toBe(422);
    // Even the right password is refused while the key is locked.
    const sixth = await client.login('Billing@legwork.test', 'password');
    expect(sixth.status).toBe(429);
    const retryAfter = Number(sixth.headers.get('retry-after'));
    expect(retryAfter >= 1 && retryAfter <= 60).toBe(true);
    const message = `Too many login attempts. Please try again in ${retryAfter} seconds.`;
    expect(sixth.body).toEqual({ message, errors: { email: [message] } });
    expect(await sessionRow(server.db, client)).toMatchObject({ userId: null });
    // Another email from the same address is not locked.
    expect((await client.login('billing-lead@legwork.test')).status).toBe(200);
  });
});

describe('/api/user and logout', () => {
  it('answers 401 anonymous and the snake_case base user when signed in', async () => {
    const anonymous = await new TestClient(server.url).request('GET', '/api/user');
    expect([anonymous.status, anonymous.body]).toEqual([401, { message: 'Unauthenticated.' }]);
    const client = await signedIn(server.url, 'dispatch@legwork.test');
    const row = await one<Record<string, Date | string>>(
      server.db,
      "SELECT id, name, email, email_verified_at, created_at, updated_at FROM users WHERE email = 'dispatch@legwork.test'",
    );
    const iso = (value: Date | string | undefined) => (value instanceof Date ? value.toISOString() : value);
    const response = await client.request('GET', '/api/user');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, iso(v)])));
    expect(response.body).toMatchObject({ name: 'Dispatch Demo', email: 'dispatch@legwork.test' });
  });

  it('signs an unverified user in but answers 409 on /api/user and on every GraphQL request', async () => {
    const client = new TestClient(server.url);
    expect((await client.login('unverified@legwork.test')).status).toBe(200);
    const notVerified = { message: 'Your email address is not verified.' };
    const user = await client.request('GET', '/api/user');
    expect([user.status, user.body]).toEqual([409, notVerified]);
    for (const query of ['{ me { id } }', '{ ping }', 'mutation { markAllNotificationsRead }']) {
      const result = await client.request('POST', '/graphql', { json: { query } });
      expect([result.status, result.body]).toEqual([409, notVerified]);
    }
  });

  it('logs out with 204: the session row is gone, audited, and the old cookie answers 401', async () => {
    const client = await signedIn(server.url, 'call-center@legwork.test');
    const userId = await userIdOf(server.db, 'call-center@legwork.test');
    const sessionId = sessionIdOf(client);
    const oldCookies = client.cookieHeader();
    expect((await client.request('POST', '/logout', { csrf: false })).status).toBe(419);
    expect(await count(server.db, 'sessions WHERE id = $1', [sessionId])).toBe(1);
    expect((await client.logout()).status).toBe(204);
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await count(server.db, 'sessions WHERE id = $1', [sessionId])).toBe(0);
    expect(await auditRows(server.db, 'auth.logout', userId)).toEqual([
      expect.objectContaining({ entityKind: 'Sessions', entityId: userId, action: 'DELETED' }),
    ]);
    const replay = await fetch(`${server.url}/api/user`, { headers: { cookie: oldCookies, accept: 'application/json' } });
    expect(replay.status).toBe(401);
  });
});

describe('registration and email verification', () => {
  const verified = (id: string) => count(server.db, 'users WHERE id = $1 AND email_verified_at IS NOT NULL', [id]);

  it('registers (201), mails a signed link, refuses a tampered one and verifies with the real one', async () => {
    const email = 'new.person@example.com';
    const password = 'correct horse battery';
    const client = await withCsrf(server.url);
    const response = await client.request('POST', '/register', {
      json: { name: 'New Person', email, password, password_confirmation: password },
    });
    expect(response.status).toBe(201);
    const id = (response.body as { id: string }).id;
    const user = await one<{ name: string; hash: string }>(server.db, 'SELECT name, password_hash AS hash FROM users WHERE id = $1', [id]);
    expect(user?.name).toBe('New Person');
    expect(user?.hash).toMatch(/^\$argon2id\$/);
    expect(await verified(id)).toBe(0);
    expect((await client.request('GET', '/api/user')).status).toBe(409);

    expect((await mailTo(server.url, email)).map((m) => m.subject)).toEqual(['Verify your email address']);
    const [link] = await linkInMail(server.url, email, /https?:\/\/\S+\/verify-email\/\S+/);
    expect(link.startsWith(`${server.url}/verify-email/${id}/`)).toBe(true);
    const tampered = link.replace(
      /signature=([0-9a-f]+)/,
      (_m, sig: string) => `signature=${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`,
    );
    const refused = await fetch(tampered, { redirect: 'manual' });
    expect([refused.status, refused.headers.get('location')]).toEqual([302, '/verify-email?status=invalid']);
    expect(await verified(id)).toBe(0);

    const followed = await fetch(link, { redirect: 'manual' });
    expect([followed.status, followed.headers.get('location')]).toEqual([302, '/dashboard?verified=1']);
    expect(await verified(id)).toBe(1);
    expect(await auditRows(server.db, 'auth.verifyEmail', id)).toHaveLength(1);
    expect((await client.request('GET', '/api/user')).status).toBe(200);

    const again = await client.request('POST', '/register', {
      json: { name: 'Twin', email: email.toUpperCase(), password, password_confirmation: password },
    });
    expect([again.status, again.body]).toEqual([
      422,
      { message: 'The email has already been taken.', errors: { email: ['The email has already been taken.'] } },
    ]);
  });
});

describe('password reset', () => {
  const email = 'storage@legwork.test';
  const INVALID = { message: 'This password reset token is invalid.', errors: { email: ['This password reset token is invalid.'] } };
  const resetLink = async () => {
    const [, token, to] = await linkInMail(server.url, email, /\/password-reset\/([\w-]+)\?email=(\S+)/);
    return { token, email: decodeURIComponent(to) };
  };
  const reset = (client: TestClient, token: string, password: string) =>
    client.request('POST', '/reset-password', { json: { token, email, password, password_confirmation: password } });
  const passwordHash = () => one(server.db, 'SELECT password_hash FROM users WHERE email = $1', [email]);

  it('mails a single-use token that resets the password and ends every session', async () => {
    const userId = await userIdOf(server.db, email);
    const before = await signedIn(server.url, email);
    const client = await withCsrf(server.url);
    const forgot = await client.request('POST', '/forgot-password', { json: { email } });
    expect([forgot.status, forgot.body]).toEqual([200, { message: 'We have emailed your password reset link.' }]);
    const link = await resetLink();
    expect(link.email).toBe(email);
    expect(await one(server.db, 'SELECT token_hash FROM password_reset_tokens WHERE email = $1', [email])).toEqual({
      token_hash: sha256(link.token),
    });

    const done = await reset(client, link.token, 'brand-new-password');
    expect([done.status, done.body]).toEqual([200, { message: 'Your password has been reset.' }]);
    expect(await count(server.db, 'sessions WHERE user_id = $1', [userId])).toBe(0);
    expect((await before.request('GET', '/api/user')).status).toBe(401);
    expect((await new TestClient(server.url).login(email, 'password')).status).toBe(422);
    expect((await new TestClient(server.url).login(email, 'brand-new-password')).status).toBe(200);

    const reused = await reset(client, link.token, 'another-password');
    expect([reused.status, reused.body]).toEqual([422, INVALID]);
  });

  it('refuses a token older than 60 minutes and answers an unknown email the same without mail', async () => {
    const client = await withCsrf(server.url);
    expect((await client.request('POST', '/forgot-password', { json: { email } })).status).toBe(200);
    const link = await resetLink();
    await server.db.query("UPDATE password_reset_tokens SET created_at = now() - interval '61 minutes' WHERE email = $1", [email]);
    const hashBefore = await passwordHash();
    const expired = await reset(client, link.token, 'expired-password');
    expect([expired.status, expired.body]).toEqual([422, INVALID]);
    expect(await passwordHash()).toEqual(hashBefore);

    const unknown = await client.request('POST', '/forgot-password', { json: { email: 'nobody@example.com' } });
    expect(unknown.status).toBe(200);
    expect(await mailTo(server.url, 'nobody@example.com')).toEqual([]);
  });
});

describe('session lifetime and tokens', () => {
  it('ends a session idle for 121 minutes and one past its absolute expiry', async () => {
    const idle = await signedIn(server.url, 'help-desk@legwork.test');
    await server.db.query("UPDATE sessions SET last_activity_at = now() - interval '121 minutes' WHERE id = $1", [sessionIdOf(idle)]);
    expect((await idle.request('GET', '/api/user')).status).toBe(401);
    expect(await count(server.db, 'sessions WHERE id = $1', [sessionIdOf(idle)])).toBe(0);

    const old = await signedIn(server.url, 'help-desk@legwork.test');
    expect((await old.request('GET', '/api/user')).status).toBe(200);
    await server.db.query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1", [sessionIdOf(old)]);
    expect((await old.request('GET', '/api/user')).status).toBe(401);
  });

  it('gives a remembered login a 7-day cookie and a plain login a browser-session cookie', async () => {
    const remembered = new TestClient(server.url);
    const response = await remembered.login('tag-title@legwork.test', 'password', true);
    expect(response.status).toBe(200);
    const maxAge = setCookies(response.headers).get(SESSION_COOKIE)?.maxAge ?? 0;
    expect(Math.abs(maxAge - 7 * 24 * 3600)).toBeLessThanOrEqual(5);
    expect(await sessionRow(server.db, remembered)).toMatchObject({ remember: true });
    const plain = await new TestClient(server.url).login('tag-title@legwork.test');
    expect(setCookies(plain.headers).get(SESSION_COOKIE)?.maxAge).toBeNull();
  });

  it('accepts a bearer personal access token on /graphql without cookies or CSRF until it is revoked', async () => {
    const owner = await signedIn(server.url, 'admin@legwork.test');
    const { id, token } = await createToken(owner, 'CI device');
    expect(token.startsWith(`${id}|`)).toBe(true);
    expect(await one(server.db, 'SELECT token_hash FROM personal_access_tokens WHERE id = $1', [id])).toEqual({
      token_hash: sha256(token.split('|')[1]),
    });

    const device = new TestClient(server.url);
    device.bearer = token;
    expect((await device.gql('{ me { email } }')).data).toEqual({ me: { email: 'admin@legwork.test' } });
    expect((await device.gql('mutation { markAllNotificationsRead }')).errors).toBeUndefined();
    expect(device.cookies.size).toBe(0);
    expect(await count(server.db, 'personal_access_tokens WHERE id = $1 AND last_used_at IS NOT NULL', [id])).toBe(1);

    expect((await owner.gql('mutation($id: ID!) { revokePersonalAccessToken(id: $id) }', { id })).data).toEqual({
      revokePersonalAccessToken: true,
    });
    expect((await device.gql('{ me { email } }')).data).toEqual({ me: null });
  });

  it('enters the tenant of a token user in the same statement, and answers a malformed or unknown token as a guest', async () => {
    const owner = await signedIn(server.url, 'admin@legwork.test', 'Legwork North');
    const { token } = await createToken(owner, 'tenant device');
    const device = new TestClient(server.url);
    device.bearer = token;
    device.tenant = owner.tenant;
    // Row-level security reads the tenant the entry statement set: North's orders only.
    const orders = await device.gql<{ orders: { paginatorInfo: { total: number } } }>('{ orders(first: 1) { paginatorInfo { total } } }');
    const north = await count(server.db, 'orders o JOIN tenants t ON t.id = o.tenant_id WHERE t.name = $1 AND o.deleted_at IS NULL', [
      'Legwork North',
    ]);
    expect(orders.data?.orders.paginatorInfo.total).toBe(north);
    for (const bearer of [`${'-'.repeat(36)}|secret`, 'not-a-token', `${token.split('|')[0]}|wrong-secret`]) {
      const guest = new TestClient(server.url);
      guest.bearer = bearer;
      const answer = await guest.gql('{ me { email } }');
      expect([answer.status, answer.data]).toEqual([200, { me: null }]);
    }
  });

  it('ends an idle session on /graphql too: 419, the row deleted, then a guest', async () => {
    const idle = await signedIn(server.url, 'help-desk@legwork.test');
    expect((await idle.gql('{ me { email } }')).data).toEqual({ me: { email: 'help-desk@legwork.test' } });
    await server.db.query("UPDATE sessions SET last_activity_at = now() - interval '121 minutes' WHERE id = $1", [sessionIdOf(idle)]);
    // Its CSRF token went with it (419, as on the HTTP routes); the row is deleted.
    expect((await idle.gql('{ me { email } }')).status).toBe(419);
    expect(await count(server.db, 'sessions WHERE id = $1', [sessionIdOf(idle)])).toBe(0);
    // A fresh guest session on the same client: nobody, and the tenant header is refused.
    await idle.csrf();
    const guest = await idle.gql('{ me { email } }');
    expect(guest.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await idle.gql('{ me { email } }', {}, { 'x-tenant': '' })).data).toEqual({ me: null });
  });

  it("tells the server's own time for a GraphQL answer in Server-Timing", async () => {
    const client = await signedIn(server.url, 'dispatch@legwork.test');
    const response = await client.request('POST', '/graphql', {
      json: { query: '{ me { email } }' },
      headers: { 'x-tenant': client.tenant },
    });
    expect(response.headers.get('server-timing')).toMatch(/^total;dur=\d+\.\d{2}$/);
  });
});
