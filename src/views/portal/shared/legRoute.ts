import { type FragmentType, getFragmentData } from '@/generated';
import { PortalLegRouteFragment } from '../../../graphql/operations/portalLegs';

/** A portal leg whose selection spread `...PortalLegRoute`, with its ends unmasked beside its own fields. */
export const withPortalLegRoute = <Leg extends FragmentType<typeof PortalLegRouteFragment>>(leg: Leg) => ({
  ...leg,
  ...getFragmentData(PortalLegRouteFragment, leg),
});
