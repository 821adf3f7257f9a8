import { useCallback } from 'react';
import { useQuery } from 'urql';
import { Link, useLocation, useSearch } from 'wouter';
import { VehiclesQuery } from '../../graphql/operations/vehicles';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { SearchBox } from '../kit/ui/SearchBox';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { LinkPager } from '../kit/ui/LinkPager';
import { words } from '../kit/record/vehicleLabels';
import { type VehicleClass, VehicleClassValues } from '@/generated/enums/VehicleClass';
import { SelectField } from '../kit/ui/SelectField';
import { useClientChoices } from '../kit/pickers/useReferenceChoices';
import { nextSort, SortableHeader, type SortOrder } from '../kit/ui/SortableHeader';
import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';

const PER_PAGE = 25;

type Sortable = 'VIN' | 'YEAR' | 'MAKE' | 'MODEL' | 'VEHICLE_CLASS' | 'CREATED_AT';
type Sort = { column: Sortable; order: SortOrder };
const DEFAULT_SORT: Sort = { column: 'CREATED_AT', order: 'DESC' };
const SORTABLE: readonly Sortable[] = ['VIN', 'YEAR', 'MAKE', 'MODEL', 'VEHICLE_CLASS', 'CREATED_AT'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The list's view, all of it in the URL: search, page, sort, class and client. */
type View = { q: string; page: number; sort: Sort; vehicleClass: VehicleClass | ''; client: string };

const readQuery = (search: string): View => {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const [column, order] = (params.get('sort') ?? '').split(':');
  const vehicleClass = params.get('class') ?? '';
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    page: Number.isInteger(page) && page > 0 ? Math.min(page, 100_000) : 1,
    sort:
      SORTABLE.includes(column as Sortable) && (order === 'ASC' || order === 'DESC') ? { column: column as Sortable, order } : DEFAULT_SORT,
    vehicleClass: (VehicleClassValues as readonly string[]).includes(vehicleClass) ? (vehicleClass as VehicleClass) : '',
    client: UUID.test(params.get('client') ?? '') ? (params.get('client') as string) : '',
  };
};

const hrefOf = (view: View) => {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  if (view.vehicleClass) params.set('class', view.vehicleClass);
  if (view.client) params.set('client', view.client);
  if (view.sort.column !== DEFAULT_SORT.column || view.sort.order !== DEFAULT_SORT.order)
    params.set('sort', `${view.sort.column}:${view.sort.order}`);
  if (view.page > 1) params.set('page', String(view.page));
  const query = params.toString();
  return query ? `/admin/vehicles?${query}` : '/admin/vehicles';
};

const COLUMNS: { label: string; sort?: Sortable }[] = [
  { label: 'VIN', sort: 'VIN' },
  { label: 'Year', sort: 'YEAR' },
  { label: 'Make', sort: 'MAKE' },
  { label: 'Model', sort: 'MODEL' },
  { label: 'Class', sort: 'VEHICLE_CLASS' },
  { label: 'Client' },
  { label: 'Added', sort: 'CREATED_AT' },
];

/** /admin/vehicles: every vehicle of the tenant, searched, filtered by class and client, sorted and paged. */
export const VehiclesPage = () => {
  const dateTime = useDateTimeFormat();
  const tenant = useCurrentTenant();
  const [, navigate] = useLocation();
  const view = readQuery(useSearch());
  const { q, page } = view;
  const conditions = [
    ...(view.vehicleClass ? [{ column: 'VEHICLE_CLASS' as const, operator: 'EQ' as const, value: view.vehicleClass }] : []),
    ...(view.client ? [{ column: 'CLIENT_ID' as const, operator: 'EQ' as const, value: view.client }] : []),
  ];
  const [{ data, error }, refetch] = useQuery({
    query: VehiclesQuery,
    variables: {
      first: PER_PAGE,
      page,
      search: q || null,
      orderBy: [view.sort],
      where: conditions.length > 0 ? { AND: conditions } : null,
    },
    pause: !tenant,
  });
  const go = (patch: Partial<View>, replace = false) => navigate(hrefOf({ ...view, page: 1, ...patch }), { replace });
  const onSearch = useCallback(
    (text: string) => navigate(hrefOf({ ...readQuery(window.location.search), q: text, page: 1 }), { replace: true }),
    [navigate],
  );
  const clients = useClientChoices(true);
  const filtered = Boolean(q || view.vehicleClass || view.client);
  const list = data?.vehicles;

  const body = () => {
    if (!list) {
      if (error) return <ErrorState message={graphqlFailure(error).message} onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
      return <Spinner label="Loading vehicles…" />;
    }
    if (list.data.length === 0)
      return (
        <EmptyState title={filtered ? 'No vehicles match this view' : 'No vehicles yet'}>
          {filtered && <Link href="/admin/vehicles">Show every vehicle</Link>}
        </EmptyState>
      );
    return (
      <>
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">Vehicles</caption>
            <thead>
              <tr>
                {COLUMNS.map(({ label, sort }) => (
                  <SortableHeader
                    key={label}
                    label={label}
                    active={sort && sort === view.sort.column ? view.sort.order : undefined}
                    onSort={sort ? () => go({ sort: nextSort(view.sort, sort, sort === 'CREATED_AT' ? 'DESC' : 'ASC') }) : undefined}
                  />
                ))}
              </tr>
            </thead>
            <tbody>
              {list.data.map((vehicle) => (
                <tr key={vehicle.id}>
                  <td className="mono">
                    <Link href={`/admin/vehicles/${vehicle.id}`}>{vehicle.vin ?? 'No VIN'}</Link>
                  </td>
                  <td>{vehicle.year ?? '—'}</td>
                  <td>{vehicle.make ?? '—'}</td>
                  <td>{vehicle.model ?? '—'}</td>
                  <td>{words(vehicle.vehicleClass)}</td>
                  <td>{vehicle.client?.displayName ?? '—'}</td>
                  <td>{dateTime(vehicle.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <LinkPager info={list.paginatorInfo} hrefFor={(target) => hrefOf({ ...view, page: target })} noun="vehicles" />
      </>
    );
  };

  return (
    <Panel
      title="Vehicles"
      className="vehicles-panel"
      description={
        list && (
          <p aria-live="polite">{`${list.paginatorInfo.total.toLocaleString()} ${list.paginatorInfo.total === 1 ? 'vehicle' : 'vehicles'}`}</p>
        )
      }
    >
      <SearchBox label="Search vehicles" hint="VIN, make, model or plate." value={q} onSearch={onSearch} />
      <div className="filter-row">
        <SelectField
          label="Class"
          choices={VehicleClassValues.map((value) => ({ value, label: words(value) }))}
          value={view.vehicleClass}
          placeholder="Every class"
          onChange={([value]) => go({ vehicleClass: (value as VehicleClass | undefined) ?? '' })}
        />
        <SelectField
          label="Client"
          choices={clients}
          value={view.client}
          placeholder="Every client"
          onChange={([value]) => go({ client: value ?? '' })}
        />
      </div>
      {body()}
    </Panel>
  );
};
