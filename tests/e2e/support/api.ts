/**
 * Seeding and checking through the server's own HTTP contract (Sanctum style): a write first fetches
 * /sanctum/csrf-cookie and echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN. Pass `page.request` to act in the
 * page's cookie jar (the page is then signed in as that user), or a standalone request context.
 */
import { type APIRequestContext, expect } from '@playwright/test';

export type Mail = { to: string; subject: string; text: string };

export const VERIFY_SUBJECT = 'Verify your email address';
export const RESET_SUBJECT = 'Reset your password';

const cookieValue = async (request: APIRequestContext, name: string): Promise<string | null> => {
  const { cookies } = await request.storageState();
  const cookie = cookies.find((c) => c.name === name);
  return cookie ? decodeURIComponent(cookie.value) : null;
};

/** GET /sanctum/csrf-cookie, then the header a write must carry. */
export const csrfHeaders = async (request: APIRequestContext): Promise<Record<string, string>> => {
  const response = await request.get('/sanctum/csrf-cookie', { headers: { Accept: 'application/json' } });
  expect(response.status()).toBe(204);
  const token = await cookieValue(request, 'XSRF-TOKEN');
  if (!token) throw new Error('GET /sanctum/csrf-cookie set no XSRF-TOKEN cookie');
  return { Accept: 'application/json', 'X-XSRF-TOKEN': token };
};

const post = async (request: APIRequestContext, path: string, data: unknown) =>
  request.post(path, { headers: await csrfHeaders(request), data });

export const apiLogin = async (request: APIRequestContext, email: string, password: string): Promise<void> => {
  const response = await post(request, '/login', { email, password, remember: false });
  expect(response.status(), `POST /login as ${email}: ${await response.text()}`).toBe(200);
};

export type NewUser = { name: string; email: string; password: string };

/** POST /register: the new user is signed in (in this request context) with an unverified email. */
export const apiRegister = async (request: APIRequestContext, user: NewUser): Promise<void> => {
  const response = await post(request, '/register', { ...user, password_confirmation: user.password });
  expect(response.status(), `POST /register ${user.email}: ${await response.text()}`).toBe(201);
};

/** The newest dev-mailbox message to an address with this subject (waits for it to be queued). */
export const latestMail = async (request: APIRequestContext, to: string, subject: string): Promise<Mail> => {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/mail?to=${encodeURIComponent(to)}`);
        expect(response.ok()).toBe(true);
        const mails = (await response.json()) as Mail[];
        found = mails.find((mail) => mail.subject === subject);
        return found !== undefined;
      },
      { message: `a "${subject}" mail to ${to} in /dev/mail` },
    )
    .toBe(true);
  return found as Mail;
};

/** The first link in a mail's text whose path starts with `pathPrefix`, as a path + query for page.goto. */
export const linkIn = (mail: Mail, pathPrefix: string): string => {
  const url = (mail.text.match(/https?:\/\/\S+/g) ?? []).map((link) => new URL(link)).find((link) => link.pathname.startsWith(pathPrefix));
  if (!url) throw new Error(`No ${pathPrefix} link in the mail "${mail.subject}":\n${mail.text}`);
  return `${url.pathname}${url.search}`;
};

/** Registers, then opens the emailed verification link (no redirect followed): a verified, signed-in user. */
export const createVerifiedUser = async (request: APIRequestContext, user: NewUser): Promise<void> => {
  await apiRegister(request, user);
  const link = linkIn(await latestMail(request, user.email, VERIFY_SUBJECT), '/verify-email/');
  const response = await request.get(link, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/dashboard?verified=1');
};

/** A GraphQL read over GET (reads need no anti-forgery token), optionally in a tenant. */
export const graphqlRead = async <T>(request: APIRequestContext, query: string, tenantId?: string): Promise<T> => {
  const response = await request.get(`/graphql?query=${encodeURIComponent(query)}`, {
    headers: { Accept: 'application/json', ...(tenantId ? { 'X-TENANT': tenantId } : {}) },
  });
  expect(response.ok(), `GraphQL ${query}: ${response.status()}`).toBe(true);
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors, `GraphQL ${query}`).toBeUndefined();
  return body.data as T;
};

/** A GraphQL write (POST with the anti-forgery header) in a tenant; any GraphQL error fails the test. */
export const graphqlWrite = async <T>(request: APIRequestContext, query: string, variables: object, tenantId: string): Promise<T> => {
  const response = await request.post('/graphql', {
    headers: { ...(await csrfHeaders(request)), 'Content-Type': 'application/json', 'X-TENANT': tenantId },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
};

export type Tenant = { id: string; name: string };

export const myTenants = async (request: APIRequestContext): Promise<Tenant[]> =>
  (await graphqlRead<{ me: { tenants: Tenant[] } }>(request, '{ me { tenants { id name } } }')).me.tenants;
