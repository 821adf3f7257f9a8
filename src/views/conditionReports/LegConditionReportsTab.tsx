import type { ReactNode } from 'react';
import { useQuery } from 'urql';
import { useCurrentTenant } from '../app/useCurrentUser';
import { graphqlFailure } from '../forms/failure';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { Spinner } from '../ui/Spinner';
import { ConditionReportView } from './ConditionReportView';
import { LegConditionReportsTabQuery } from './LegConditionReportsTab.graphql';
import { useLiveConditionReports } from './useLiveConditionReports';

export type LegConditionReportsTabProps = {
  legId: string;
  /** Shown above the reports: the way to take the next one ("Take the pickup report"). */
  children?: ReactNode;
};

/** /order-legs/:id/files/condition-reports: the leg's reports, newest first, each in full with its review. */
export const LegConditionReportsTab = ({ legId, children }: LegConditionReportsTabProps) => {
  const tenant = useCurrentTenant();
  const [{ data, error, fetching }, refetch] = useQuery({
    query: LegConditionReportsTabQuery,
    variables: { id: legId },
    pause: !tenant,
    requestPolicy: 'cache-and-network',
  });
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const reports = data?.orderLeg?.conditionReports;
  // A report of this leg that is not shown yet (the driver just submitted it) needs the list again.
  useLiveConditionReports(({ reportId, legId: changed }) => {
    if (changed === legId && !reports?.some((report) => report.id === reportId)) reload();
  });

  const body = () => {
    if (!reports) {
      if (error) return <ErrorState message={graphqlFailure(error).message} onRetry={reload} />;
      if (fetching || !data) return <Spinner label="Loading the condition reports…" />;
      return <EmptyState title="No condition report yet" />;
    }
    if (reports.length === 0) return <EmptyState title="No condition report yet" />;
    return reports.map((report) => <ConditionReportView key={report.id} report={report} onConflict={reload} />);
  };

  return (
    <div className="cr-leg-tab">
      {children}
      {body()}
    </div>
  );
};
