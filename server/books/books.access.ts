import { BOOKS_ACCOUNTS_ROLES, BOOKS_ROLES } from '../../src/domain/books/roles';
import { requireStaffWith } from '../auth/actors';
import type { Actor, GraphQLContext } from '../graphql/context';

/** Reading and making exports; every other staff role, portal users and carriers are FORBIDDEN. */
export const requireBooksStaff = (ctx: GraphQLContext): Actor => requireStaffWith(ctx, BOOKS_ROLES);

/** The tenant's default ledger accounts: ACCOUNTING_LEAD and ADMIN only. */
export const requireBooksAccountant = (ctx: GraphQLContext): Actor => requireStaffWith(ctx, BOOKS_ACCOUNTS_ROLES);
