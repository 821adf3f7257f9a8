import { CLIENT_TAGGER_ROLES, HUB_TAG_ADMIN_ROLES } from '../../src/domain/hubsAndTags/schemas';
import { requireStaffWith } from '../auth/actors';
import type { Actor, GraphQLContext } from '../graphql/context';

/** Changing hubs and tags is ADMIN's (docs/access.md#areas); anyone else is FORBIDDEN. Staff read them (requireStaff). */
export const requireHubTagAdmin = (ctx: GraphQLContext): Actor => requireStaffWith(ctx, HUB_TAG_ADMIN_ROLES);

/** A client's tags are set by its account managers. */
export const requireClientTagger = (ctx: GraphQLContext): Actor => requireStaffWith(ctx, CLIENT_TAGGER_ROLES);
