import type { Queryable } from '../db/database';
import { randomToken, sha256 } from './tokens';

/** Sanctum's format: `<id>|<secret>`; only the secret's hash is stored. */
export const issueAccessToken = async (tx: Queryable, userId: string, name: string) => {
  const secret = randomToken(32);
  const { rows } = await tx.query<{ id: string; name: string; lastUsedAt: Date | null; createdAt: Date }>(
    `INSERT INTO personal_access_tokens (user_id, name, token_hash) VALUES ($1, $2, $3)
     RETURNING id, name, last_used_at AS "lastUsedAt", created_at AS "createdAt"`,
    [userId, name, sha256(secret)],
  );
  return { token: rows[0], plainTextToken: `${rows[0].id}|${secret}` };
};

/**
 * The user id behind a bearer token, or null. `last_used_at` is written at most once a minute: a device polling
 * with one token must not serialise every request on that token's row lock.
 */
export const resolveAccessToken = async (tx: Queryable, bearer: string): Promise<{ userId: string; tokenId: string } | null> => {
  const [id, secret] = bearer.split('|');
  if (!id || !secret || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  const { rows } = await tx.query<{ userId: string; tokenId: string; stale: boolean }>(
    `SELECT user_id AS "userId", id AS "tokenId", (last_used_at IS NULL OR last_used_at < now() - interval '1 minute') AS stale
     FROM personal_access_tokens WHERE id = $1 AND token_hash = $2 AND (expires_at IS NULL OR expires_at > now())`,
    [id, sha256(secret)],
  );
  const token = rows[0];
  if (!token) return null;
  if (token.stale) await tx.query('UPDATE personal_access_tokens SET last_used_at = now() WHERE id = $1', [id]);
  return { userId: token.userId, tokenId: token.tokenId };
};
