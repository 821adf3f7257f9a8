import type { Role } from '../../src/domain/roles';
import type { Actor, GraphQLContext } from '../graphql/context';
import { requireStaffWith } from '../auth/actors';

/** /safety/* is DRIVER_SAFETY's (and ADMIN's, who opens everything): docs/access.md#areas. */
export const SAFETY_WRITER_ROLES: readonly Role[] = ['ADMIN', 'DRIVER_SAFETY'];
/** Readers add DISPATCH_LEAD, whose /admin/drivers/:id/transport-plates tab reads a driver's plates. */
export const SAFETY_READER_ROLES: readonly Role[] = [...SAFETY_WRITER_ROLES, 'DISPATCH_LEAD'];

export const requireSafetyReader = (ctx: GraphQLContext): Actor => requireStaffWith(ctx, SAFETY_READER_ROLES);

export const requireSafetyWriter = (ctx: GraphQLContext): Actor => requireStaffWith(ctx, SAFETY_WRITER_ROLES);
