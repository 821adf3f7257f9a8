import type { Resolvers } from '../../src/generated/resolvers';

export const quoteResolvers: Resolvers = {};
