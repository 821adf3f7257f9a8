import { hasRole, isOperatorStaff, type Role } from '../../src/domain/roles';
import { EDITOR_STAFF_ROLES } from '../../src/machines/domain/status';
import { type GraphQLContext, requireTenant } from '../graphql/context';
import { forbidden } from '../graphql/errors';

/** Who may change vehicles and locations: the roles that create and edit orders (ACCESS.md). */
export const DIRECTORY_EDITORS: readonly Role[] = EDITOR_STAFF_ROLES;

/** Client accounts (clients and their customers) belong to client relations. */
export const ACCOUNT_MANAGERS: readonly Role[] = ['ADMIN', 'CLIENT_RELATIONS', 'CLIENT_RELATIONS_LEAD'];

/** Any operator staff reads the directory; portal users are scoped in issue 4, so they are refused for now. */
export const requireReader = (ctx: GraphQLContext) => {
  const who = requireTenant(ctx);
  if (!isOperatorStaff(who.user)) throw forbidden();
  return who;
};

export const requireEditor = (ctx: GraphQLContext) => {
  const who = requireTenant(ctx);
  if (!hasRole(who.user, DIRECTORY_EDITORS)) throw forbidden();
  return who;
};

export const requireAccountManager = (ctx: GraphQLContext) => {
  const who = requireTenant(ctx);
  if (!hasRole(who.user, ACCOUNT_MANAGERS)) throw forbidden();
  return who;
};
