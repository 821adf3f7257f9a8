import { useEffect, useRef } from 'react';
import { useQuery } from 'urql';
import { LinkButton } from '../kit/ui/LinkButton';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { Spinner } from '../kit/ui/Spinner';
import { ConditionReportView } from './ConditionReportView';
import { ConditionReportViewQuery } from './conditionReportView.graphql';

export type SelectedReportProps = { id: string; closeHref: string };

/** The report opened beside a queue: loading, not found, failed, or the report in full with its review actions. */
export const SelectedReport = ({ id, closeHref }: SelectedReportProps) => {
  const tenant = useCurrentTenant();
  const [{ data, error, fetching }, refetch] = useQuery({ query: ConditionReportViewQuery, variables: { id }, pause: !tenant });
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const top = useRef<HTMLDivElement>(null);
  // Opening another report brings it into view (under the list on a narrower screen).
  const shown = data?.conditionReport?.id ?? null;
  useEffect(() => {
    if (shown) top.current?.scrollIntoView?.({ block: 'nearest' });
  }, [shown]);
  const failure = error ? graphqlFailure(error) : null;
  const close = (
    <LinkButton href={closeHref} variant="ghost" className="btn-small">
      Close the report
    </LinkButton>
  );
  if (data?.conditionReport)
    return (
      <div className="cr-selected" ref={top}>
        {close}
        <ConditionReportView report={data.conditionReport} onConflict={reload} showLeg />
      </div>
    );
  if (failure && failure.code !== 'NOT_FOUND') return <ErrorState message={failure.message} onRetry={reload} />;
  if (fetching || (!data && !failure)) return <Spinner label="Loading the report…" />;
  return <EmptyState title="No condition report with this id">{close}</EmptyState>;
};
