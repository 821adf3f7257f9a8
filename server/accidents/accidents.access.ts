import type { Role } from '../../src/domain/roles';
import { ACCIDENT_READER_ROLES, REPAIR_ROLES } from '../../src/machines/domain/repair.machine';
import type { Actor, GraphQLContext } from '../graphql/context';
import { requireStaffWith } from '../auth/actors';

/**
 * /accidents-incidents/* is ACCIDENT_INCIDENT_MGMT's, DRIVER_SAFETY reads it, ADMIN opens everything (docs/access.md#areas).
 * Every other staff role is FORBIDDEN, and so are portal users, drivers and trucking companies (requireStaff): a
 * report names injuries, insurers and the driver's part in it, which is nobody else's to read.
 */
export const ACCIDENT_WRITER_ROLES: readonly Role[] = REPAIR_ROLES;
export { ACCIDENT_READER_ROLES };

export const requireAccidentReader = (ctx: GraphQLContext): Actor => requireStaffWith(ctx, ACCIDENT_READER_ROLES);

export const requireAccidentWriter = (ctx: GraphQLContext): Actor => requireStaffWith(ctx, ACCIDENT_WRITER_ROLES);
