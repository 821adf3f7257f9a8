import type { ReactElement } from 'react';
import { type DocumentInput, type RequestPolicy, useQuery } from 'urql';
import { PageError } from '../../../http/errors';
import { useCurrentTenant } from '../app/useCurrentUser';
import { graphqlFailure } from '../forms/failure';
import { ErrorState } from '../ui/ErrorState';
import { Spinner } from '../ui/Spinner';

export type RecordNouns = {
  /** In the 404 message: "No <missing> with this id in <tenant>." */
  missing: string;
  /** In the spinner: "Loading the <loading>…" */
  loading: string;
};

export type RecordQueryOptions<Data, Found> = {
  query: DocumentInput<Data, { id: string }>;
  id: string;
  pick: (data: Data) => Found | null | undefined;
  nouns: RecordNouns;
  requestPolicy?: RequestPolicy;
};

export type RecordQuery<Found> = {
  /** The record once loaded; otherwise `placeholder` is what the page shows meanwhile. */
  record: Found | null;
  placeholder: ReactElement | null;
  refetch: () => void;
};

/** A record page's query (/orders/:id, /quotes/:id …): loading spinner, error with retry, NOT_FOUND → 404 page. */
export const useRecordQuery = <Data, Found>({
  query,
  id,
  pick,
  nouns,
  requestPolicy,
}: RecordQueryOptions<Data, Found>): RecordQuery<Found> => {
  const tenant = useCurrentTenant();
  const [{ data, fetching, error }, reexecute] = useQuery({ query, variables: { id }, requestPolicy, pause: !tenant });
  const failure = error ? graphqlFailure(error) : null;
  const refetch = () => reexecute({ requestPolicy: 'network-only' });
  const missing = `No ${nouns.missing} with this id in ${tenant?.name ?? 'this tenant'}.`;
  if (failure?.code === 'NOT_FOUND') throw new PageError(404, missing);
  const record = data ? (pick(data) ?? null) : null;
  if (record) return { record, placeholder: null, refetch };
  if (failure) return { record, placeholder: <ErrorState message={failure.message} onRetry={refetch} />, refetch };
  if (fetching || !data) return { record, placeholder: <Spinner label={`Loading the ${nouns.loading}…`} />, refetch };
  throw new PageError(404, missing);
};
