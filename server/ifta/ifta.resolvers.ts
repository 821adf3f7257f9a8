import type { Resolvers } from '../../src/generated/resolvers';
import { createIftaRate, deleteIftaRate, iftaRates, updateIftaRate } from './ifta.rates';

/**
 * The IFTA rate table (ifta.graphql): read and written by ADMIN, ACCOUNTING_LEAD and BILLING_LEAD (ifta.access.ts);
 * the writes are audited (server/records/writes.ts). The return itself is the kit's `runReport('ifta', …)`.
 */
export const iftaResolvers: Resolvers = {
  Query: {
    iftaRates: (_parent, { quarter }, ctx) => iftaRates(ctx, quarter),
  },
  Mutation: {
    createIftaRate: (_parent, { input }, ctx) => createIftaRate(ctx, input),
    updateIftaRate: (_parent, { id, version, input }, ctx) => updateIftaRate(ctx, id, version, input),
    deleteIftaRate: (_parent, { id, version }, ctx) => deleteIftaRate(ctx, id, version),
  },
};
