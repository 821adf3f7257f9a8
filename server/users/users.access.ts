import { USER_ADMIN_ROLES } from '../../src/domain/users/schemas';
import { requireStaffWith } from '../auth/actors';
import type { Actor, GraphQLContext } from '../graphql/context';

/** /admin/users is ADMIN's (docs/access.md#areas); anyone else is FORBIDDEN, with nothing read or changed. */
export const requireUserAdmin = (ctx: GraphQLContext): Actor => requireStaffWith(ctx, USER_ADMIN_ROLES);
