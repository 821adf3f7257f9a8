import { Link } from 'wouter';
import type { VehicleQuery } from '@/generated/graphql';
import { formatDateTime } from '../../domain/format';
import { EmptyState } from '../ui/EmptyState';
import { words } from './vehicleLabels';

type Leg = NonNullable<VehicleQuery['vehicle']>['legs'][number];
type Place = Leg['origin'];

export type VehicleLegsProps = { legs: readonly Leg[]; locale?: string };

const place = (location: Place) => (location ? `${location.name}, ${location.city} ${location.stateProvince}` : '—');

/** Every leg that moved or will move the vehicle, in order, each linking to the leg. */
export const VehicleLegs = ({ legs, locale }: VehicleLegsProps) => {
  if (legs.length === 0) return <EmptyState title="No legs">No order moves this vehicle yet.</EmptyState>;
  return (
    <div className="table-wrap">
      <table className="table">
        <caption className="visually-hidden">Legs of this vehicle</caption>
        <thead>
          <tr>
            {['Leg', 'Status', 'Method', 'From', 'To', 'Pickup', 'Delivery'].map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {legs.map((leg) => (
            <tr key={leg.id}>
              <td className="nowrap">
                <Link href={`/order-legs/${leg.id}`}>{leg.number}</Link>
              </td>
              <td>{words(leg.status)}</td>
              <td>{words(leg.transportMethod)}</td>
              <td>{place(leg.origin)}</td>
              <td>{place(leg.destination)}</td>
              <td>{formatDateTime(leg.confirmedPickupAt, locale)}</td>
              <td>{formatDateTime(leg.confirmedDeliveryAt, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
