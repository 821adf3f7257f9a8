/** Who works the export to the books, shared by the server's checks (server/books/books.access.ts) and the panel. */
import type { Role } from '../roles';

/** The export to the books is the money teams': BILLING, ACCOUNTING, their leads, and ADMIN (docs/access.md#areas). */
export const BOOKS_ROLES: readonly Role[] = ['BILLING', 'BILLING_LEAD', 'ACCOUNTING', 'ACCOUNTING_LEAD', 'ADMIN'];

/** The ledger accounts every export books to are the chart of accounts' owners': ACCOUNTING_LEAD and ADMIN. */
export const BOOKS_ACCOUNTS_ROLES: readonly Role[] = ['ACCOUNTING_LEAD', 'ADMIN'];
