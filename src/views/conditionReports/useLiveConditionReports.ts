import { useRef } from 'react';
import { useSubscription } from 'urql';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { ConditionReportViewChangedSubscription } from './conditionReportView.graphql';

/**
 * While a list of condition reports is open: the tenant's reports as drivers submit them and reviewers decide. Each
 * event carries the report as the view and the queue's row show it, so graphcache updates them in place; `onChange`
 * lets the page ask for its lists again, where a newly submitted report may belong.
 */
export const useLiveConditionReports = (onChange: (change: { reportId: string; legId: string }) => void) => {
  const tenant = useCurrentTenant();
  const handler = useRef(onChange);
  handler.current = onChange;
  useSubscription({ query: ConditionReportViewChangedSubscription, pause: !tenant }, (_previous, data) => {
    handler.current({ reportId: data.conditionReportChanged.id, legId: data.conditionReportChanged.orderLeg.id });
    return data;
  });
};
