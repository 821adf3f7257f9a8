import { hasRole } from '../../src/domain/roles';
import { STORAGE_ROLES } from '../../src/machines/domain/storageRecord.machine';
import { forbidden } from '../errors';
import type { Actor, GraphQLContext } from '../graphql/context';
import { requireStaff } from '../orders/orders.access';

/**
 * ACCESS.md: /storage/* is STORAGE's and STORAGE_LEAD's, and ADMIN opens everything. Every other staff role is
 * FORBIDDEN, and so are portal users, drivers and trucking companies (requireStaff): a client's reads of its own
 * records are not built yet. A leg's move into or out of storage is the leg's (its own roles), not this check.
 */
export const requireStorageStaff = (ctx: GraphQLContext): Actor => {
  const actor = requireStaff(ctx);
  if (!hasRole(actor.user, STORAGE_ROLES)) throw forbidden();
  return actor;
};
