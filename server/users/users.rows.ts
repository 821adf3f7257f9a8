import type { AdminUserStatus, Role } from '../../src/generated/enums';
import type { Queryable } from '../db/database';
import { isUuid } from '../errors';

/** An account as the admin's list and page read it (`u`: users), mapped onto the GraphQL AdminUser type. */
export type AdminUserRow = {
  id: string;
  email: string;
  name: string;
  status: AdminUserStatus;
  roles: Role[];
  invitedAt: Date | null;
  invitedByName: string | null;
  linkExpiresAt: Date | null;
  lastSignInAt: Date | null;
  deactivatedAt: Date | null;
  emailVerifiedAt: Date | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
};

/** An account's status, by precedence: DEACTIVATED, INVITED (never chose a password), UNVERIFIED, ACTIVE. */
export const USER_STATUS_SQL = `CASE WHEN u.deactivated_at IS NOT NULL THEN 'DEACTIVATED' WHEN u.password_set_at IS NULL THEN 'INVITED'
  WHEN u.email_verified_at IS NULL THEN 'UNVERIFIED' ELSE 'ACTIVE' END`;

export const ADMIN_USER_SELECT = `u.id, u.email, u.name, ${USER_STATUS_SQL} AS status,
  coalesce((SELECT array_agg(r.role ORDER BY r.role) FROM user_roles r WHERE r.user_id = u.id), '{}') AS roles,
  u.invited_at AS "invitedAt", (SELECT i.name FROM users i WHERE i.id = u.invited_by) AS "invitedByName",
  (SELECT t.expires_at FROM password_reset_tokens t WHERE t.email = lower(u.email) AND t.expires_at > now()) AS "linkExpiresAt",
  u.last_sign_in_at AS "lastSignInAt", u.deactivated_at AS "deactivatedAt", u.email_verified_at AS "emailVerifiedAt",
  u.version, u.created_at AS "createdAt", u.updated_at AS "updatedAt"`;

/** The accounts of tenant `$1` (its members), not closed. */
export const TENANT_USERS_FROM = 'users u JOIN user_tenants m ON m.user_id = u.id AND m.tenant_id = $1';

/** A member of the tenant by id (locked for the transaction when `lock`), or null (another tenant's, a malformed id). */
export const findAdminUser = async (db: Queryable, tenantId: string, id: string, lock = false): Promise<AdminUserRow | null> => {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<AdminUserRow>(
    `SELECT ${ADMIN_USER_SELECT} FROM ${TENANT_USERS_FROM} WHERE u.id = $2 AND u.deleted_at IS NULL${lock ? ' FOR UPDATE OF u' : ''}`,
    [tenantId, id],
  );
  return rows[0] ?? null;
};
