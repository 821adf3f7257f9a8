import { hasRole, type Role } from '../../src/domain/roles';
import type { Actor, GraphQLContext } from '../graphql/context';
import { forbidden } from '../errors';
import { requireStaff } from '../orders/orders.access';

/** ACCESS.md: /safety/* is DRIVER_SAFETY's (and ADMIN's, who opens everything). */
export const SAFETY_WRITER_ROLES: readonly Role[] = ['ADMIN', 'DRIVER_SAFETY'];
/** Readers add DISPATCH_LEAD, whose /admin/drivers/:id/transport-plates tab reads a driver's plates. */
export const SAFETY_READER_ROLES: readonly Role[] = [...SAFETY_WRITER_ROLES, 'DISPATCH_LEAD'];

export const requireSafetyReader = (ctx: GraphQLContext): Actor => {
  const actor = requireStaff(ctx);
  if (!hasRole(actor.user, SAFETY_READER_ROLES)) throw forbidden();
  return actor;
};

export const requireSafetyWriter = (ctx: GraphQLContext): Actor => {
  const actor = requireStaff(ctx);
  if (!hasRole(actor.user, SAFETY_WRITER_ROLES)) throw forbidden();
  return actor;
};
