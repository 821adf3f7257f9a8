import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { formatDateRequest, placeName } from '../../kit/record/format';
import { legEndsOf } from '../../kit/record/legEnds';
import { legRouteOf } from '../../kit/record/legRoute';
import { contactLine } from '../../kit/record/LegContactsPanel';
import { LegsTable, type LegsTableRow } from '../../kit/record/LegsTable';
import { useCurrentTenant } from '../../kit/app/useCurrentUser';
import { type DateTimeFormatter, useDateTimeFormat } from '../../kit/app/useDateTimeFormat';
import { HOLD_REASON_LABEL, LEG_STATUS_LABEL, legStatusTone, METHOD_LABEL } from '../../kit/record/legLabels';
import { EmptyState } from '../../kit/ui/EmptyState';

export const OrderLegsTableFragment = graphql(`
  fragment OrderLegsTable_leg on OrderLeg {
    id
    number
    position
    transportMethod
    status
    holdReason
    ...LegEnds
    ...LegVehicleRoute
  }
`);

/** The cell's second line: what was confirmed and whom to call there. */
const lines = (...parts: (string | null)[]) => parts.filter(Boolean).join(' · ') || null;

type Leg = FragmentType<typeof OrderLegsTableFragment>;

const rowOf = (source: Leg, dateTime: DateTimeFormatter, locale?: string): LegsTableRow => {
  const leg = getFragmentData(OrderLegsTableFragment, source);
  const { vehicle, origin, destination } = legRouteOf(leg);
  const ends = legEndsOf(leg);
  const confirmed = (at: string | null) => (at ? `Confirmed ${dateTime(at)}` : null);
  return {
    id: leg.id,
    number: leg.number,
    href: `/order-legs/${leg.id}`,
    vehicle,
    route: `${placeName(origin)} → ${placeName(destination)}`,
    method: METHOD_LABEL[leg.transportMethod],
    status: { label: LEG_STATUS_LABEL[leg.status], tone: legStatusTone(leg.status) },
    statusNote: leg.holdReason && HOLD_REASON_LABEL[leg.holdReason],
    pickup: {
      text: formatDateRequest(ends.requestedPickup, locale),
      sub: lines(confirmed(ends.confirmedPickupAt), contactLine(ends.pickupContact)),
    },
    delivery: {
      text: formatDateRequest(ends.requestedDelivery, locale),
      sub: lines(confirmed(ends.confirmedDeliveryAt), contactLine(ends.deliveryContact)),
    },
  };
};

/** The order's legs in order: each links to its page, with its status as the leg machine left it. */
export const OrderLegsTable = ({ legs }: { legs: readonly Leg[] }) => {
  const locale = useCurrentTenant()?.locale;
  const dateTime = useDateTimeFormat();
  if (legs.length === 0) return <EmptyState title="No legs yet">This order has no legs to move.</EmptyState>;
  return (
    <LegsTable
      rows={legs.map((leg) => rowOf(leg, dateTime, locale))}
      caption="Legs of this order"
      words={{ leg: 'Leg', route: 'Origin → destination' }}
    />
  );
};
