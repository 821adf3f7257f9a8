import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerParts, resolveAccessToken, TOKEN_MATCH, TOKEN_STATE, touchToken } from '../auth/accessTokens';
import {
  SESSION_COOKIE,
  SESSION_STATE,
  type SessionState,
  XSRF_COOKIE,
  loadSession,
  sessionIdOf,
  settleSession,
  type Session,
} from '../auth/sessions';
import { safeEqual } from '../auth/tokens';
import { findUserById, LIVE_USER, USER_COLUMNS, type AuthUser } from '../auth/users';
import { type Database, type Queryable, withContext } from '../db/database';
import { isUuid } from '../errors';

export type RequestAuth = {
  session: Session | null;
  user: AuthUser | null;
  via: 'session' | 'token' | null;
  tokenId: string | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const bearerOf = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || null : null;
};

/** Who is asking, inside the caller's transaction: a bearer personal access token, else the session cookie. */
export const resolveAuthIn = async (tx: Queryable, request: FastifyRequest): Promise<RequestAuth> => {
  const bearer = bearerOf(request);
  if (bearer) {
    const token = await resolveAccessToken(tx, bearer);
    const user = token ? await findUserById(tx, token.userId) : null;
    return { session: null, user, via: user ? 'token' : null, tokenId: token?.tokenId ?? null };
  }
  const cookie = request.cookies[SESSION_COOKIE];
  const session = cookie ? await loadSession(tx, cookie) : null;
  const user = session?.userId ? await findUserById(tx, session.userId) : null;
  return { session, user, via: user ? 'session' : null, tokenId: null };
};

type UserRow = { [K in keyof AuthUser]: AuthUser[K] | null };
const userOf = (row: UserRow | undefined): AuthUser | null =>
  row?.id
    ? {
        id: row.id,
        email: row.email as string,
        name: row.name as string,
        emailVerifiedAt: row.emailVerifiedAt,
        roles: row.roles ?? [],
        portal: row.portal === true,
        version: row.version as number,
        createdAt: row.createdAt as Date,
        updatedAt: row.updatedAt as Date,
      }
    : null;

/**
 * Sets the request's context from `w` (the principal's row, or no row): app_user for the rest of the transaction,
 * the user, the tenant when the user belongs to it, and whether row-level security scopes the user as a portal user
 * (migration 009) or as a carrier, a driver or a trucking company's dispatcher (migration 010); both are said here so no
 * statement of the request computes them again (app_is_carrier() would otherwise ask per row). `live` says whether w's
 * user may act at all.
 */
const enterFrom = (principal: string, live: string) => `SELECT w.*,
    set_config('app.user_id', CASE WHEN ${live} THEN coalesce(w.id::text, '') ELSE '' END, true) AS "setUser",
    set_config('app.tenant_id', CASE WHEN ${live} THEN coalesce(w."tenantId", '') ELSE '' END, true) AS "setTenant",
    set_config('app.portal', CASE WHEN ${live} AND w.portal THEN 'on' ELSE 'off' END, true) AS "setPortal",
    set_config('app.carrier', CASE WHEN ${live} AND NOT coalesce(w.portal, false) AND coalesce(app_user_is_carrier(w.id), false)
      THEN 'on' ELSE 'off' END, true) AS "setCarrier",
    set_config('role', 'app_user', true) AS "setRole"
  FROM (SELECT 1) one LEFT JOIN LATERAL (${principal}) w ON true`;

/** The wanted tenant of user `u` when u belongs to it (`$n`: the X-Tenant header, a uuid or null). */
const memberTenantOf = (n: number) =>
  `(SELECT m.tenant_id::text FROM user_tenants m WHERE m.user_id = u.id AND m.tenant_id = $${n}::uuid) AS "tenantId"`;

const ENTER_BY_TOKEN = enterFrom(
  `SELECT ${USER_COLUMNS}, ${TOKEN_STATE}, ${memberTenantOf(3)}
   FROM personal_access_tokens p JOIN users u ON u.id = p.user_id AND ${LIVE_USER} WHERE ${TOKEN_MATCH}`,
  'true',
);

const ENTER_BY_SESSION = enterFrom(
  `SELECT ${USER_COLUMNS}, s.id AS "sessionId", s.user_id AS "sessionUserId", s.csrf_token AS "csrfToken", s.remember,
     s.created_at AS "sessionCreatedAt", s.last_activity_at AS "lastActivityAt", s.expires_at AS "expiresAt", ${SESSION_STATE},
     ${memberTenantOf(2)}
   FROM sessions s LEFT JOIN users u ON u.id = s.user_id AND ${LIVE_USER} WHERE s.id = $1`,
  'w.live',
);

const ENTER_ANONYMOUS = enterFrom('SELECT NULL::uuid AS id, NULL::text AS "tenantId", NULL::boolean AS portal WHERE false', 'false');

const ANONYMOUS: RequestAuth = { session: null, user: null, via: null, tokenId: null };

