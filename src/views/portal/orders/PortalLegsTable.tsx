import { formatDateTime, formatRequested } from '../../../domain/format';
import { placeName } from '../../kit/record/format';
import { LegsTable, type LegsTableRow } from '../../kit/record/LegsTable';
import { EmptyState } from '../../kit/ui/EmptyState';
import { PORTAL_LEG_STATUS_LABEL, PORTAL_METHOD_LABEL, portalLegTone } from '../shared/labels';
import { type LiveLegSource, legsInOrder } from '../shared/legsInOrder';

export type PortalLegsTableProps = {
  legs: readonly LiveLegSource[];
  locale?: string;
  /** The tenant's: confirmed times read on its clock. */
  timeZone?: string;
};

type Leg = ReturnType<typeof legsInOrder>[number];

/**
 * A move in the staff table's shape: where it stands for the client (picked up, delivered, expected). A requested
 * day stays a request ("Requested before Dec 15, 2026"); only a confirmed time is an ETA.
 */
const rowOf = (leg: Leg, locale?: string, timeZone?: string): LegsTableRow => ({
  id: leg.id,
  number: leg.number,
  href: `/portal/order-legs/${leg.id}`,
  vehicle: leg.vehicle,
  route: `${placeName(leg.origin)} → ${placeName(leg.destination)}`,
  method: PORTAL_METHOD_LABEL[leg.transportMethod],
  status: { label: PORTAL_LEG_STATUS_LABEL[leg.status], tone: portalLegTone(leg.status) },
  statusNote: leg.driverFirstName && `Driver: ${leg.driverFirstName}`,
  pickup: leg.pickedUpAt
    ? { text: `Picked up ${formatDateTime(leg.pickedUpAt, locale, timeZone)}` }
    : {
        text: formatRequested(leg.requestedPickup, locale),
        sub: leg.confirmedPickupAt && `Confirmed ${formatDateTime(leg.confirmedPickupAt, locale, timeZone)}`,
      },
  delivery: leg.deliveredAt
    ? { text: `Delivered ${formatDateTime(leg.deliveredAt, locale, timeZone)}` }
    : { text: formatRequested(leg.requestedDelivery, locale), sub: leg.eta && `ETA ${formatDateTime(leg.eta, locale, timeZone)}` },
});

/** The order's vehicle moves in order, each linking to its page; statuses change live (useLiveLegs). */
export const PortalLegsTable = ({ legs, locale, timeZone }: PortalLegsTableProps) => {
  if (legs.length === 0) return <EmptyState title="No vehicle moves yet">Our team adds them as the order is arranged.</EmptyState>;
  return (
    <LegsTable
      rows={legsInOrder(legs).map((leg) => rowOf(leg, locale, timeZone))}
      caption="Vehicle moves of this order"
      words={{ leg: 'Move', route: 'From → to' }}
    />
  );
};
