import { hasRole, type Role } from '../../src/domain/roles';
import type { Actor, GraphQLContext } from '../graphql/context';
import { forbidden } from '../errors';
import { requireStaff } from '../orders/orders.access';

/** ACCESS.md: /dispatch/* is DISPATCH's and DISPATCH_LEAD's (ADMIN opens everything). */
export const DISPATCH_ROLES: readonly Role[] = ['DISPATCH', 'DISPATCH_LEAD', 'ADMIN'];

export const requireDispatcher = (ctx: GraphQLContext): Actor => {
  const actor = requireStaff(ctx);
  if (!hasRole(actor.user, DISPATCH_ROLES)) throw forbidden();
  return actor;
};
