import { CATALOG_ROLES } from '../../src/domain/catalogs/schemas';
import { requireStaffWith } from '../auth/actors';
import type { Actor, GraphQLContext } from '../graphql/context';

/** /admin/billing-items, /admin/expense-items and /admin/document-types are ADMIN's (docs/access.md#areas); anyone else is FORBIDDEN. */
export const requireCatalogAdmin = (ctx: GraphQLContext): Actor => requireStaffWith(ctx, CATALOG_ROLES);
