/**
 * Shared helpers of the server tests: reading the stored outcome (sessions, audit rows, mail), parsing
 * Set-Cookie headers and building GraphQL multipart requests.
 */
import { expect } from 'vitest';
import { sha256 } from '../../../server/auth/tokens';
import type { Queryable } from '../../../server/db/database';
import { type GraphQLResponse, TestClient } from './client';

export const SESSION_COOKIE = 'legwork_session';

/** The first row of a query on the owner connection (no row-level security). */
export const one = async <T extends Record<string, unknown>>(db: Queryable, sql: string, params: unknown[] = []) =>
  (await db.query<T>(sql, params)).rows[0] as T | undefined;

export const count = async (db: Queryable, sql: string, params: unknown[] = []) =>
  Number((await one<{ n: number }>(db, `SELECT count(*)::int AS n FROM ${sql}`, params))?.n ?? 0);

export const userIdOf = async (db: Queryable, email: string) => {
  const row = await one<{ id: string }>(db, 'SELECT id FROM users WHERE lower(email) = lower($1)', [email]);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
};

export const tenantIdOf = async (db: Queryable, name: 'Legwork East' | 'Legwork North') => {
  const row = await one<{ id: string }>(db, 'SELECT id FROM tenants WHERE name = $1', [name]);
  if (!row) throw new Error(`no tenant ${name}`);
  return row.id;
};

/** The sessions row id of a client's session cookie (the table keeps the cookie's SHA-256 only). */
export const sessionIdOf = (client: TestClient) => {
  const cookie = client.cookies.get(SESSION_COOKIE);
  if (!cookie) throw new Error('the client holds no session cookie');
  return sha256(decodeURIComponent(cookie));
};

export const sessionRow = (db: Queryable, client: TestClient) =>
  one<{ userId: string | null; remember: boolean; expiresAt: Date }>(
    db,
    'SELECT user_id AS "userId", remember, expires_at AS "expiresAt" FROM sessions WHERE id = $1',
    [sessionIdOf(client)],
  );

export type AuditRow = {
  userId: string | null;
  tenantId: string | null;
  entityKind: string;
  entityId: string | null;
  action: string;
  before: unknown;
  after: unknown;
};

export const auditRows = async (db: Queryable, event: string, userId?: string | null) =>
  (
    await db.query<AuditRow>(
      `SELECT user_id AS "userId", tenant_id AS "tenantId", entity_kind AS "entityKind", entity_id AS "entityId", action,
         before, after FROM audit_logs
       WHERE event = $1 AND ($2::uuid IS NULL OR user_id = $2::uuid) ORDER BY created_at, id`,
      [event, userId ?? null],
    )
  ).rows;

export type Mail = { to: string; subject: string; text: string };

/** The dev mailbox (GET /dev/mail), newest first. */
export const mailTo = async (baseUrl: string, to: string): Promise<Mail[]> => {
  const response = await fetch(`${baseUrl}/dev/mail?to=${encodeURIComponent(to)}`, { headers: { accept: 'application/json' } });
  expect(response.status).toBe(200);
  return (await response.json()) as Mail[];
};

export type SetCookie = { value: string; attributes: string[]; maxAge: number | null };

/** Set-Cookie headers by cookie name, with lower-cased attributes (`httponly`, `samesite=lax`, …). */
export const setCookies = (headers: Headers): Map<string, SetCookie> => {
  const cookies = new Map<string, SetCookie>();
  for (const header of headers.getSetCookie()) {
    const [pair, ...attributes] = header.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const lower = attributes.map((a) => a.toLowerCase());
    const maxAge = lower.find((a) => a.startsWith('max-age='));
    cookies.set(pair.slice(0, at), { value: pair.slice(at + 1), attributes: lower, maxAge: maxAge ? Number(maxAge.slice(8)) : null });
  }
  return cookies;
};

/** Expects exactly one GraphQL error with this code; returns it. */
export const expectError = (result: GraphQLResponse<unknown>, code: string) => {
  expect(result.errors?.map((e) => e.extensions?.code)).toEqual([code]);
  return result.errors?.[0] as { message: string; path?: string[]; extensions: Record<string, unknown> };
};

/**
 * A GraphQL multipart request (github.com/jaydenseric/graphql-multipart-request-spec) with one file bound to
 * `variables.<variable>`, sent with the client's cookies, CSRF token and tenant.
 */
export const uploadFile = async (
  client: TestClient,
  query: string,
  variable: string,
  file: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string },
) => {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { [variable]: null } }));
  form.append('map', JSON.stringify({ 0: [`variables.${variable}`] }));
  form.append('0', new Blob([file.bytes], { type: file.type }), file.name);
  const headers: Record<string, string> = { accept: 'application/json', 'x-tenant': client.tenant };
  if (client.cookies.size > 0) headers.cookie = client.cookieHeader();
  if (client.xsrf) headers['x-xsrf-token'] = decodeURIComponent(client.xsrf);
  const response = await fetch(`${client.baseUrl}/graphql`, { method: 'POST', headers, body: form });
  return { status: response.status, ...((await response.json()) as object) } as GraphQLResponse<Record<string, unknown>>;
};

/** A personal access token of a signed-in client (created through GraphQL). */
export const createToken = async (client: TestClient, name: string) => {
  const result = await client.gql<{ createPersonalAccessToken: { plainTextToken: string; token: { id: string } } }>(
    'mutation($input: CreatePersonalAccessTokenInput!) { createPersonalAccessToken(input: $input) { plainTextToken token { id } } }',
    { input: { name } },
  );
  const created = result.data?.createPersonalAccessToken;
  if (!created) throw new Error(`createPersonalAccessToken failed: ${JSON.stringify(result.errors)}`);
  return { id: created.token.id, token: created.plainTextToken };
};

/** A 1×1 transparent PNG. */
export const PNG = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
);

/** The first match of `pattern` in the newest mail to `to` (throws when there is none). */
export const linkInMail = async (baseUrl: string, to: string, pattern: RegExp) => {
  const text = (await mailTo(baseUrl, to))[0]?.text ?? '';
  const match = text.match(pattern);
  if (!match) throw new Error(`no ${pattern} in the mail to ${to}: ${text}`);
  return match;
};

/** An anonymous client that fetched its CSRF cookie, ready for POSTs. */
export const withCsrf = async (baseUrl: string) => {
  const client = new TestClient(baseUrl);
  await client.csrf();
  return client;
};
