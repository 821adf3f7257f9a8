import { liteClient } from 'algoliasearch/lite';
import { useEffect, useMemo } from 'react';
import { useQuery } from 'urql';
import { graphqlFailure } from '../forms/failure';
import { SearchConfigQuery } from './SearchConfig.graphql';
import { scheduleRenewal } from './searchKey';

export type SearchClient = ReturnType<typeof liteClient>;

export type SearchClientState =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'ready'; client: SearchClient; indices: readonly string[]; renewKey: () => void };

/**
 * The algoliasearch lite client for the signed-in user, as Query.searchConfig sets it up (hosted Algolia or
 * Legwork's embedded endpoint alike), with the user's secured key. The key is fetched again five minutes before its
 * validUntil; the new key makes a new client (the old one's response cache goes with it).
 */
export const useSearchClient = (): SearchClientState => {
  const [{ data, error }, reexecute] = useQuery({ query: SearchConfigQuery });
  const renewKey = useMemo(() => () => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const key = data?.me?.searchKey ?? null;
  const config = data?.searchConfig ?? null;

  useEffect(() => (key ? scheduleRenewal(key, renewKey) : undefined), [key, renewKey]);

  const client = useMemo(() => {
    if (!config || !key) return null;
    const hosts = config.hosts.map((host) => ({
      url: host.url,
      protocol: host.protocol === 'http' ? ('http' as const) : ('https' as const),
      accept: 'read' as const,
    }));
    return liteClient(config.appId, key, { hosts });
  }, [config, key]);

  if (client && config) return { status: 'ready', client, indices: config.indices, renewKey };
  if (error && !data) return { status: 'error', message: graphqlFailure(error).message, retry: renewKey };
  return { status: 'loading' };
};
