import type { OrderLegStatus } from '@/generated/enums/OrderLegStatus';
import { type FragmentType, getFragmentData } from '@/generated';
import { LEG_STATUS_LABEL } from '../../kit/record/legLabels';
import { Badge } from '../../kit/ui/Badge';
import { LinkButton } from '../../kit/ui/LinkButton';
import { DriverLegCardFragment } from '../DriverLegs.graphql';
import { NextStop } from './NextStop';
import { RouteRecorder } from './RouteRecorder';

/** The step a leg waits for, as DriverLegs works it out from the leg machine's answer. */
export type DriverStep = { label: string; at: 'pickup' | 'delivery'; tone: 'warning' | 'info' };

export type DriverLegCardProps = {
  legId: string;
  status: OrderLegStatus;
  leg: FragmentType<typeof DriverLegCardFragment>;
  step: DriverStep;
  /** When the step is due, in words ("Dec 8, 9:00 AM"); null when it has no date yet. */
  due: string | null;
  overdue: boolean;
  /** The driver's next leg: its stop shows at once. */
  next: boolean;
  format: (iso: string | null | undefined) => string;
};

const cityOf = (place: { city: string; stateProvince: string } | null) => (place ? `${place.city}, ${place.stateProvince}` : '—');

/** One of the driver's legs: what and where, whether it is late, the next stop, and the next step one tap away. */
export const DriverLegCard = ({ legId, status, leg: source, step, due, overdue, next, format }: DriverLegCardProps) => {
  const leg = getFragmentData(DriverLegCardFragment, source);
  const pickup = step.at === 'pickup';
  return (
    <li className="driver-leg" aria-label={`Leg ${leg.number}`}>
      <p className="driver-leg-head">
        <strong>{leg.number}</strong> <Badge tone={step.tone}>{LEG_STATUS_LABEL[status]}</Badge>
        {overdue && <Badge tone="danger">Overdue</Badge>}
      </p>
      {overdue ? (
        <p className="driver-leg-overdue">
          Overdue: the {step.at} was due {due ?? 'earlier'}.
        </p>
      ) : (
        <p>{due ? `${pickup ? 'Pickup' : 'Delivery'} due ${due}` : `No ${step.at} date yet`}</p>
      )}
      <p>
        {leg.vehicle ? [leg.vehicle.year, leg.vehicle.make, leg.vehicle.model].filter(Boolean).join(' ') : 'Vehicle to be named'}
        {leg.vehicle?.vin && <span className="mono"> · {leg.vehicle.vin}</span>}
      </p>
      <p>
        {cityOf(leg.origin)} → {cityOf(leg.destination)}
        {leg.pickedUpAt && ` · picked up ${format(leg.pickedUpAt)}`}
      </p>
      <NextStop legId={legId} at={step.at} open={next} />
      {leg.pickedUpAt && <RouteRecorder legId={legId} number={leg.number} />}
      <LinkButton href={`/order-legs/${legId}/files/condition-reports`} variant="primary" className="capture-target btn-wrap">
        {step.label} ({leg.number})
      </LinkButton>
    </li>
  );
};
