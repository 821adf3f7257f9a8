import { useEffect } from 'react';
import { type DocumentInput, useQuery } from 'urql';
import { useLocation } from 'wouter';
import { PageError } from '../../../http/errors';
import { pathOf } from '../../../routes';
import { useCurrentTenant } from '../app/useCurrentUser';
import { graphqlFailure } from '../forms/failure';
import { ErrorState } from '../ui/ErrorState';
import { Spinner } from '../ui/Spinner';
import type { PageProps } from './pageProps';

/** How one layout finds a record by its number: the query, where its id is in the answer, and the record's noun. */
export type NumberLookup<Data> = {
  query: DocumentInput<Data, { number: string }>;
  pick: (data: Data) => string | null | undefined;
  noun: string;
};

/** A lookup whose answer type is read from its query. */
export const lookup = <Data,>(spec: NumberLookup<Data>): NumberLookup<Data> => spec;

export type RecordNumberRedirectProps<Data> = PageProps & { number: string; lookup: NumberLookup<Data> };

/**
 * A record page opened by the record's number (/orders/O-100191): the number is looked up in the current tenant and
 * the address is replaced by the record's own (/orders/<id>, same tab, query and hash), so the page, its tabs, links
 * and live updates all work by id and Back skips the number. Not found is the layout's not-found view.
 */
export const RecordNumberRedirect = <Data,>({ route, params, number, lookup }: RecordNumberRedirectProps<Data>) => {
  const tenant = useCurrentTenant();
  const [, navigate] = useLocation();
  const [{ data, error }, reexecute] = useQuery({
    query: lookup.query,
    variables: { number },
    pause: !tenant,
    requestPolicy: 'network-only',
  });
  const id = data ? lookup.pick(data) : null;
  useEffect(() => {
    if (id) navigate(`${pathOf(route, { ...params, id })}${window.location.search}${window.location.hash}`, { replace: true });
  }, [id, route, params, navigate]);

  const failure = error ? graphqlFailure(error) : null;
  const missing = `No ${lookup.noun} numbered ${number} in ${tenant?.name ?? 'this tenant'}.`;
  if (failure?.code === 'NOT_FOUND' || (data && !id && !error)) throw new PageError(404, missing);
  if (failure) return <ErrorState message={failure.message} onRetry={() => reexecute({ requestPolicy: 'network-only' })} />;
  return <Spinner label={`Opening ${lookup.noun} ${number}…`} />;
};
