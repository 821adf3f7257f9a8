import { useMemo } from 'react';
import { ActivityLog } from '../activity/ActivityLog';
import { legReplayPlan } from '../activity/replay';
import { legStatusLabel } from './labels';
import type { OrderLegDetail } from './OrderLegPage';

/** activity/log of a leg: its audit rows, and the replay of its status events through the leg machine. */
export const LegActivityTab = ({ leg }: { leg: OrderLegDetail }) => {
  const plan = useMemo(() => legReplayPlan(leg.activity, leg), [leg]);
  return <ActivityLog rows={leg.activity} plan={plan} statusLabel={legStatusLabel} />;
};
