/** Whose prices a tab shows and writes: a client's or a customer's (the GraphQL arguments clientId / customerId). */
export type PriceParty = { clientId: string } | { customerId: string };

/** The party's price queries' variables: its id, and which of `client(id)` and `customer(id)` to ask. */
export const partyVariables = (party: PriceParty) =>
  'clientId' in party ? { id: party.clientId, isCustomer: false } : { id: party.customerId, isCustomer: true };
