import { Link } from 'wouter';
import { type VehicleClass, VehicleClassValues } from '@/generated/enums/VehicleClass';
import type { VehiclesQuery as VehiclesData } from '@/generated/graphql';
import { VehiclesQuery } from '../../graphql/operations/vehicles';
import { ListPage } from '../kit/list/ListPage';
import { listSource } from '../kit/list/listSource';
import type { ListColumn } from '../kit/list/ListTable';
import { id, listUrl, oneOf, page, sort, text } from '../kit/list/listUrl';
import { useList } from '../kit/list/useList';
import { useClientChoices } from '../kit/pickers/useReferenceChoices';
import { words } from '../kit/record/vehicleLabels';
import { SelectField } from '../kit/ui/SelectField';
import { ListTime } from '../kit/list/ListDate';

type Sortable = 'VIN' | 'YEAR' | 'MAKE' | 'MODEL' | 'VEHICLE_CLASS' | 'CREATED_AT';
type Vehicle = VehiclesData['vehicles']['data'][number];

/** The list's view, all of it in the URL: search, class, client, sort and page. */
const vehiclesUrl = listUrl('/admin/vehicles', {
  q: text('q'),
  vehicleClass: oneOf('class', VehicleClassValues),
  client: id('client'),
  sort: sort<Sortable>('sort', ['VIN', 'YEAR', 'MAKE', 'MODEL', 'VEHICLE_CLASS', 'CREATED_AT'], { column: 'CREATED_AT', order: 'DESC' }),
  page: page(),
});

const vehiclesList = listSource({
  query: VehiclesQuery,
  variables: (view: ReturnType<typeof vehiclesUrl.read>, paging) => {
    const conditions = [
      ...(view.vehicleClass ? [{ column: 'VEHICLE_CLASS' as const, operator: 'EQ' as const, value: view.vehicleClass }] : []),
      ...(view.client ? [{ column: 'CLIENT_ID' as const, operator: 'EQ' as const, value: view.client }] : []),
    ];
    return { ...paging, search: view.q || null, orderBy: [view.sort], where: conditions.length > 0 ? { AND: conditions } : null };
  },
  pick: (data) => data.vehicles,
});

/** /admin/vehicles: every vehicle of the tenant, searched, filtered by class and client, sorted and paged. */
export const VehiclesPage = () => {
  const { view, update, page } = useList(vehiclesUrl, vehiclesList, { noun: { one: 'vehicle', many: 'vehicles' }, search: 'q' });
  const clients = useClientChoices(true);
  const columns: ListColumn<Vehicle, Sortable>[] = [
    {
      id: 'vin',
      label: 'VIN',
      sort: 'VIN',
      cellClassName: 'mono',
      cell: (vehicle) => <Link href={`/admin/vehicles/${vehicle.id}`}>{vehicle.vin ?? 'No VIN'}</Link>,
    },
    { id: 'year', label: 'Year', sort: 'YEAR', cell: (vehicle) => vehicle.year ?? '—' },
    { id: 'make', label: 'Make', sort: 'MAKE', cell: (vehicle) => vehicle.make ?? '—' },
    { id: 'model', label: 'Model', sort: 'MODEL', cell: (vehicle) => vehicle.model ?? '—' },
    { id: 'class', label: 'Class', sort: 'VEHICLE_CLASS', cell: (vehicle) => words(vehicle.vehicleClass) },
    { id: 'client', label: 'Client', cell: (vehicle) => vehicle.client?.displayName ?? '—' },
    { id: 'added', label: 'Added', sort: 'CREATED_AT', firstOrder: 'DESC', cell: (vehicle) => <ListTime at={vehicle.createdAt} /> },
  ];

  return (
    <ListPage
      title="Vehicles"
      className="vehicles-panel"
      {...page}
      empty={{ clearLabel: 'Show every vehicle' }}
      search={{ label: 'Search vehicles', hint: 'VIN, make, model or plate.' }}
      filters={
        <div className="filter-row">
          <SelectField
            label="Class"
            choices={VehicleClassValues.map((value) => ({ value, label: words(value) }))}
            value={view.vehicleClass}
            placeholder="Every class"
            onChange={([value]) => update({ vehicleClass: (value as VehicleClass | undefined) ?? '' })}
          />
          <SelectField
            label="Client"
            choices={clients}
            value={view.client}
            placeholder="Every client"
            onChange={([value]) => update({ client: value ?? '' })}
          />
        </div>
      }
      table={{
        caption: 'Vehicles',
        columns,
        rowKey: (vehicle) => vehicle.id,
        rowHref: (vehicle) => `/admin/vehicles/${vehicle.id}`,
        sort: { value: view.sort, onSort: (next) => update({ sort: next }) },
        choiceKey: 'vehicles',
      }}
    />
  );
};
