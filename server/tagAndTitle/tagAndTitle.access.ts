import { hasRole } from '../../src/domain/roles';
import { TNT_READER_ROLES, TNT_ROLES } from '../../src/machines/domain/tntPacket.machine';
import { forbidden } from '../errors';
import type { Actor, GraphQLContext } from '../graphql/context';
import { requireStaff } from '../orders/orders.access';

/**
 * ACCESS.md: /tag-and-title/* is TAG_TITLE's and TAG_TITLE_LEAD's (ADMIN opens everything); dispatch reads a leg's
 * packet on the leg's tab and changes nothing. Every other staff role is FORBIDDEN, and so are drivers and trucking
 * companies (requireStaff); portal users have their own fields (tagAndTitle.portal.ts).
 */
export const requireTntReader = (ctx: GraphQLContext): Actor => {
  const actor = requireStaff(ctx);
  if (!hasRole(actor.user, TNT_READER_ROLES)) throw forbidden();
  return actor;
};

export const requireTntWriter = (ctx: GraphQLContext): Actor => {
  const actor = requireStaff(ctx);
  if (!hasRole(actor.user, TNT_ROLES)) throw forbidden();
  return actor;
};
