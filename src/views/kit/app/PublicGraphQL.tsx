import { cacheExchange } from '@urql/core';
import type { ReactNode } from 'react';
import { GraphQLProvider } from './GraphQLProvider';

// urql's document cache: a public form sends a mutation or two and normalizes nothing.
const documentCache = () => cacheExchange;

/** The GraphQL client of a public page that sends a form (contact): no graphcache, no introspection. */
export const PublicGraphQL = ({ children }: { children: ReactNode }) => <GraphQLProvider cache={documentCache}>{children}</GraphQLProvider>;
