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

const SESSION_COLUMNS = `id, user_id AS "userId", csrf_token AS "csrfToken", remember, created_at AS "createdAt",
  last_activity_at AS "lastActivityAt", expires_at AS "expiresAt"`;

/** Creates a session; the cookie carries `cookieValue`, the table only its hash. */
export const createSession = async (
  tx: Queryable,
  options: { userId: string | null; remember: boolean; ip: string; userAgent: string | undefined; now?: Date },
): Promise<{ session: Session; cookieValue: string }> => {
  const cookieValue = randomToken(32);
  const now = options.now ?? new Date();
  const expiresAt = new Date(now.getTime() + (options.remember ? REMEMBER_MS : ABSOLUTE_TIMEOUT_MS));
  const { rows } = await tx.query<Session>(
    `INSERT INTO sessions (id, user_id, csrf_token, remember, ip, user_agent, created_at, last_activity_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8) RETURNING ${SESSION_COLUMNS}`,
    [sha256(cookieValue), options.userId, randomToken(30), options.remember, options.ip, options.userAgent ?? null, now, expiresAt],
  );
  return { session: rows[0], cookieValue };
};

/** The live session for a cookie value, or null when unknown, idle too long or past its absolute lifetime. */
export const loadSession = async (tx: Queryable, cookieValue: string, now = new Date()): Promise<Session | null> => {
  const { rows } = await tx.query<Session>(`SELECT ${SESSION_COLUMNS} FROM sessions WHERE id = $1`, [sha256(cookieValue)]);
  const session = rows[0];
  if (!session) return null;
  const idleLimit = session.remember ? REMEMBER_MS : IDLE_TIMEOUT_MS;
  const expired =
    now.getTime() >= session.expiresAt.getTime() || now.getTime() - session.lastActivityAt.getTime() >= idleLimit;
  if (expired) {
    await tx.query('DELETE FROM sessions WHERE id = $1', [session.id]);
    return null;
  }
  if (now.getTime() - session.lastActivityAt.getTime() >= TOUCH_EVERY_MS) {
    await tx.query('UPDATE sessions SET last_activity_at = $2 WHERE id = $1', [session.id, now]);
  }
  return session;
};

export const destroySession = (tx: Queryable, sessionId: string) =>
  tx.query('DELETE FROM sessions WHERE id = $1', [sessionId]);

export const destroyUserSessions = (tx: Queryable, userId: string, exceptSessionId: string | null = null) =>
  tx.query('DELETE FROM sessions WHERE user_id = $1 AND ($2::text IS NULL OR id <> $2)', [userId, exceptSessionId]);
