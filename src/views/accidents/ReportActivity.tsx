import { useEffect } from 'react';
import { useQuery } from 'urql';
import { getFragmentData } from '@/generated';
import { ActivityEntryFragment } from '../../graphql/operations/activity';
import { graphqlFailure } from '../kit/forms/failure';
import { ActivityLog } from '../kit/record/ActivityLog';
import { ErrorState } from '../kit/ui/ErrorState';
import { Spinner } from '../kit/ui/Spinner';
import { REPORT_STATUS_LABEL, repairStatusLabel } from './labels';
import { ReportActivityQuery } from './ReportPage.graphql';

const statusLabel = (status: string): string =>
  REPORT_STATUS_LABEL[status as keyof typeof REPORT_STATUS_LABEL] ?? repairStatusLabel(status);

/** The report's audit rows; the replay comes from the registry when its entity kind has a machine. */
export const ReportActivity = ({ id, version }: { id: string; version: number }) => {
  const [{ data, error }, refetch] = useQuery({ query: ReportActivityQuery, variables: { id }, requestPolicy: 'cache-and-network' });
  // A new version of the report has new audit rows: ask for them (the report itself arrives with the change).
  useEffect(() => {
    if (version > 0) refetch({ requestPolicy: 'network-only' });
  }, [version, refetch]);
  if (!data?.accidentReport) {
    if (error) return <ErrorState message={graphqlFailure(error).message} onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
    return <Spinner label="Loading the activity…" />;
  }
  const rows = getFragmentData(ActivityEntryFragment, data.accidentReport.activity);
  return <ActivityLog rows={rows} statusLabel={statusLabel} />;
};
