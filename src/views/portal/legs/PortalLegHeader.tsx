import { Link } from 'wouter';
import { getFragmentData } from '@/generated';
import { PortalLegLiveFragment, PortalLegSummaryFragment } from '../../../graphql/operations/portalLegs';
import { placeName, vehicleName } from '../../record/format';
import { RecordHeader } from '../../record/RecordHeader';
import { useCurrentTenant } from '../../app/useCurrentUser';
import { LegStatusBadge } from '../shared/LegStatusBadge';
import { LegJourney } from './LegJourney';
import type { PortalLegDetail } from './PortalLegOverview';

/** The leg's number and order, what moves where, and its live journey: shown above every tab. */
export const PortalLegHeader = ({ leg }: { leg: PortalLegDetail }) => {
  const locale = useCurrentTenant()?.locale;
  const summary = getFragmentData(PortalLegSummaryFragment, leg);
  const live = getFragmentData(PortalLegLiveFragment, leg);
  return (
    <RecordHeader title={`Leg ${summary.number}`} badges={<LegStatusBadge status={live.status} />}>
      <p className="record-summary">
        <Link href={`/portal/orders/${leg.order.id}`}>Order {leg.order.number}</Link> · {vehicleName(leg.vehicle)}
        {leg.vehicle?.vin && <span className="mono"> ({leg.vehicle.vin})</span>} · {placeName(summary.origin)} →{' '}
        {placeName(summary.destination)}
      </p>
      <LegJourney
        status={live.status}
        holdReason={live.holdReason}
        pickedUpAt={live.pickedUpAt}
        deliveredAt={live.deliveredAt}
        eta={live.eta}
        driverFirstName={live.driverFirstName}
        activity={live.activity}
        locale={locale}
      />
    </RecordHeader>
  );
};
