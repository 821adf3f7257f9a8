import { hasRole } from '../../src/domain/roles';
import { DISTRICT_READER_ROLES, DISTRICT_WRITER_ROLES } from '../../src/domain/schemas/districts';
import type { Actor, GraphQLContext } from '../graphql/context';
import { forbidden } from '../errors';
import { requireStaff } from '../orders/orders.access';

/**
 * ACCESS.md: /admin/district-requirements is ADMIN's; TAG_TITLE and TAG_TITLE_LEAD read the requirements their
 * packets are built from, and the lead keeps them up to date with ADMIN. Everyone else (portal and carriers
 * included: row-level security hides the rows from them too) is FORBIDDEN.
 */
export const requireDistrictReader = (ctx: GraphQLContext): Actor => {
  const actor = requireStaff(ctx);
  if (!hasRole(actor.user, DISTRICT_READER_ROLES)) throw forbidden();
  return actor;
};

export const requireDistrictWriter = (ctx: GraphQLContext): Actor => {
  const actor = requireStaff(ctx);
  if (!hasRole(actor.user, DISTRICT_WRITER_ROLES)) throw forbidden();
  return actor;
};
