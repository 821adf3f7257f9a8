import type { Resolvers } from '../../src/generated/resolvers';
import { orderMutations } from './orders.mutations';
import { orderQueries } from './orders.queries';

/** The orders area (orders.graphql): the read side with its relations, and the write side with its live events. */
export const orderResolvers: Resolvers = { ...orderQueries, ...orderMutations };
