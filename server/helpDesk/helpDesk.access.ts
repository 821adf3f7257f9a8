import type { Role } from '../../src/domain/roles';
import type { Actor, GraphQLContext } from '../graphql/context';
import { requireStaffWith } from '../auth/actors';

/** /help-desk/* is HELP_DESK's (ADMIN opens everything); every other role, portal users and drivers, FORBIDDEN (docs/access.md#areas). */
export const HELP_DESK_ROLES: readonly Role[] = ['HELP_DESK', 'ADMIN'];

export const requireHelpDesk = (ctx: GraphQLContext): Actor => requireStaffWith(ctx, HELP_DESK_ROLES);
