import type { Queryable } from '../db/database';
import { isUuid } from '../errors';
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
  const parts = bearerParts(bearer);
  if (!parts) return null;
  const { rows } = await tx.query<{ userId: string; tokenId: string; stale: boolean }>(
    `SELECT p.user_id AS "userId", ${TOKEN_STATE} FROM personal_access_tokens p WHERE ${TOKEN_MATCH}`,
    parts,
  );
  const token = rows[0];
  if (!token) return null;
  await touchToken(tx, token);
  return { userId: token.userId, tokenId: token.tokenId };
};

/** `[id, hash of the secret]` of a well-formed bearer token: the params of TOKEN_MATCH. */
export const bearerParts = (bearer: string): [string, string] | null => {
  const [id, secret] = bearer.split('|');
  return id && secret && isUuid(id) ? [id, sha256(secret)] : null;
};

/** A live token `p` for the params `$1` (id) and `$2` (hash of the secret). */
export const TOKEN_MATCH = 'p.id = $1::uuid AND p.token_hash = $2 AND (p.expires_at IS NULL OR p.expires_at > now())';
export const TOKEN_STATE = `p.id AS "tokenId", (p.last_used_at IS NULL OR p.last_used_at < now() - interval '1 minute') AS stale`;

export const touchToken = async (tx: Queryable, token: { tokenId: string; stale: boolean }) => {
  if (token.stale) await tx.query('UPDATE personal_access_tokens SET last_used_at = now() WHERE id = $1', [token.tokenId]);
};
