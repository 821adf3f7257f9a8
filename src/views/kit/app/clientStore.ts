import type { Client, Exchange } from '@urql/core';
import { type ClientDeps, createGraphQLClient, type GraphQLClient } from '../../../graphql/client';
import { dropFirstAnswers } from '../../../graphql/firstAnswers';
import type { GraphQLHost } from './runtime';

export type ClientStore = {
  getClient: () => Client;
  subscribe: (listener: () => void) => () => void;
};

/** One layout's client; a new one (empty cache, new socket) on every reset. A failed reset is only logged, never shown. */
const createClientStore = (host: GraphQLHost, deps: ClientDeps, cache: () => Exchange): ClientStore => {
  let current: GraphQLClient = createGraphQLClient(deps, cache);
  const listeners = new Set<() => void>();
  host.onReset(() => {
    // A new cache is a new tenant or user: answers asked for the page that loaded belong to the old one.
    dropFirstAnswers();
    try {
      const previous = current;
      current = createGraphQLClient(deps, cache);
      previous.dispose();
      for (const listener of listeners) listener();
    } catch (error) {
      console.error('Resetting the GraphQL cache failed', error);
    }
  });
  return {
    getClient: () => current.client,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};

const stores = new WeakMap<GraphQLHost, Map<() => Exchange, ClientStore>>();

/**
 * The client store of a layout's cache in this app: made the first time the layout renders and kept while the
 * app runs, so going from the staff pages to a public page and back keeps the cache.
 */
export const clientStoreFor = (host: GraphQLHost, cache: () => Exchange): ClientStore => {
  const byCache = stores.get(host) ?? new Map<() => Exchange, ClientStore>();
  stores.set(host, byCache);
  let store = byCache.get(cache);
  if (!store) {
    store = createClientStore(host, host.deps, cache);
    byCache.set(cache, store);
  }
  return store;
};
