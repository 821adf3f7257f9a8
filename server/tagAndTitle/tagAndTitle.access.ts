import { TNT_READER_ROLES, TNT_ROLES } from '../../src/machines/domain/tntPacket.machine';
import type { Actor, GraphQLContext } from '../graphql/context';
import { requireStaffWith } from '../auth/actors';

/**
 * /tag-and-title/* is TAG_TITLE's and TAG_TITLE_LEAD's (ADMIN opens everything; docs/access.md#areas); dispatch reads a leg's
 * packet on the leg's tab and changes nothing. Every other staff role is FORBIDDEN, and so are drivers and trucking
 * companies (requireStaff); portal users have their own fields (tagAndTitle.portal.ts).
 */
export const requireTntReader = (ctx: GraphQLContext): Actor => requireStaffWith(ctx, TNT_READER_ROLES);

export const requireTntWriter = (ctx: GraphQLContext): Actor => requireStaffWith(ctx, TNT_ROLES);
