import type { Client } from '@urql/core';
import { type ClientDeps, createGraphQLClient } from '../../graphql/client';

export type ClientStore = {
  getClient: () => Client;
  /** A new client (empty cache, new socket) on tenant change and logout; a failure is only logged (spec §8). */
  reset: () => void;
  subscribe: (listener: () => void) => () => void;
};

export const createClientStore = (deps: ClientDeps): ClientStore => {
  let current = createGraphQLClient(deps);
  const listeners = new Set<() => void>();
  return {
    getClient: () => current.client,
    reset: () => {
      try {
        const previous = current;
        current = createGraphQLClient(deps);
        previous.dispose();
        for (const listener of listeners) listener();
      } catch (error) {
        console.error('Resetting the GraphQL cache failed', error);
      }
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
};
