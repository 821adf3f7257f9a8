import { ACCOUNT_MANAGER_ROLES, hasRole } from '../../src/domain/roles';
import { CLIENT_RELATIONS_LEAD_ROLES } from '../../src/domain/clientRelations/scopes';
import { requireStaffWith } from '../auth/actors';
import { forbidden } from '../errors';
import type { Actor, GraphQLContext } from '../graphql/context';

/** /client-relations/* is CLIENT_RELATIONS's and CLIENT_RELATIONS_LEAD's, and ADMIN's (docs/access.md#areas). */
export const requireClientRelations = (ctx: GraphQLContext): Actor => requireStaffWith(ctx, ACCOUNT_MANAGER_ROLES);

/** The team's accounts are the lead's (and ADMIN's) to review; a manager asking for them is FORBIDDEN. */
export const requireClientRelationsLead = (ctx: GraphQLContext): Actor => {
  const actor = requireClientRelations(ctx);
  if (!hasRole(actor.user, CLIENT_RELATIONS_LEAD_ROLES)) throw forbidden();
  return actor;
};
