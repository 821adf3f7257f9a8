import { hasRole, type Role } from '../../src/domain/roles';
import type { Actor, GraphQLContext } from '../graphql/context';
import { forbidden } from '../errors';
import { requireStaff } from '../orders/orders.access';

/** ACCESS.md: /help-desk/* is HELP_DESK's (ADMIN opens everything); every other role, portal users and drivers, FORBIDDEN. */
export const HELP_DESK_ROLES: readonly Role[] = ['HELP_DESK', 'ADMIN'];

export const requireHelpDesk = (ctx: GraphQLContext): Actor => {
  const actor = requireStaff(ctx);
  if (!hasRole(actor.user, HELP_DESK_ROLES)) throw forbidden();
  return actor;
};
