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
 * email (every word); 25 a page unless asked.
 */
export const listAdminUsers = (db: Queryable, tenantId: string, args: QueryAdminUsersArgs) => {
  const where = args.where ?? {};
  const q = new ListQuery(tenantId, ['u.deleted_at IS NULL']).equals(`(${USER_STATUS_SQL})`, where.status);
  if (where.role) q.bind(where.role, (p) => `EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role = ${p})`);
  return q
    .id(where.tenantId, 'where.tenantId', 'The selected tenant is invalid.', (p) => `${p}::uuid = ANY(app_user_tenant_ids(u.id))`)
    .search(args.search, ["(u.name || ' ' || u.email)"])
    .page<AdminUserRow>(
      db,
      { select: ADMIN_USER_SELECT, from: TENANT_USERS_FROM, orderBy: buildOrderBy(args.orderBy, ORDER, 'lower(u.name) ASC', 'u.id ASC') },
      args,
      25,
    );
};
