import { ACCOUNT_MANAGER_ROLES } from '../../../domain/roles';

/** Whose prices a tab shows and writes: a client's or a customer's (the GraphQL arguments clientId / customerId). */
export type PriceParty = { clientId: string } | { customerId: string };

/** Who writes a party's prices: the account managers, as the server checks. */
export const PRICE_EDITOR_ROLES = ACCOUNT_MANAGER_ROLES;
