import { hasRole, isOperatorStaff, type Role } from '../../src/domain/roles';
import { type Actor, type GraphQLContext, requireTenant } from '../graphql/context';
import { forbidden } from '../errors';
import { requireStaffWith } from '../auth/actors';

/** /admin/drivers and /admin/trucking-companies are ADMIN's, DRIVER_SAFETY's and DISPATCH_LEAD's (docs/access.md#areas). */
export const CARRIER_EDITOR_ROLES: readonly Role[] = ['ADMIN', 'DRIVER_SAFETY', 'DISPATCH_LEAD'];

/** Who edits drivers, trucking companies and units; DISPATCH_LEAD reorders leg priority through the same check. */
export const requireCarrierEditor = (ctx: GraphQLContext): Actor => requireStaffWith(ctx, CARRIER_EDITOR_ROLES);

/** The signed-in user's driver profile in the request's tenant (their own row; RLS lets a driver see it), or null. */
export const driverIdOfUser = async (ctx: GraphQLContext, userId: string, tenantId: string): Promise<string | null> => {
  const { rows } = await ctx.db.query<{ id: string }>(
    'SELECT id FROM drivers WHERE tenant_id = $1 AND user_id = $2 AND deleted_at IS NULL',
    [tenantId, userId],
    { prepare: 'driver-of-user' },
  );
  return rows[0]?.id ?? null;
};

/**
 * A carrier user (migration 010's app_is_carrier): no operator-staff role, not a portal user, and a DRIVER or a
 * trucking company's user. Row-level security scopes every row they read to their legs and drivers.
 */
export const isCarrierUser = async (ctx: GraphQLContext, actor: Actor): Promise<boolean> => {
  if (actor.user.portal || isOperatorStaff(actor.user)) return false;
  if (hasRole(actor.user, 'DRIVER')) return true;
  const { rows } = await ctx.db.query('SELECT 1 FROM trucking_company_users WHERE tenant_id = $1 AND user_id = $2', [
    actor.tenantId,
    actor.user.id,
  ]);
  return rows.length > 0;
};

/**
 * Reading drivers, trucking companies, units and legs: operator staff (the tenant's rows) and carrier users (row-level
 * security leaves them their own rows: another carrier's id is NOT_FOUND). Portal users and everyone else: FORBIDDEN.
 */
export const requireCarrierReader = async (ctx: GraphQLContext): Promise<Actor> => {
  const actor = requireTenant(ctx);
  if (!actor.user.portal && isOperatorStaff(actor.user)) return actor;
  if (await isCarrierUser(ctx, actor)) return actor;
  throw forbidden();
};
