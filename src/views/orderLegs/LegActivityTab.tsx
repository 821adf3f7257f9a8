import { useMemo } from 'react';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { ActivityEntryFragment } from '../../graphql/operations/activity';
import { ActivityLog } from '../kit/record/ActivityLog';
import { legReplayPlan } from '../kit/record/replay';
import { legStatusLabel } from '../kit/record/legLabels';

/** The audit rows, and the leg's facts the replay cannot learn from them. */
export const LegActivityTabFragment = graphql(`
  fragment LegActivityTab_leg on OrderLeg {
    id
    transportMethod
    driverId
    truckingCompanyId
    confirmedPickupAt
    confirmedDeliveryAt
    activity {
      id
      ...ActivityEntry
    }
  }
`);

/** activity/log of a leg: its audit rows, and the replay of its status events through the leg machine. */
export const LegActivityTab = ({ leg: source }: { leg: FragmentType<typeof LegActivityTabFragment> }) => {
  const leg = getFragmentData(LegActivityTabFragment, source);
  const rows = getFragmentData(ActivityEntryFragment, leg.activity);
  const plan = useMemo(() => legReplayPlan(rows, leg), [rows, leg]);
  return <ActivityLog rows={rows} plan={plan} statusLabel={legStatusLabel} />;
};
