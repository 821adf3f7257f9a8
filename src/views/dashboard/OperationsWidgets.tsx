import { useQuery } from 'urql';
import { DashboardSummaryQuery } from '../../graphql/operations/dashboard';
import { useCurrentTenant } from '../app/useCurrentUser';
import { graphqlFailure } from '../forms/failure';
import { ErrorState } from '../ui/ErrorState';
import { Panel } from '../ui/Panel';
import { Spinner } from '../ui/Spinner';
import { LegsByStatusChart } from './LegsByStatusChart';
import { OpenAlertsList } from './OpenAlertsList';
import { WorkCounts } from './WorkCounts';

const ALERTS_SHOWN = 5;

/** The staff's work at a glance: today's counts, legs by status, and alerts waiting; each leads to its list. */
export const OperationsWidgets = () => {
  const tenant = useCurrentTenant();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: DashboardSummaryQuery,
    variables: { alerts: ALERTS_SHOWN },
    pause: !tenant,
    requestPolicy: 'cache-and-network',
  });
  const retry = () => refetch({ requestPolicy: 'network-only' });
  const summary = data?.dashboard;

  if (!summary)
    return (
      <Panel title="Today" className="panel-wide">
        {error && !fetching ? (
          <ErrorState message={graphqlFailure(error).message} onRetry={retry} />
        ) : (
          <Spinner label="Loading your work…" />
        )}
      </Panel>
    );
  return (
    <>
      <Panel title="Today" className="panel-wide">
        <WorkCounts
          todaysPickups={summary.todaysPickups}
          todaysDeliveries={summary.todaysDeliveries}
          unacknowledgedLegs={summary.unacknowledgedLegs}
        />
      </Panel>
      <Panel title="Legs by status">
        <LegsByStatusChart counts={summary.legsByStatus} />
      </Panel>
      <Panel title={summary.openAlerts > 0 ? `Alerts to acknowledge (${summary.openAlerts})` : 'Alerts to acknowledge'}>
        <OpenAlertsList alerts={data.alerts.data} />
      </Panel>
    </>
  );
};
