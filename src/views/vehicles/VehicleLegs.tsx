import { Link } from 'wouter';
import { type FragmentType, getFragmentData } from '@/generated';
import type { LegRouteFragment as LegRoute, VehicleQuery } from '@/generated/graphql';
import { LegRouteFragment } from '../../graphql/operations/legRoute';
import { EmptyState } from '../kit/ui/EmptyState';
import { words } from '../kit/record/vehicleLabels';
import { Table } from '../kit/ui/Table';
import { ListTime } from '../kit/list/ListDate';

type Leg = NonNullable<VehicleQuery['vehicle']>['legs'][number];

export type VehicleLegsProps = { legs: readonly Leg[] };

type Place = LegRoute['origin'];

const place = (location: Place) => (location ? `${location.name}, ${location.city} ${location.stateProvince}` : '—');

/** The From and To cells. */
const RouteCells = ({ leg }: { leg: FragmentType<typeof LegRouteFragment> }) => {
  const { origin, destination } = getFragmentData(LegRouteFragment, leg);
  return (
    <>
      <td>{place(origin)}</td>
      <td>{place(destination)}</td>
    </>
  );
};

/** Every leg that moved or will move the vehicle, in order, each linking to the leg. */
export const VehicleLegs = ({ legs }: VehicleLegsProps) => {
  if (legs.length === 0) return <EmptyState title="No legs">No order moves this vehicle yet.</EmptyState>;
  return (
    <Table caption="Legs of this vehicle" headings={[...['Leg', 'Status', 'Method', 'From', 'To', 'Pickup', 'Delivery']]}>
      {legs.map((leg) => (
        <tr key={leg.id}>
          <td className="nowrap">
            <Link href={`/order-legs/${leg.id}`}>{leg.number}</Link>
          </td>
          <td>{words(leg.status)}</td>
          <td>{words(leg.transportMethod)}</td>
          <RouteCells leg={leg} />
          <td>
            <ListTime at={leg.confirmedPickupAt} />
          </td>
          <td>
            <ListTime at={leg.confirmedDeliveryAt} />
          </td>
        </tr>
      ))}
    </Table>
  );
};
