import { useQuery } from 'urql';
import type { OrderLegStatus } from '@/generated/enums/OrderLegStatus';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { useListDates } from '../kit/list/useListDates';
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
  pickupReportSubmitted: boolean;
  deliveryReportSubmitted: boolean;
};

/**
 * The step a leg waits for: before pickup, its pickup report and then the pick up; on the way, its delivery report and
 * then the delivery; at a port, its delivery report (the port's own moves are dispatch's). The capture page asks the
 * leg's machine again before any move.
 */
const nextStep = (leg: DriverLeg): DriverStep => {
  if (leg.status === 'PENDING_PICKUP')
    return { label: leg.pickupReportSubmitted ? 'Pick the vehicle up' : 'Take the pickup report', at: 'pickup', tone: 'warning' };
  const moving = leg.status === 'IN_TRANSIT';
  const label = !leg.deliveryReportSubmitted ? 'Take the delivery report' : moving ? 'Mark it delivered' : 'See the delivery report';
  return { label, at: 'delivery', tone: 'info' };
};

const dueOf = (leg: DriverLeg, step: DriverStep): DueAt =>
  step.at === 'pickup'
    ? { instant: leg.confirmedPickupAt, day: leg.requestedPickup.date }
    : { instant: leg.confirmedDeliveryAt, day: leg.requestedDelivery.date };

const GROUPS: readonly LegGroup[] = ['TODAY', 'NEXT', 'LATER'];

/** A driver's /dashboard: their legs grouped Today / Next / Later, late ones first and said so, each one tap from its next step. */
export const DriverLegs = () => {
  const [{ data, fetching, error }, refetch] = useQuery({ query: DashboardDriverLegsQuery, requestPolicy: 'cache-and-network' });
  const dates = useListDates();
  const tenant = useCurrentTenant();
  if (fetching && !data) return <Spinner label="Loading your legs…" />;
  if (error && !data) return <ErrorState message={error.message} onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
  const legs = (data?.orderLegs.data ?? []).map((leg) => {
    const step = nextStep(leg);
    return { leg: { leg, step }, due: dueOf(leg, step), moving: leg.status !== 'PENDING_PICKUP' };
  });
  const groups = planDriverLegs(legs, new Date(), tenant?.timeZone);
  // The leg the driver works on next: the first of the first group.
  const nextLegId = GROUPS.map((group) => groups[group][0]?.leg.leg.id).find(Boolean);
  const dueText = (due: DueAt) => (due.instant ? dates.time(due.instant) : due.day ? dates.day(due.day) : null);
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
                <DriverLegCard
                  key={leg.id}
                  legId={leg.id}
                  status={leg.status}
                  leg={leg}
                  step={step}
                  due={dueText(due)}
                  overdue={overdue}
                  next={leg.id === nextLegId}
                  format={dates.time}
                />
              ))}
            </ul>
          </section>
        ))
      )}
    </Panel>
  );
};
