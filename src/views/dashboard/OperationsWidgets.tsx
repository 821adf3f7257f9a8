import { useQuery } from 'urql';
import { DASHBOARD_ALERTS_SHOWN } from '../../domain/dashboard';
import { DashboardSummaryQuery } from '../../graphql/operations/dashboard';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { LegsByStatusChart } from './LegsByStatusChart';
import { OpenAlertsList } from './OpenAlertsList';
import { WorkCounts } from './WorkCounts';

/** The staff's work at a glance: today's counts, legs by status, and alerts waiting; each leads to its list. */
export const OperationsWidgets = () => {
  const tenant = useCurrentTenant();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: DashboardSummaryQuery,
    variables: { alerts: DASHBOARD_ALERTS_SHOWN },
    pause: !tenant,
    requestPolicy: 'cache-and-network',
  });
  const retry = () => refetch({ requestPolicy: 'network-only' });
  const summary = data?.dashboard;

  // Failed before any answer: the one panel says so. Loading, the three panels stand where they will be, at their size,
  // so nothing below them moves when the numbers arrive (it did: Lighthouse measured a layout shift of 0.62).
  if (!summary && error && !fetching)
    return (
      <Panel title="Today" className="panel-wide">
        <ErrorState message={graphqlFailure(error).message} onRetry={retry} />
      </Panel>
    );
  return (
    <>
      <Panel title="Today" className="panel-wide">
        <WorkCounts counts={summary ?? null} />
      </Panel>
      <Panel title="Legs by status">
        <div className="widget-body">
          {summary ? <LegsByStatusChart counts={summary.legsByStatus} /> : <Spinner label="Loading legs by status…" />}
        </div>
      </Panel>
      <Panel title={summary && summary.openAlerts > 0 ? `Alerts to acknowledge (${summary.openAlerts})` : 'Alerts to acknowledge'}>
        <div className="widget-body">
          {summary && data ? <OpenAlertsList alerts={data.alerts.data} /> : <Spinner label="Loading alerts…" />}
        </div>
      </Panel>
    </>
  );
};