const enterAnonymous = async (tx: Queryable) => {
  await tx.query(ENTER_ANONYMOUS, [], { prepare: 'enter-anonymous' });
  return { auth: ANONYMOUS, tenantId: null };
};

type TokenRow = UserRow & { tokenId: string; stale: boolean; tenantId: string | null };
type SessionRow = UserRow &
  SessionState & {
    sessionId: string | null;
    sessionUserId: string | null;
    csrfToken: string;
    remember: boolean;
    sessionCreatedAt: Date;
    lastActivityAt: Date;
    expiresAt: Date;
    tenantId: string | null;
  };

/**
 * Who is asking and the context they run in, in ONE statement at the start of a GraphQL request's transaction: the
 * bearer token or session cookie with its user, the tenant of the X-Tenant header when the user belongs to it (null
 * for no header or an unknown, foreign or malformed tenant), and the settings row-level security reads. The statement
 * runs as the connection's role, so the membership read is not yet under RLS; everything after it is app_user's.
 */
export const enterRequest = async (
  tx: Queryable,
  request: FastifyRequest,
  tenantHeader: string,
): Promise<{ auth: RequestAuth; tenantId: string | null }> => {
  const tenant = isUuid(tenantHeader) ? tenantHeader : null;
  const bearer = bearerOf(request);
  if (bearer) {
    const parts = bearerParts(bearer);
    if (!parts) return enterAnonymous(tx);
    const row = (await tx.query<TokenRow>(ENTER_BY_TOKEN, [...parts, tenant], { prepare: 'enter-by-token' })).rows[0];
    const user = userOf(row);
    if (!user) return { auth: ANONYMOUS, tenantId: null };
    await touchToken(tx, row);
    return { auth: { session: null, user, via: 'token', tokenId: row.tokenId }, tenantId: row.tenantId };
  }
  const cookie = request.cookies[SESSION_COOKIE];
  if (!cookie) return enterAnonymous(tx);
  const row = (await tx.query<SessionRow>(ENTER_BY_SESSION, [sessionIdOf(cookie), tenant], { prepare: 'enter-by-session' })).rows[0];
  const stored: Session | null = row?.sessionId
    ? {
        id: row.sessionId,
        userId: row.sessionUserId,
        csrfToken: row.csrfToken,
        remember: row.remember,
        createdAt: row.sessionCreatedAt,
        lastActivityAt: row.lastActivityAt,
        expiresAt: row.expiresAt,
      }
    : null;
  const session = stored && row ? await settleSession(tx, stored, row) : null;
  const user = session ? userOf(row) : null;
  return { auth: { session, user, via: user ? 'session' : null, tokenId: null }, tenantId: user ? (row?.tenantId ?? null) : null };
};

/** Who is asking, in a transaction of its own (the plain HTTP routes). */
export const resolveAuth = (db: Database, request: FastifyRequest): Promise<RequestAuth> =>
  withContext(db, { tenantId: null, userId: null }, (tx) => resolveAuthIn(tx, request));

/**
 * Laravel's VerifyCsrfToken: a write with a session cookie must echo the session's token in X-XSRF-TOKEN.
 * Bearer-token requests carry no ambient credential and are exempt, and so is an anonymous GraphQL request
 * with no session cookie at all (there is nothing to forge). Everything else answers 419 and changes nothing.
 */
export const csrfRejected = (request: FastifyRequest): boolean => {
  if (!UNSAFE.has(request.method)) return false;
  if (bearerOf(request)) return false;
  const hasSessionCookie = Boolean(request.cookies[SESSION_COOKIE]);
  if (!hasSessionCookie && request.url.split('?')[0] === '/graphql') return false;
  const header = request.headers['x-xsrf-token'];
  const token = Array.isArray(header) ? header[0] : header;
  const session = request.auth.session;
  return !session || !token || !safeEqual(safeDecode(token), session.csrfToken);
};

/** A malformed percent-encoding is just a wrong token (419), not a server error. */
const safeDecode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

export const sendCsrfMismatch = (reply: FastifyReply) => reply.code(419).send({ message: 'CSRF token mismatch.' });

export type CookieOptions = { secure: boolean };

/** Sets the session cookie (HttpOnly) and the readable XSRF-TOKEN cookie for a session. */
export const setSessionCookies = (reply: FastifyReply, session: Session, cookieValue: string | null, options: CookieOptions) => {
  const maxAge = session.remember ? Math.floor((session.expiresAt.getTime() - Date.now()) / 1000) : undefined;
  const base = { path: '/', sameSite: 'lax' as const, secure: options.secure, maxAge };
  if (cookieValue) reply.setCookie(SESSION_COOKIE, cookieValue, { ...base, httpOnly: true });
  reply.setCookie(XSRF_COOKIE, session.csrfToken, { ...base, httpOnly: false });
};

export const clearSessionCookies = (reply: FastifyReply, options: CookieOptions) => {
  reply.clearCookie(SESSION_COOKIE, { path: '/', sameSite: 'lax', secure: options.secure, httpOnly: true });
  reply.clearCookie(XSRF_COOKIE, { path: '/', sameSite: 'lax', secure: options.secure });
};
