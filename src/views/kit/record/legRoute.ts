import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { LegRouteFragment } from '../../../graphql/operations/legRoute';
import { VehicleNameFragment } from './fragments';

/** A leg's vehicle and where it runs, as its header, its row in the order's legs and the capture page name them. */
export const LegVehicleRouteFragment = graphql(`
  fragment LegVehicleRoute on OrderLeg {
    vehicle {
      ...VehicleName
    }
    ...LegRoute
  }
`);

/** The vehicle and the ends of a leg whose query spread `...LegVehicleRoute`. */
export const legRouteOf = (leg: FragmentType<typeof LegVehicleRouteFragment>) => {
  const { vehicle, ...route } = getFragmentData(LegVehicleRouteFragment, leg);
  return { vehicle: getFragmentData(VehicleNameFragment, vehicle), ...getFragmentData(LegRouteFragment, route) };
};
