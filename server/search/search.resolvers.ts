import type { Resolvers } from '../../src/generated/resolvers';
import type { Config } from '../config';
import { requireUser } from '../graphql/context';
import { isHosted, mintSearchKey, searchAppId } from './search.keys';
import { SEARCH_PATH_PREFIX } from './search.routes';
import { searchScope } from './search.scope';

/** Hosted: Algolia's DSN host first, then the main one; embedded: this server under the endpoint's prefix. */
const searchHosts = (config: Config, portal: boolean) => {
  if (isHosted(config)) {
    const appId = config.algolia.appId as string;
    return [
      { url: `${appId}-dsn.algolia.net`, protocol: 'https' },
      { url: `${appId}.algolia.net`, protocol: 'https' },
    ];
  }
  const origin = new URL((portal && config.portalUrl) || config.appUrl);
  return [{ url: `${origin.host}${SEARCH_PATH_PREFIX}`, protocol: origin.protocol.replace(':', '') }];
};

export const searchResolvers: Resolvers = {
  Query: {
    searchConfig: async (_parent, _args, ctx) => {
      const user = requireUser(ctx);
      const scope = await searchScope(ctx);
      return { appId: searchAppId(ctx.config), hosts: searchHosts(ctx.config, user.portal), indices: [...(scope?.restrictIndices ?? [])] };
    },
  },
  User: {
    // Without a scope (no tenant selected, nothing to search) the key still verifies and finds nothing.
    searchKey: async (user, _args, ctx) => {
      const scope = ctx.user?.id === user.id ? await searchScope(ctx) : null;
      return mintSearchKey(
        ctx.config,
        scope ?? {
          filters: 'tenantId:none',
          restrictIndices: ['none'],
          userToken: user.id,
          validUntil: Math.floor(Date.now() / 1000) + 3600,
        },
      );
    },
  },
};
