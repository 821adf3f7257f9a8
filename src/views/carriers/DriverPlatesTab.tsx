import { useQuery } from 'urql';
import { Link } from 'wouter';
import { graphql } from '@/generated';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { Badge } from '../kit/ui/Badge';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { words } from '../kit/record/vehicleLabels';
import { ListDay, ListTime } from '../kit/list/ListDate';
import { Table } from '../kit/ui/Table';

export const DriverPlatesQuery = graphql(`
  query DriverPlates($driverId: ID!) {
    transportPlates(first: 50, driverId: $driverId) {
      data {
        id
        number
        state
        type
        status
        expiresOn
        assignments {
          id
          vin
          outAt
          inAt
          driver {
            id
          }
          leg {
            id
            number
          }
        }
      }
    }
  }
`);

/** /admin/drivers/:id/transport-plates: each trip a transporter plate made with this driver (the safety area's plate log). */
export const DriverPlatesTab = ({ driverId }: { driverId: string }) => {
  const tenant = useCurrentTenant();
  const [{ data, error }, refetch] = useQuery({ query: DriverPlatesQuery, variables: { driverId }, pause: !tenant });
  const trips = (data?.transportPlates.data ?? []).flatMap((plate) =>
    plate.assignments.filter((trip) => trip.driver?.id === driverId).map((trip) => ({ plate, trip })),
  );
  const body = () => {
    if (!data) {
      if (error) return <ErrorState message={graphqlFailure(error).message} onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
      return <Spinner label="Loading the driver's plates…" />;
    }
    if (trips.length === 0) return <EmptyState title="No transport plates">No plate has gone out with this driver.</EmptyState>;
    return (
      <Table caption="Transport plates this driver carried" headings={[...['Plate', 'Status', 'VIN', 'Leg', 'Out', 'Back in']]}>
        {trips.map(({ plate, trip }) => (
          <tr key={trip.id}>
            <td className="nowrap">
              {plate.state} {plate.number}{' '}
              <span className="muted">
                ({words(plate.type)}, expires <ListDay day={plate.expiresOn} />)
              </span>
            </td>
            <td>{plate.status === 'MISSING' ? <Badge tone="danger">Missing</Badge> : words(plate.status)}</td>
            <td className="mono">{trip.vin ?? '—'}</td>
            <td className="nowrap">{trip.leg ? <Link href={`/order-legs/${trip.leg.id}`}>{trip.leg.number}</Link> : '—'}</td>
            <td>
              <ListTime at={trip.outAt} />
            </td>
            <td>
              <ListTime at={trip.inAt} empty="Still out" />
            </td>
          </tr>
        ))}
      </Table>
    );
  };
  return <Panel title="Transport plates">{body()}</Panel>;
};
