import { hasRole, isOperatorStaff } from '../../src/domain/roles';
import type { AuthUser } from '../auth/users';
import { STORAGE_ROLES } from '../../src/machines/domain/storageRecord.machine';
import { forbidden } from '../errors';
import type { Actor, GraphQLContext } from '../graphql/context';
import { requireStaff } from '../auth/actors';

/**
 * /storage/* is STORAGE's and STORAGE_LEAD's, and ADMIN opens everything (docs/access.md#areas). Every other staff role is
 * FORBIDDEN, and so are portal users, drivers and trucking companies (requireStaff): a client's reads of its own
 * records are not built yet. A leg's move into or out of storage is the leg's (its own roles), not this check.
 */
export const requireStorageStaff = (ctx: GraphQLContext): Actor => {
  const actor = requireStaff(ctx);
  if (!isStorageStaff(actor.user)) throw forbidden();
  return actor;
};

/** The same rule for the storage area's HTTP routes (the SR validation tool): operator staff, not a portal user, a yard role. */
export const isStorageStaff = (user: AuthUser): boolean => isOperatorStaff(user) && !user.portal && hasRole(user, STORAGE_ROLES);
