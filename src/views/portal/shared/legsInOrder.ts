import { type FragmentType, getFragmentData } from '@/generated';
import { PortalLegLiveFragment, PortalLegSummaryFragment } from '../../../graphql/operations/portalLegs';
import { withPortalLegRoute } from './legRoute';

export type LiveLegSource = FragmentType<typeof PortalLegSummaryFragment> & FragmentType<typeof PortalLegLiveFragment>;

/** An order's legs, each its summary with the live fields over it (useLiveLegs updates those), in the order's sequence. */
export const legsInOrder = (legs: readonly LiveLegSource[]) =>
  legs
    .map((leg) => withPortalLegRoute({ ...getFragmentData(PortalLegSummaryFragment, leg), ...getFragmentData(PortalLegLiveFragment, leg) }))
    .sort((a, b) => a.position - b.position);
