import { Link } from 'wouter';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { placeName, vehicleName } from '../kit/record/format';
import { OrderWithClientFragment } from '../kit/record/fragments';
import { legRouteOf } from '../kit/record/legRoute';
import { RecordHeader } from '../kit/record/RecordHeader';
import { Badge } from '../kit/ui/Badge';
import { HOLD_REASON_LABEL, LEG_STATUS_LABEL, legStatusTone, METHOD_LABEL } from '../kit/record/legLabels';
import type { OrderLegStatus } from '@/generated/enums/OrderLegStatus';
import { LegActionBar } from './LegActionBar';

/** Which note a status carries under the title: a hold's reason and origin, or why the leg was stopped. */
const STATUS_NOTE: Partial<Record<OrderLegStatus, 'hold' | 'reason'>> = { ON_HOLD: 'hold', CANCELLED: 'reason', ABORTED: 'reason' };

export const LegHeaderFragment = graphql(`
  fragment LegHeader_leg on OrderLeg {
    id
    number
    status
    heldFrom
    holdReason
    statusReason
    transportMethod
    order {
      ...OrderWithClient
    }
    ...LegVehicleRoute
    ...LegActionBar_leg
  }
`);

export type LegHeaderProps = { leg: FragmentType<typeof LegHeaderFragment>; refetch: () => void };

/** Number, status (with why and from where when held), the route it runs, and the machine's action bar. */
export const LegHeader = ({ leg: source, refetch }: LegHeaderProps) => {
  const leg = getFragmentData(LegHeaderFragment, source);
  const route = legRouteOf(leg);
  const order = getFragmentData(OrderWithClientFragment, leg.order);
  return (
    <RecordHeader
      title={`Leg ${leg.number}`}
      badges={
        // Announced when another user moves the leg and the page updates live.
        <span className="leg-status" role="status">
          <span className="visually-hidden">Status: </span>
          <Badge tone={legStatusTone(leg.status)}>{LEG_STATUS_LABEL[leg.status]}</Badge>
        </span>
      }
    >
      {STATUS_NOTE[leg.status] === 'hold' && (
        <p className="hold-note">
          On hold: <strong>{leg.holdReason ? HOLD_REASON_LABEL[leg.holdReason] : 'no reason given'}</strong>
          {leg.heldFrom && <> · held from {LEG_STATUS_LABEL[leg.heldFrom].toLowerCase()}</>}
          {leg.statusReason && <> · “{leg.statusReason}”</>}
        </p>
      )}
      {STATUS_NOTE[leg.status] === 'reason' && leg.statusReason && <p className="hold-note">Reason: {leg.statusReason}</p>}
      <p className="record-summary">
        <Link href={`/orders/${order.id}`}>Order {order.number}</Link> · {order.client.displayName} · {vehicleName(route.vehicle)} ·{' '}
        {METHOD_LABEL[leg.transportMethod]} · {placeName(route.origin)} → {placeName(route.destination)}
      </p>
      <LegActionBar leg={leg} refetch={refetch} />
    </RecordHeader>
  );
};
