import type { Exchange } from '@urql/core';
import { type ReactNode, useSyncExternalStore } from 'react';
import { Provider } from 'urql';
import { clientStoreFor } from './clientStore';
import { useRuntime } from './RuntimeContext';

export type GraphQLProviderProps = { cache: () => Exchange; children: ReactNode };

/**
 * The urql client of a layout, with that layout's cache (staff or portal graphcache, each with its own trimmed
 * introspection). The layouts render it, so the sign-in pages load no GraphQL client and no schema at all.
 */
export const GraphQLProvider = ({ cache, children }: GraphQLProviderProps) => {
  const store = clientStoreFor(useRuntime().graphql, cache);
  const client = useSyncExternalStore(store.subscribe, store.getClient);
  return <Provider value={client}>{children}</Provider>;
};
