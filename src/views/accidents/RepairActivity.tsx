import { useEffect } from 'react';
import { useQuery } from 'urql';
import { getFragmentData, graphql } from '@/generated';
import { ActivityEntryFragment } from '../../graphql/operations/activity';
import { graphqlFailure } from '../kit/forms/failure';
import { ActivityLog } from '../kit/record/ActivityLog';
import { ErrorState } from '../kit/ui/ErrorState';
import { Spinner } from '../kit/ui/Spinner';
import { repairStatusLabel } from './labels';

const RepairActivityQuery = graphql(`
  query RepairActivity($id: ID!) {
    repair(id: $id) {
      id
      activity {
        id
        ...ActivityEntry
      }
    }
  }
`);

/** A repair's audit rows, asked for when opened; the repair machine is registered, so its steps can be replayed. */
export const RepairActivity = ({ id, version }: { id: string; version: number }) => {
  const [{ data, error }, refetch] = useQuery({ query: RepairActivityQuery, variables: { id }, requestPolicy: 'cache-and-network' });
  // Each step writes audit rows: ask for them again when the repair's version moves.
  useEffect(() => {
    if (version > 0) refetch({ requestPolicy: 'network-only' });
  }, [version, refetch]);
  if (!data?.repair) {
    if (error) return <ErrorState message={graphqlFailure(error).message} onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
    return <Spinner label="Loading the repair's activity…" />;
  }
  const rows = getFragmentData(ActivityEntryFragment, data.repair.activity);
  return <ActivityLog rows={rows} statusLabel={repairStatusLabel} />;
};
