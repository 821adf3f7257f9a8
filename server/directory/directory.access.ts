import { hasRole, type Role } from '../../src/domain/roles';
import { type GraphQLContext, requireTenant } from '../graphql/context';
import { forbidden } from '../errors';

// Reading is for any operator staff and changing vehicles and locations for the editor roles, as for orders.
export { requireEditor, requireStaff as requireReader } from '../auth/actors';

/** Client accounts (clients and their customers) belong to client relations. */
export const ACCOUNT_MANAGERS: readonly Role[] = ['ADMIN', 'CLIENT_RELATIONS', 'CLIENT_RELATIONS_LEAD'];

export const requireAccountManager = (ctx: GraphQLContext) => {
  const who = requireTenant(ctx);
  if (!hasRole(who.user, ACCOUNT_MANAGERS)) throw forbidden();
  return who;
};
