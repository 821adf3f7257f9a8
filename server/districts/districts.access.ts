import { DISTRICT_READER_ROLES, DISTRICT_WRITER_ROLES } from '../../src/domain/schemas/districts';
import type { Actor, GraphQLContext } from '../graphql/context';
import { requireStaffWith } from '../auth/actors';

/**
 * /admin/district-requirements is ADMIN's (docs/access.md#areas); TAG_TITLE and TAG_TITLE_LEAD read the requirements their
 * packets are built from, and the lead keeps them up to date with ADMIN. Everyone else (portal and carriers
 * included: row-level security hides the rows from them too) is FORBIDDEN.
 */
export const requireDistrictReader = (ctx: GraphQLContext): Actor => requireStaffWith(ctx, DISTRICT_READER_ROLES);

export const requireDistrictWriter = (ctx: GraphQLContext): Actor => requireStaffWith(ctx, DISTRICT_WRITER_ROLES);
