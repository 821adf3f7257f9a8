import { Link } from 'wouter';
import { VehicleQuery } from '../../graphql/operations/vehicles';
import { useRecordQuery } from '../kit/record/useRecordQuery';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import type { PageProps } from '../kit/router/pageProps';
import { Badge } from '../kit/ui/Badge';
import { Panel } from '../kit/ui/Panel';
import { VehicleActivity } from './VehicleActivity';
import { VehicleCustody } from './VehicleCustody';
import { VehicleLegs } from './VehicleLegs';
import { vehicleName, words } from '../kit/record/vehicleLabels';
import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';

/** /admin/vehicles/:id: what the vehicle is, every leg that moves it, its chain of custody, and what was done to its record. */
export const VehiclePage = ({ params }: PageProps) => {
  const dateTime = useDateTimeFormat();
  const tenant = useCurrentTenant();
  const { record: vehicle, placeholder } = useRecordQuery({
    query: VehicleQuery,
    id: params.id,
    pick: (data) => data.vehicle,
    nouns: { missing: 'vehicle', loading: 'vehicle' },
  });
  if (!vehicle) return placeholder;

  const locale = tenant?.locale;
  const plate = vehicle.plate ? `${vehicle.plate}${vehicle.plateState ? ` (${vehicle.plateState})` : ''}` : '—';
  const rows: [string, string][] = [
    ['VIN', vehicle.vin ?? '—'],
    ['Year', vehicle.year ? String(vehicle.year) : '—'],
    ['Make', vehicle.make ?? '—'],
    ['Model', vehicle.model ?? '—'],
    ['Class', words(vehicle.vehicleClass)],
    ['Colour', words(vehicle.colour)],
    ['Fuel', words(vehicle.fuelType)],
    ['Transmission', words(vehicle.transmission)],
    ['Plate', plate],
    ['Odometer', vehicle.odometer === null ? '—' : vehicle.odometer.toLocaleString(locale)],
    ['Keys', vehicle.keys === null ? '—' : String(vehicle.keys)],
    ['Added', dateTime(vehicle.createdAt)],
    ['Updated', dateTime(vehicle.updatedAt)],
  ];
  return (
    <div className="page-grid">
      <Panel title={vehicleName(vehicle)} actions={<Link href="/admin/vehicles">All vehicles</Link>}>
        {vehicle.deletedAt && <Badge tone="danger">Deleted {dateTime(vehicle.deletedAt)}</Badge>}
        <dl className="details details-grid">
          <div>
            <dt>Client</dt>
            <dd>{vehicle.client?.displayName ?? '—'}</dd>
          </div>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd className={label === 'VIN' ? 'mono' : undefined}>{value}</dd>
            </div>
          ))}
        </dl>
      </Panel>
      <Panel title="Legs" className="panel-wide">
        <VehicleLegs legs={vehicle.legs} />
      </Panel>
      <Panel title="Chain of custody" className="panel-wide">
        <VehicleCustody vehicleId={vehicle.id} />
      </Panel>
      <Panel title="Activity" className="panel-wide">
        <VehicleActivity entries={vehicle.activity} />
      </Panel>
    </div>
  );
};
