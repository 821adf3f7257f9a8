import { useEffect, useMemo } from 'react';
import { useQuery } from 'urql';
import { getFragmentData, graphql } from '@/generated';
import { ActivityEntryFragment } from '../../../graphql/operations/activity';
import { ActivityLog } from '../../kit/record/ActivityLog';
import { orderReplayPlan } from '../../kit/record/replay';
import { graphqlFailure } from '../../kit/forms/failure';
import { ErrorState } from '../../kit/ui/ErrorState';
import { Spinner } from '../../kit/ui/Spinner';
import { ORDER_STATE_LABEL } from '../../kit/record/orderLabels';

/** The activity tabs shared by orders and legs: audit log, alerts, comments, files. */
export const OrderActivityQuery = graphql(`
  query OrderActivity($id: ID!) {
    order(id: $id) {
      id
      activity {
        id
        ...ActivityEntry
      }
    }
  }
`);

const stateLabel = (state: string): string => ORDER_STATE_LABEL[state as keyof typeof ORDER_STATE_LABEL] ?? state;

/** activity/log of an order: its audit rows, and the replay of its state events through the order machine. */
export type OrderActivityTabProps = {
  orderId: string;
  /** Bumped by the page when the order changed: the log is fetched again. */
  version: number;
};

export const OrderActivityTab = ({ orderId, version }: OrderActivityTabProps) => {
  const [{ data, error }, refetch] = useQuery({ query: OrderActivityQuery, variables: { id: orderId } });
  useEffect(() => {
    if (version > 0) refetch({ requestPolicy: 'network-only' });
  }, [version, refetch]);
  const rows = getFragmentData(ActivityEntryFragment, data?.order?.activity);
  const plan = useMemo(() => orderReplayPlan(rows ?? []), [rows]);
  if (!rows) {
    if (error) return <ErrorState message={graphqlFailure(error).message} onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
    return <Spinner label="Loading the activity…" />;
  }
  return <ActivityLog rows={rows} plan={plan} statusLabel={stateLabel} />;
};
