import { LinkButton } from '../kit/ui/LinkButton';
import { useQuery } from 'urql';
import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';
import type { OrderLegStatus } from '@/generated/enums/OrderLegStatus';
import { type CustodyMove, custodyMove } from '../kit/record/custodyMove';
import { type EventOptionsSource, eventOptionsOf } from '../kit/record/eventOptions';
import { LEG_STATUS_LABEL } from '../kit/record/legLabels';
import { Badge } from '../kit/ui/Badge';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { DashboardDriverLegsQuery } from './DriverLegs.graphql';

type DriverLeg = {
  status: OrderLegStatus;
  confirmedPickupAt: string | null;
  confirmedDeliveryAt: string | null;
  deliveryReportSubmitted: boolean;
  eventOptions: EventOptionsSource;
};

/** The driver's two steps: open, the move itself; refused by the leg's facts, its condition report first. */
const STEPS: Record<CustodyMove, { open: string; first: string; at: 'pickup' | 'delivery'; tone: 'warning' | 'info' }> = {
  PICK_UP: { open: 'Pick the vehicle up', first: 'Take the pickup report', at: 'pickup', tone: 'warning' },
  DELIVER: { open: 'Mark it delivered', first: 'Take the delivery report', at: 'delivery', tone: 'info' },
};

/**
 * The step a leg waits for, from the leg machine's answer for this driver (`eventOptions`): pick up or deliver, open
 * or waiting on its report. A leg between the two (at a port) heads for its delivery.
 */
const nextStep = (leg: DriverLeg) => {
  const move = custodyMove(eventOptionsOf(leg.eventOptions));
  const step = STEPS[move?.event ?? 'DELIVER'];
  const label = move ? (move.enabled ? step.open : step.first) : leg.deliveryReportSubmitted ? 'See the delivery report' : step.first;
  return { ...step, label, when: step.at === 'pickup' ? leg.confirmedPickupAt : leg.confirmedDeliveryAt };
};

/** A driver's /dashboard: their legs today and next, earliest first, each with its next step one tap away. */
export const DriverLegs = () => {
  const [{ data, fetching, error }, refetch] = useQuery({ query: DashboardDriverLegsQuery, requestPolicy: 'cache-and-network' });
  const format = useDateTimeFormat();
  if (fetching && !data) return <Spinner label="Loading your legs…" />;
  if (error && !data) return <ErrorState message={error.message} onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
  const legs = (data?.orderLegs.data ?? [])
    .map((leg) => ({ leg, step: nextStep(leg) }))
    .sort((a, b) => (a.step.when ?? '').localeCompare(b.step.when ?? ''));
  return (
    <Panel title="My legs">
      {legs.length === 0 ? (
        <EmptyState title="No legs assigned to you">Dispatch assigns legs; they appear here.</EmptyState>
      ) : (
        <ul className="driver-legs">
          {legs.map(({ leg, step }) => {
            return (
              <li key={leg.id} className="driver-leg">
                <p>
                  <strong>{leg.number}</strong> <Badge tone={step.tone}>{LEG_STATUS_LABEL[leg.status]}</Badge>
                </p>
                <p>
                  {leg.vehicle ? [leg.vehicle.year, leg.vehicle.make, leg.vehicle.model].filter(Boolean).join(' ') : 'Vehicle to be named'}
                  {leg.vehicle?.vin && <span className="mono"> · {leg.vehicle.vin}</span>}
                </p>
                <p>
                  {leg.origin ? `${leg.origin.city}, ${leg.origin.stateProvince}` : '—'} →{' '}
                  {leg.destination ? `${leg.destination.city}, ${leg.destination.stateProvince}` : '—'}
                  {step.when && ` · ${step.at} ${format(step.when)}`}
                </p>
                <LinkButton href={`/order-legs/${leg.id}/files/condition-reports`} variant="primary" className="capture-target">
                  {step.label} ({leg.number})
                </LinkButton>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
};
