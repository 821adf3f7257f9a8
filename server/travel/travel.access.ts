import { hasRole, isOperatorStaff } from '../../src/domain/roles';
import { TRAVEL_READER_ROLES, TRAVEL_WRITER_ROLES } from '../../src/domain/schemas/travel';
import { isCarrierUser } from '../carriers/carriers.public';
import { type Actor, type GraphQLContext, requireTenant } from '../graphql/context';
import { forbidden } from '../errors';
import { requireStaffWith } from '../auth/actors';

/**
 * /dispatch/* is DISPATCH's and DISPATCH_LEAD's (ADMIN opens everything; docs/access.md#areas); ACCOUNTING and ACCOUNTING_LEAD
 * read a driver's travel, since settlements reimburse it. A carrier user reads its own drivers' travel (a driver:
 * their own; row-level security of migration 027 scopes the rows) and books none. Portal users and every other staff
 * role are FORBIDDEN.
 */
export const requireTravelReader = async (ctx: GraphQLContext): Promise<Actor> => {
  const actor = requireTenant(ctx);
  if (actor.user.portal) throw forbidden();
  if (isOperatorStaff(actor.user)) {
    if (!hasRole(actor.user, TRAVEL_READER_ROLES)) throw forbidden();
    return actor;
  }
  if (await isCarrierUser(ctx, actor)) return actor;
  throw forbidden();
};

export const requireTravelWriter = (ctx: GraphQLContext): Actor => requireStaffWith(ctx, TRAVEL_WRITER_ROLES);
