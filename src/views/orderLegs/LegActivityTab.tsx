import { useMemo } from 'react';
import { getFragmentData } from '@/generated';
import { ActivityEntryFragment } from '../../graphql/operations/activity';
import { ActivityLog } from '../record/ActivityLog';
import { legReplayPlan } from '../record/replay';
import { legStatusLabel } from './labels';
import type { OrderLegDetail } from './OrderLegPage';

/** activity/log of a leg: its audit rows, and the replay of its status events through the leg machine. */
export const LegActivityTab = ({ leg }: { leg: OrderLegDetail }) => {
  const rows = getFragmentData(ActivityEntryFragment, leg.activity);
  const plan = useMemo(() => legReplayPlan(rows, leg), [rows, leg]);
  return <ActivityLog rows={rows} plan={plan} statusLabel={legStatusLabel} />;
};
