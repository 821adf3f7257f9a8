import type { Role } from '../../src/domain/roles';
import { requireStaffWith } from '../auth/actors';
import type { Actor, GraphQLContext } from '../graphql/context';

/** /admin/reports and its IFTA rates are the admins' and the accounting and billing leads' (src/routes.ts `reports`). */
export const IFTA_ROLES: readonly Role[] = ['ADMIN', 'ACCOUNTING_LEAD', 'BILLING_LEAD'];

export const requireIftaStaff = (ctx: GraphQLContext): Actor => requireStaffWith(ctx, IFTA_ROLES);
