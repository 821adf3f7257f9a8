import type { Role } from '../../src/domain/roles';
import type { NotificationType } from '../../src/generated/resolvers';
import type { GraphQLContext } from '../graphql/context';
import type { PortalActor } from './portal.access';
import { notify } from '../notifications/notifications.public';

/** Who takes up what clients send from the portal when no one in particular made the record. */
export const PORTAL_DESK_ROLES: readonly Role[] = ['CALL_CENTER', 'CALL_CENTER_LEAD', 'CLIENT_RELATIONS', 'CLIENT_RELATIONS_LEAD'];

// Operator staff of the tenant: an operator-staff role, a live account, and not a portal user (roles.ts).
const STAFF_OF_TENANT = `FROM users u JOIN user_tenants ut ON ut.user_id = u.id AND ut.tenant_id = $1
  WHERE u.deleted_at IS NULL AND NOT app_user_is_portal(u.id)
    AND EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = u.id AND r.role <> ALL (ARRAY['CLIENT', 'CUSTOMER', 'DRIVER']))`;

/** Whether the user is operator staff of the tenant (a record's creator to tell, rather than the desk). */
export const isTenantStaff = async (ctx: GraphQLContext, tenantId: string, userId: string | null): Promise<boolean> => {
  if (!userId) return false;
  const { rows } = await ctx.db.query(`SELECT 1 ${STAFF_OF_TENANT} AND u.id = $2`, [tenantId, userId]);
  return rows.length > 0;
};

/** Tells the tenant's portal desk what a portal user did, in the request's transaction (notify). */
export const notifyDesk = async (
  ctx: GraphQLContext,
  actor: PortalActor,
  notice: { type: NotificationType; title: string; body: string; data: Record<string, unknown> },
) => {
  const { rows } = await ctx.db.query<{ id: string }>(
    `SELECT u.id ${STAFF_OF_TENANT} AND EXISTS (SELECT 1 FROM user_roles d WHERE d.user_id = u.id AND d.role = ANY ($2::text[]))
     ORDER BY u.email`,
    [actor.tenantId, PORTAL_DESK_ROLES],
  );
  return notify(
    ctx,
    rows.map((row) => row.id),
    { ...notice, tenantId: actor.tenantId },
  );
};
