import type { Role } from '../../src/domain/roles';
import type { Actor, GraphQLContext } from '../graphql/context';
import { requireStaffWith } from '../auth/actors';

/** /dispatch/* is DISPATCH's and DISPATCH_LEAD's (ADMIN opens everything): docs/access.md#areas. */
export const DISPATCH_ROLES: readonly Role[] = ['DISPATCH', 'DISPATCH_LEAD', 'ADMIN'];

export const requireDispatcher = (ctx: GraphQLContext): Actor => requireStaffWith(ctx, DISPATCH_ROLES);
