import { useQuery } from 'urql';
import type { OrderLegStatus } from '@/generated/enums/OrderLegStatus';
import { formatDate } from '../../domain/format';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';
import { type CustodyMove, custodyMove } from '../kit/record/custodyMove';
import { type EventOptionsSource, eventOptionsOf } from '../kit/record/eventOptions';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { DashboardDriverLegsQuery } from './DriverLegs.graphql';
import { DriverLegCard, type DriverStep } from './driver/DriverLegCard';
import { type DueAt, LEG_GROUP_TITLE, type LegGroup, planDriverLegs } from './driver/driverLegPlan';

type DriverLeg = {
  status: OrderLegStatus;
  confirmedPickupAt: string | null;
  confirmedDeliveryAt: string | null;
  requestedPickup: { date: string | null };
  requestedDelivery: { date: string | null };
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
const nextStep = (leg: DriverLeg): DriverStep => {
  const move = custodyMove(eventOptionsOf(leg.eventOptions));
  const step = STEPS[move?.event ?? 'DELIVER'];
  const label = move ? (move.enabled ? step.open : step.first) : leg.deliveryReportSubmitted ? 'See the delivery report' : step.first;
  return { label, at: step.at, tone: step.tone };
};

const dueOf = (leg: DriverLeg, step: DriverStep): DueAt =>
  step.at === 'pickup'
    ? { instant: leg.confirmedPickupAt, day: leg.requestedPickup.date }
    : { instant: leg.confirmedDeliveryAt, day: leg.requestedDelivery.date };

const GROUPS: readonly LegGroup[] = ['TODAY', 'NEXT', 'LATER'];

/** A driver's /dashboard: their legs grouped Today / Next / Later, late ones first and said so, each one tap from its next step. */
export const DriverLegs = () => {
  const [{ data, fetching, error }, refetch] = useQuery({ query: DashboardDriverLegsQuery, requestPolicy: 'cache-and-network' });
  const format = useDateTimeFormat();
  const tenant = useCurrentTenant();
  if (fetching && !data) return <Spinner label="Loading your legs…" />;
  if (error && !data) return <ErrorState message={error.message} onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
  const legs = (data?.orderLegs.data ?? []).map((leg) => {
    const step = nextStep(leg);
    return { leg: { leg, step }, due: dueOf(leg, step), moving: leg.status !== 'PENDING_PICKUP' };
  });
  const groups = planDriverLegs(legs, new Date(), tenant?.timeZone);
  const dueText = (due: DueAt) => (due.instant ? format(due.instant) : due.day ? formatDate(due.day, tenant?.locale) : null);
  return (
    <Panel title="My legs">
      {legs.length === 0 ? (
        <EmptyState title="No legs assigned to you">Dispatch assigns legs; they appear here.</EmptyState>
      ) : (
        GROUPS.filter((group) => groups[group].length > 0).map((group) => (
          <section key={group} className="driver-leg-group" aria-labelledby={`driver-legs-${group}`}>
            <h2 id={`driver-legs-${group}`}>
              {LEG_GROUP_TITLE[group]} ({groups[group].length})
            </h2>
            <ul className="driver-legs">
              {groups[group].map(({ leg: { leg, step }, due, overdue }) => (
                <DriverLegCard key={leg.id} leg={leg} step={step} due={dueText(due)} overdue={overdue} format={format} />
              ))}
            </ul>
          </section>
        ))
      )}
    </Panel>
  );
};
