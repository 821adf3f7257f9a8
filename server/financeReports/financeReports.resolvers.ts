import type { Resolvers } from '../../src/generated/resolvers';
import { clientRebateTiers, setClientRebateTiers } from './financeReports.tiers';

/** The finance reports' fields: a client's rebate tiers and their write (the reports run through runReport). */
export const financeReportsResolvers: Resolvers = {
  Client: { rebateTiers: (client, _args, ctx) => clientRebateTiers(client, ctx) },
  Mutation: { setClientRebateTiers: (_parent, { clientId, tiers }, ctx) => setClientRebateTiers(ctx, clientId, tiers) },
};
