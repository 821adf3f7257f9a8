import type { AdminUserOrderByColumn, QueryAdminUsersArgs } from '../../src/generated/resolvers';
import type { Queryable } from '../db/database';
import { ListQuery } from '../graphql/listQuery';
import { buildOrderBy } from '../graphql/where';
import { ADMIN_USER_SELECT, type AdminUserRow, TENANT_USERS_FROM, USER_STATUS_SQL } from './users.rows';

const ORDER: Record<AdminUserOrderByColumn, string> = {
  NAME: 'lower(u.name)',
  EMAIL: 'lower(u.email)',
  LAST_SIGN_IN_AT: 'u.last_sign_in_at',
  CREATED_AT: 'u.created_at',
};

/**
 * /admin/users: the accounts of the request's tenant (user_tenants' primary key serves it), by name; narrowed by a
 * role, a tenant the admin shares with them (app_user_tenant_ids, migration 036) and a status, searched over name and
 * email (every word, in their lowered `search_text`: migration 042); 25 a page unless asked.
 */
export const listAdminUsers = (db: Queryable, tenantId: string, args: QueryAdminUsersArgs) => {
  const where = args.where ?? {};
  const q = new ListQuery(tenantId, ['u.deleted_at IS NULL']).equals(`(${USER_STATUS_SQL})`, where.status);
  // The role's members (EXISTS: the page walks the name index probing each user's roles) and, for a capped count past
  // COUNT_CAP, the same members as an array read once off user_roles_role_idx (041): the count then looks each one up
  // by primary key instead of hashing them against a scan of every user (issue 29: DISPATCH at 50,000 users).
  let role: { exists: string; members: string } | null = null;
  if (where.role)
    q.bind(where.role, (p) => {
      role = {
        exists: `EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role = ${p})`,
        members: `u.id = ANY (ARRAY(SELECT r.user_id FROM user_roles r WHERE r.role = ${p}))`,
      };
      return role.exists;
    });
  q.id(where.tenantId, 'where.tenantId', 'The selected tenant is invalid.', (p) => `${p}::uuid = ANY(app_user_tenant_ids(u.id))`).search(
    args.search,
    [{ lowered: 'u.search_text' }],
  );
  const byRole = role as { exists: string; members: string } | null;
  return q.page<AdminUserRow>(
    db,
    {
      select: ADMIN_USER_SELECT,
      from: TENANT_USERS_FROM,
      orderBy: buildOrderBy(args.orderBy, ORDER, 'lower(u.name) ASC', 'u.id ASC'),
      largeCountWhere: byRole ? q.whereSql.replace(byRole.exists, byRole.members) : undefined,
    },
    args,
    25,
  );
};
