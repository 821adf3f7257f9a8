import { Link } from 'wouter';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { placeName, vehicleName } from '../../kit/record/format';
import { RecordHeader } from '../../kit/record/RecordHeader';
import { useCurrentTenant } from '../../kit/app/useCurrentUser';
import { withPortalLegRoute } from '../shared/legRoute';
import { LegStatusBadge } from '../shared/LegStatusBadge';
import { LegJourney } from './LegJourney';

export const PortalLegHeaderFragment = graphql(`
  fragment PortalLegHeader_leg on PortalOrderLeg {
    id
    number
    status
    holdReason
    pickedUpAt
    deliveredAt
    eta
    requestedDelivery {
      mode
      date
    }
    driverFirstName
    activity {
      id
      event
      status
      createdAt
    }
    ...PortalLegRoute
    order {
      id
      number
    }
    vehicle {
      id
      vin
      year
      make
      model
    }
  }
`);

/** The leg's number and order, what moves where, and its live journey: shown above every tab. */
export const PortalLegHeader = ({ leg: source }: { leg: FragmentType<typeof PortalLegHeaderFragment> }) => {
  const leg = withPortalLegRoute(getFragmentData(PortalLegHeaderFragment, source));
  const tenant = useCurrentTenant();
  return (
    <RecordHeader title={`Leg ${leg.number}`} badges={<LegStatusBadge status={leg.status} />}>
      <p className="record-summary">
        <Link href={`/portal/orders/${leg.order.id}`}>Order {leg.order.number}</Link> · {vehicleName(leg.vehicle)}
        {leg.vehicle?.vin && <span className="mono"> ({leg.vehicle.vin})</span>} · {placeName(leg.origin)} → {placeName(leg.destination)}
      </p>
      <LegJourney
        status={leg.status}
        holdReason={leg.holdReason}
        pickedUpAt={leg.pickedUpAt}
        deliveredAt={leg.deliveredAt}
        eta={leg.eta}
        requestedDelivery={leg.requestedDelivery}
        driverFirstName={leg.driverFirstName}
        activity={leg.activity}
        locale={tenant?.locale}
        timeZone={tenant?.timeZone}
      />
    </RecordHeader>
  );
};
