import { lazy, type ReactNode, Suspense } from 'react';
import { useQuery } from 'urql';
import { useLocation, useSearch } from 'wouter';
import { useCurrentTenant, useCurrentUser } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { Button } from '../kit/ui/Button';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { Spinner } from '../kit/ui/Spinner';
import { dueStorageDirection, isStorageDirection, type StorageDirection, takesStorageReports } from './capture/captureSteps';
import { ConditionReportView } from './ConditionReportView';
import { LegConditionReportsTabQuery } from './LegConditionReportsTab.graphql';
import { useLiveConditionReports } from './useLiveConditionReports';

// The capture flow is its own chunk (the leg page loads it for the pickup and delivery reports the same way).
const LegCapture = lazy(() => import('./capture/LegCapture').then((m) => ({ default: m.LegCapture })));

const TAKE_LABEL: Record<StorageDirection, string> = { CHECK_IN: 'Take check-in report', CHECK_OUT: 'Take check-out report' };

export type LegConditionReportsTabProps = {
  legId: string;
  /** Shown above the reports: the way to take the next one ("Take the pickup report"). */
  children?: ReactNode;
};

/**
 * /order-legs/:id/files/condition-reports: the leg's reports, newest first, each in full with its review. The storage
 * yard takes a leg's check-in report while it moves and its check-out report while it is stored from here
 * (`?capture=CHECK_IN`, so a reload keeps the form open); the report then lists with the others.
 */
export const LegConditionReportsTab = ({ legId, children }: LegConditionReportsTabProps) => {
  const tenant = useCurrentTenant();
  const user = useCurrentUser();
  const [path, navigate] = useLocation();
  const asked = new URLSearchParams(useSearch()).get('capture');
  const [{ data, error, fetching }, refetch] = useQuery({
    query: LegConditionReportsTabQuery,
    variables: { id: legId },
    pause: !tenant,
    requestPolicy: 'cache-and-network',
  });
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const leg = data?.orderLeg;
  const reports = leg?.conditionReports;
  // A report of this leg that is not shown yet (the driver just submitted it) needs the list again.
  useLiveConditionReports(({ reportId, legId: changed }) => {
    if (changed === legId && !reports?.some((report) => report.id === reportId)) reload();
  });

  const storageTaker = user !== null && takesStorageReports(user);
  const capture = storageTaker && isStorageDirection(asked) ? asked : null;
  const due = storageTaker && leg && !capture ? dueStorageDirection(leg.status, leg.conditionReports) : null;

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
      {capture ? (
        <Suspense fallback={<Spinner label="Loading the capture page…" />}>
          <LegCapture legId={legId} direction={capture} onSent={reload} />
          <p>
            <Button onClick={() => navigate(path)}>Close the {capture === 'CHECK_IN' ? 'check-in' : 'check-out'} report</Button>
          </p>
        </Suspense>
      ) : (
        children
      )}
      {due && (
        <p>
          <Button variant="primary" onClick={() => navigate(`${path}?capture=${due}`)}>
            {TAKE_LABEL[due]}
          </Button>
        </p>
      )}
      {body()}
    </div>
  );
};
