import type { Queryable } from '../db/database';

const MAX_ATTEMPTS = 5;
const WINDOW_SECONDS = 60;

/** Seconds to wait when the key has had 5 failures in the last minute, else 0. Kept in the database: stateless servers. */
export const tooManyAttempts = async (tx: Queryable, key: string): Promise<number> => {
  const { rows } = await tx.query<{ n: number; oldest: Date | null }>(
    `SELECT count(*)::int AS n, min(attempted_at) AS oldest FROM login_attempts
     WHERE key = $1 AND attempted_at > now() - make_interval(secs => $2)`,
    [key, WINDOW_SECONDS],
  );
  const { n, oldest } = rows[0];
  if (n < MAX_ATTEMPTS || !oldest) return 0;
  return Math.max(1, Math.ceil((oldest.getTime() + WINDOW_SECONDS * 1000 - Date.now()) / 1000));
};

export const recordFailedAttempt = (tx: Queryable, key: string) => tx.query('INSERT INTO login_attempts (key) VALUES ($1)', [key]);

export const clearAttempts = (tx: Queryable, key: string) => tx.query('DELETE FROM login_attempts WHERE key = $1', [key]);
