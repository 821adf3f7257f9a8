import type { Resolvers } from '../../src/generated/resolvers';
import { directoryLoaders } from '../directory/directory.loaders';
import type { GraphQLContext } from '../graphql/context';
import { clientHealth } from './clientRelations.health';
import { clientRelationsOverview } from './clientRelations.overview';

const clientOf = async (ctx: GraphQLContext, clientId: string) => {
  const [client] = await directoryLoaders(ctx).clientById.load(clientId);
  return client;
};

/** Client relations (clientRelations.graphql): the manager's overview and an account's health. */
export const clientRelationsResolvers: Resolvers = {
  Query: {
    clientRelationsOverview: (_parent, { accountManager }, ctx) => clientRelationsOverview(ctx, accountManager ?? 'ME'),
    clientHealth: (_parent, { clientId }, ctx) => clientHealth(ctx, clientId),
  },
  ClientRelationsAccount: {
    client: (account, _args, ctx) => clientOf(ctx, account.clientId),
  },
  ClientHealth: {
    client: (health, _args, ctx) => clientOf(ctx, health.clientId),
  },
};
