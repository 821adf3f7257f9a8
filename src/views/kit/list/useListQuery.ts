import { useCallback } from 'react';
import { type AnyVariables, type RequestPolicy, useQuery } from 'urql';
import { useCurrentTenant } from '../app/useCurrentUser';
import { graphqlFailure } from '../forms/failure';
import { type ListSource, type PageInfo, pageInfoOf } from './listSource';

/** A page of a list as a view draws it: its rows, its paginator once loaded, and how the last answer went. */
export type ListState<Row> = {
  rows: readonly Row[];
  /** Undefined until the first answer. */
  info: PageInfo | undefined;
  /** Why the list did not load, only when nothing is shown. */
  error: string | null;
  /** A newer answer is on its way while the last one shows. */
  updating: boolean;
  /** Asks the server again (after an error, or a change made on the page). */
  retry: () => void;
};

export type ListQueryOptions = { page: number; perPage?: number; pause?: boolean; requestPolicy?: RequestPolicy };

/**
 * One page of a list's source for a filter, asked once a tenant is chosen; fresh from the network while the cache shows.
 * The answer's `data` is there too, for what a list shows beside its rows (a total cost).
 */
export const useListQuery = <Data, Vars extends AnyVariables, Filter, Row>(
  source: ListSource<Data, Vars, Filter, Row>,
  filter: Filter,
  { page, perPage = 25, pause = false, requestPolicy = 'cache-and-network' }: ListQueryOptions,
): ListState<Row> & { data: Data | undefined } => {
  const tenant = useCurrentTenant();
  const [{ data, error, fetching, stale }, reexecute] = useQuery({
    query: source.query,
    variables: source.variables(filter, { first: perPage, page }),
    pause: pause || !tenant,
    requestPolicy,
  });
  const retry = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  const list = data ? source.pick(data) : undefined;
  return {
    data,
    rows: list?.data ?? [],
    info: list ? pageInfoOf(list.paginatorInfo) : undefined,
    error: !list && error ? graphqlFailure(error).message : null,
    updating: Boolean(list) && (stale || fetching),
    retry,
  };
};
