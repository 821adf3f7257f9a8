import type { Queryable } from '../db/database';
import type { Role } from '../../src/domain/roles';
import { isUuid } from '../errors';

/** The signed-in user as the server's checks see it. */
export type AuthUser = {
  id: string;
  email: string;
  name: string;
  emailVerifiedAt: Date | null;
  roles: Role[];
  /**
   * A portal user (src/domain/roles.ts isPortalUser, links included): staff fields refuse them and row-level
   * security scopes their rows. Computed by the database (app_user_is_portal, migration 009).
   */
  portal: boolean;
  version: number;
  createdAt: Date;
  updatedAt: Date;
};

export const USER_COLUMNS = `u.id, u.email, u.name, u.email_verified_at AS "emailVerifiedAt", u.version,
  u.created_at AS "createdAt", u.updated_at AS "updatedAt",
  coalesce((SELECT array_agg(r.role ORDER BY r.role) FROM user_roles r WHERE r.user_id = u.id), '{}') AS roles,
  coalesce(app_user_is_portal(u.id), false) AS portal`;

/** An account `u` that may act: neither closed (deleted) nor deactivated by an admin (migration 036). */
export const LIVE_USER = 'u.deleted_at IS NULL AND u.deactivated_at IS NULL';

export const findUserById = async (tx: Queryable, id: string): Promise<AuthUser | null> => {
  const { rows } = await tx.query<AuthUser>(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1 AND ${LIVE_USER}`, [id]);
  return rows[0] ?? null;
};

export const findUserByEmail = async (tx: Queryable, email: string): Promise<(AuthUser & { passwordHash: string }) | null> => {
  const { rows } = await tx.query<AuthUser & { passwordHash: string }>(
    `SELECT ${USER_COLUMNS}, u.password_hash AS "passwordHash" FROM users u
     WHERE lower(u.email) = lower($1) AND ${LIVE_USER}`,
    [email],
  );
  return rows[0] ?? null;
};

/** The JSON of GET /api/user: the base user, in Laravel's snake_case. */
export const baseUser = (user: AuthUser) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
  created_at: user.createdAt.toISOString(),
  updated_at: user.updatedAt.toISOString(),
});

/** The tenant id when the user belongs to it, else null (unknown, foreign or malformed). */
export const memberTenant = async (tx: Queryable, user: AuthUser | null, tenant: string): Promise<string | null> => {
  if (!user || !isUuid(tenant)) return null;
  const { rows } = await tx.query('SELECT 1 FROM user_tenants WHERE user_id = $1 AND tenant_id = $2', [user.id, tenant]);
  return rows.length > 0 ? tenant : null;
};
