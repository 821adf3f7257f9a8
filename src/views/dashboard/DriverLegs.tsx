import { Link } from 'wouter';
import { useQuery } from 'urql';
import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';
import { LEG_STATUS_LABEL } from '../kit/record/legLabels';
import { Badge } from '../kit/ui/Badge';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { DashboardDriverLegsQuery } from './DriverLegs.graphql';

/** The step each leg waits for, and where the driver takes it. */
const nextStep = (leg: { status: string; pickupReportSubmitted: boolean; deliveryReportSubmitted: boolean }) => {
  if (leg.status === 'PENDING_PICKUP') return leg.pickupReportSubmitted ? 'Pick the vehicle up' : 'Take the pickup report';
  return leg.deliveryReportSubmitted ? 'Mark it delivered' : 'Take the delivery report';
};

/** A driver's /dashboard: their legs today and next, earliest first, each with its next step one tap away. */
export const DriverLegs = () => {
  const [{ data, fetching, error }, refetch] = useQuery({ query: DashboardDriverLegsQuery, requestPolicy: 'cache-and-network' });
  const format = useDateTimeFormat();
  if (fetching && !data) return <Spinner label="Loading your legs…" />;
  if (error && !data) return <ErrorState message={error.message} onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
  const legs = [...(data?.orderLegs.data ?? [])].sort((a, b) =>
    (a.status === 'PENDING_PICKUP' ? (a.confirmedPickupAt ?? '') : (a.confirmedDeliveryAt ?? '')).localeCompare(
      b.status === 'PENDING_PICKUP' ? (b.confirmedPickupAt ?? '') : (b.confirmedDeliveryAt ?? ''),
    ),
  );
  return (
    <Panel title="My legs">
      {legs.length === 0 ? (
        <EmptyState title="No legs assigned to you">Dispatch assigns legs; they appear here.</EmptyState>
      ) : (
        <ul className="driver-legs">
          {legs.map((leg) => {
            const when = leg.status === 'PENDING_PICKUP' ? leg.confirmedPickupAt : leg.confirmedDeliveryAt;
            return (
              <li key={leg.id} className="driver-leg">
                <p>
                  <strong>{leg.number}</strong>{' '}
                  <Badge tone={leg.status === 'PENDING_PICKUP' ? 'warning' : 'info'}>{LEG_STATUS_LABEL[leg.status]}</Badge>
                </p>
                <p>
                  {leg.vehicle ? [leg.vehicle.year, leg.vehicle.make, leg.vehicle.model].filter(Boolean).join(' ') : 'Vehicle to be named'}
                  {leg.vehicle?.vin && <span className="mono"> · {leg.vehicle.vin}</span>}
                </p>
                <p>
                  {leg.origin ? `${leg.origin.city}, ${leg.origin.stateProvince}` : '—'} →{' '}
                  {leg.destination ? `${leg.destination.city}, ${leg.destination.stateProvince}` : '—'}
                  {when && ` · ${leg.status === 'PENDING_PICKUP' ? 'pickup' : 'delivery'} ${format(when)}`}
                </p>
                <Link className="btn btn-primary capture-target" href={`/order-legs/${leg.id}/files/condition-reports`}>
                  {nextStep(leg)} ({leg.number})
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
};
