import type { Queryable } from '../db/database';
import { randomToken, sha256 } from './tokens';

export const SESSION_COOKIE = 'legwork_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';

const MINUTE = 60_000;
export const IDLE_TIMEOUT_MS = 120 * MINUTE;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * MINUTE;
export const REMEMBER_MS = 7 * 24 * 60 * MINUTE;
/** Activity is written at most once a minute per session, not on every request. */
const TOUCH_EVERY_MS = MINUTE;

export type Session = {
  id: string;
  userId: string | null;
  csrfToken: string;
  remember: boolean;
  createdAt: Date;
  lastActivityAt: Date;
  expiresAt: Date;
};

const SESSION_COLUMNS = `s.id, s.user_id AS "userId", s.csrf_token AS "csrfToken", s.remember, s.created_at AS "createdAt",
  s.last_activity_at AS "lastActivityAt", s.expires_at AS "expiresAt"`;

/** Creates a session; the cookie carries `cookieValue`, the table only its hash. */
export const createSession = async (
  tx: Queryable,
  options: { userId: string | null; remember: boolean; ip: string; userAgent: string | undefined; now?: Date },
): Promise<{ session: Session; cookieValue: string }> => {
  const cookieValue = randomToken(32);
  const now = options.now ?? new Date();
  const expiresAt = new Date(now.getTime() + (options.remember ? REMEMBER_MS : ABSOLUTE_TIMEOUT_MS));
  const { rows } = await tx.query<Session>(
    `INSERT INTO sessions AS s (id, user_id, csrf_token, remember, ip, user_agent, created_at, last_activity_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8) RETURNING ${SESSION_COLUMNS}`,
    [sessionIdOf(cookieValue), options.userId, randomToken(30), options.remember, options.ip, options.userAgent ?? null, now, expiresAt],
  );
  return { session: rows[0], cookieValue };
};

/**
 * A session `s` with its state by the database's clock: `live` (neither idle too long nor past its lifetime) and
 * `stale` (its activity is due to be written again).
 */
export const SESSION_STATE = `(now() < s.expires_at AND now() - s.last_activity_at < CASE WHEN s.remember
    THEN interval '${REMEMBER_MS} milliseconds' ELSE interval '${IDLE_TIMEOUT_MS} milliseconds' END) AS live,
  (now() - s.last_activity_at >= interval '${TOUCH_EVERY_MS} milliseconds') AS stale`;

export type SessionState = { live: boolean; stale: boolean };

/** A session that is no longer live is deleted; a live one's activity is written at most once a minute. */
export const settleSession = async <S extends { id: string }>(tx: Queryable, session: S, state: SessionState): Promise<S | null> => {
  if (!state.live) {
    await tx.query('DELETE FROM sessions WHERE id = $1', [session.id]);
    return null;
  }
  if (state.stale) await tx.query('UPDATE sessions SET last_activity_at = now() WHERE id = $1', [session.id]);
  return session;
};

/** The live session for a cookie value, or null when unknown, idle too long or past its absolute lifetime. */
export const loadSession = async (tx: Queryable, cookieValue: string): Promise<Session | null> => {
  const { rows } = await tx.query<Session & SessionState>(`SELECT ${SESSION_COLUMNS}, ${SESSION_STATE} FROM sessions s WHERE s.id = $1`, [
    sessionIdOf(cookieValue),
  ]);
  const row = rows[0];
  if (!row) return null;
  const { live, stale, ...session } = row;
  return settleSession(tx, session, { live, stale });
};

/** The stored id of a session: the SHA-256 of its cookie value. */
export const sessionIdOf = (cookieValue: string) => sha256(cookieValue);

export const destroySession = (tx: Queryable, sessionId: string) => tx.query('DELETE FROM sessions WHERE id = $1', [sessionId]);

export const destroyUserSessions = (tx: Queryable, userId: string, exceptSessionId: string | null = null) =>
  tx.query('DELETE FROM sessions WHERE user_id = $1 AND ($2::text IS NULL OR id <> $2)', [userId, exceptSessionId]);
