import { Link } from 'wouter';
import { type FragmentType, getFragmentData } from '@/generated';
import { Badge } from '../kit/ui/Badge';
import { LEG_STATUS_LABEL, legStatusTone } from '../kit/record/legLabels';
import { vehicleName } from '../kit/record/format';
import { VehicleNameFragment } from '../kit/record/fragments';
import { DispatchLegFragment } from './dispatch.graphql';

export type LegSummaryProps = {
  leg: FragmentType<typeof DispatchLegFragment>;
  pickup: string | null;
  delivery: string | null;
  /** The pickup day or time in words. */
  pickupWhen: string;
};

/** The open leg's facts in the side panel: number (to its page), vehicle, pickup → delivery, day, status, carrier. */
export const LegSummary = ({ leg: legRef, pickup, delivery, pickupWhen }: LegSummaryProps) => {
  const leg = getFragmentData(DispatchLegFragment, legRef);
  const vehicle = getFragmentData(VehicleNameFragment, leg.vehicle);
  return (
    <dl className="dispatch-leg-facts">
      <dt>Leg</dt>
      <dd>
        <Link href={`/order-legs/${leg.id}`}>{leg.number}</Link>
      </dd>
      <dt>Vehicle</dt>
      <dd>
        {vehicleName(vehicle)}
        {vehicle?.vin && <span className="cell-sub">VIN {vehicle.vin}</span>}
      </dd>
      <dt>Route</dt>
      <dd>
        {pickup ?? 'Pickup unknown'} → {delivery ?? 'delivery unknown'}
      </dd>
      <dt>Pickup day</dt>
      <dd>{pickupWhen}</dd>
      <dt>Status</dt>
      <dd>
        <Badge tone={legStatusTone(leg.status)}>{LEG_STATUS_LABEL[leg.status]}</Badge>
      </dd>
      <dt>Carrier</dt>
      <dd>{leg.driver?.fullName ?? leg.truckingCompany?.displayName ?? 'Not assigned'}</dd>
    </dl>
  );
};
