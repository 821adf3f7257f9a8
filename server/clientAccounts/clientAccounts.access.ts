import { requireStaff } from '../auth/actors';
import type { GraphQLContext } from '../graphql/context';

// Client accounts are read by every operator staff role (orders name clients) and written by the account managers
// (ADMIN, CLIENT_RELATIONS, CLIENT_RELATIONS_LEAD: docs/access.md), the same roles that create and edit clients.
export { requireAccountManager } from '../auth/actors';

export const requireAccountReader = (ctx: GraphQLContext) => requireStaff(ctx);
