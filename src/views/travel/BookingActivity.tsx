import { type ReactNode, useEffect } from 'react';
import { type DocumentInput, useQuery } from 'urql';
import { type FragmentType, getFragmentData } from '@/generated';
import { ActivityEntryFragment } from '../../graphql/operations/activity';
import { graphqlFailure } from '../kit/forms/failure';
import { ActivityLog } from '../kit/record/ActivityLog';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';

/** A booking as its activity query returns it. */
export type BookingActivityRecord = { activity: FragmentType<typeof ActivityEntryFragment>[] } | null | undefined;

export type BookingActivityProps<Data> = {
  query: DocumentInput<Data, { id: string }>;
  pick: (data: Data) => BookingActivityRecord;
  id: string;
  version: number;
};

/** A booking's audit rows, asked again whenever the booking has a new version. */
export const BookingActivity = <Data,>({ query, pick, id, version }: BookingActivityProps<Data>) => {
  const [{ data, error }, refetch] = useQuery({ query, variables: { id }, requestPolicy: 'cache-and-network' });
  useEffect(() => {
    if (version > 1) refetch({ requestPolicy: 'network-only' });
  }, [version, refetch]);
  const record = data ? pick(data) : null;
  let body: ReactNode;
  if (record) body = <ActivityLog rows={getFragmentData(ActivityEntryFragment, record.activity)} statusLabel={(status) => status} />;
  else if (error) body = <ErrorState message={graphqlFailure(error).message} onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
  else body = <Spinner label="Loading the activity…" />;
  return <Panel title="Activity">{body}</Panel>;
};
