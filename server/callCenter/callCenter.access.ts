import type { Role } from '../../src/domain/roles';
import type { Actor, GraphQLContext } from '../graphql/context';
import { requireStaffWith } from '../auth/actors';

/** /call-center/* is the CALL_CENTER team's (ADMIN opens everything); every other role FORBIDDEN (docs/access.md#areas). */
export const CALL_CENTER_ROLES: readonly Role[] = ['CALL_CENTER', 'CALL_CENTER_LEAD', 'ADMIN'];

/** The team's callbacks, not only one's own: the lead's (docs/access.md#areas). */
export const CALL_CENTER_LEAD_ROLES: readonly Role[] = ['CALL_CENTER_LEAD', 'ADMIN'];

export const requireCallCenter = (ctx: GraphQLContext): Actor => requireStaffWith(ctx, CALL_CENTER_ROLES);
