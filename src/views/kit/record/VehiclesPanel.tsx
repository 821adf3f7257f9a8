import { EmptyState } from '../ui/EmptyState';
import { Panel } from '../ui/Panel';
import { vehicleName } from './format';

export type VehicleItem = {
  id: string;
  vin?: string | null;
  year?: number | null;
  make?: string | null;
  model?: string | null;
  plate?: string | null;
  plateState?: string | null;
};

/** An order's vehicles: name, VIN and plate (the staff and portal order pages alike). */
export const VehiclesPanel = ({ vehicles }: { vehicles: readonly VehicleItem[] }) => (
  <Panel title="Vehicles">
    {vehicles.length === 0 ? (
      <EmptyState title="No vehicles" />
    ) : (
      <ul className="item-list" aria-label="Vehicles">
        {vehicles.map((vehicle) => (
          <li key={vehicle.id} className="item">
            <strong>{vehicleName(vehicle)}</strong>
            <span className="muted mono"> {vehicle.vin ?? 'no VIN'}</span>
            {vehicle.plate && (
              <span className="muted">
                {' '}
                · plate {vehicle.plate}
                {vehicle.plateState && ` (${vehicle.plateState})`}
              </span>
            )}
          </li>
        ))}
      </ul>
    )}
  </Panel>
);
