import type { Role } from '../../src/domain/roles';
import { requireStaffWith } from '../auth/actors';
import type { Actor, GraphQLContext } from '../graphql/context';

/** The export to the books is the money teams': BILLING, ACCOUNTING, their leads, and ADMIN (docs/access.md#areas). */
export const BOOKS_ROLES: readonly Role[] = ['BILLING', 'BILLING_LEAD', 'ACCOUNTING', 'ACCOUNTING_LEAD', 'ADMIN'];

/** The ledger accounts every export books to are the chart of accounts' owners': ACCOUNTING_LEAD and ADMIN. */
export const BOOKS_ACCOUNTS_ROLES: readonly Role[] = ['ACCOUNTING_LEAD', 'ADMIN'];

/** Reading and making exports; every other staff role, portal users and carriers are FORBIDDEN. */
export const requireBooksStaff = (ctx: GraphQLContext): Actor => requireStaffWith(ctx, BOOKS_ROLES);

export const requireBooksAccountant = (ctx: GraphQLContext): Actor => requireStaffWith(ctx, BOOKS_ACCOUNTS_ROLES);
