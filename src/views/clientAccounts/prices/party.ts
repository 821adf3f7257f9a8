import type { Role } from '../../../domain/roles';

/** Whose prices a tab shows and writes: a client's or a customer's (the GraphQL arguments clientId / customerId). */
export type PriceParty = { clientId: string } | { customerId: string };

/** Who writes a party's prices (src/graphql/schema/clientAccounts.graphql): the account managers and ADMIN. */
export const PRICE_EDITOR_ROLES: readonly Role[] = ['ADMIN', 'CLIENT_RELATIONS', 'CLIENT_RELATIONS_LEAD'];
