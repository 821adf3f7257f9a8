import type { ContactDetails, TenantSummary } from '../../src/domain/currentUser';

// Rows of the account area as its SQL selects them (camelCase aliases), mapped onto the GraphQL types by codegen.

/** A tenant row is exactly the tenant of the current-user shape (TenantSummary, src/domain/currentUser.ts). */
export type TenantRow = TenantSummary;

/** fullName is computed by the Contact resolver. */
export type ContactRow = Omit<ContactDetails, 'fullName'>;

export type TokenRow = { id: string; name: string; lastUsedAt: Date | null; createdAt: Date };
