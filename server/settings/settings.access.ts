import { SETTINGS_ROLES } from '../../src/domain/settings/schemas';
import { requireStaffWith } from '../auth/actors';
import type { Actor, GraphQLContext } from '../graphql/context';

/** /admin/settings and /admin/settings/fuel-rates are ADMIN's (docs/access.md#areas); anyone else is FORBIDDEN. */
export const requireSettingsAdmin = (ctx: GraphQLContext): Actor => requireStaffWith(ctx, SETTINGS_ROLES);
