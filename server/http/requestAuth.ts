import type { FastifyReply, FastifyRequest } from 'fastify';
import { resolveAccessToken } from '../auth/accessTokens';
import { SESSION_COOKIE, XSRF_COOKIE, loadSession, type Session } from '../auth/sessions';
import { safeEqual } from '../auth/tokens';
import { findUserById, type AuthUser } from '../auth/users';
import { type Database, type Queryable, withContext } from '../db/database';

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
