import { useCallback } from 'react';
import { useQuery } from 'urql';
import { Link, useLocation, useSearch } from 'wouter';
import { VehiclesQuery } from '../../graphql/operations/vehicles';
import { useCurrentTenant } from '../app/useCurrentUser';
import { graphqlFailure } from '../forms/failure';
import { SearchBox } from '../orders/list/SearchBox';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { Panel } from '../ui/Panel';
import { Spinner } from '../ui/Spinner';
import { Pager } from './Pager';
import { words } from './vehicleLabels';

const PER_PAGE = 25;

const readQuery = (search: string) => {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return { q: (params.get('q') ?? '').trim().slice(0, 200), page: Number.isInteger(page) && page > 0 ? Math.min(page, 100_000) : 1 };
};

const hrefOf = (q: string, page: number) => {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/admin/vehicles?${query}` : '/admin/vehicles';
};

/** /admin/vehicles: every vehicle of the tenant, searched and paged, both kept in the URL. */
export const VehiclesPage = () => {
  const tenant = useCurrentTenant();
  const [, navigate] = useLocation();
  const { q, page } = readQuery(useSearch());
  const [{ data, error }, refetch] = useQuery({
    query: VehiclesQuery,
    variables: { first: PER_PAGE, page, search: q || null, orderBy: [{ column: 'CREATED_AT', order: 'DESC' }] },
    pause: !tenant,
  });
  const onSearch = useCallback((text: string) => navigate(hrefOf(text, 1), { replace: true }), [navigate]);
  const list = data?.vehicles;

  const body = () => {
    if (!list) {
      if (error) return <ErrorState message={graphqlFailure(error).message} onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
      return <Spinner label="Loading vehicles…" />;
    }
    if (list.data.length === 0)
      return <EmptyState title={q ? 'No vehicles match this search' : 'No vehicles yet'}>{q && <Link href="/admin/vehicles">Show every vehicle</Link>}</EmptyState>;
    return (
      <>
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">Vehicles</caption>
            <thead>
              <tr>
                {['VIN', 'Year', 'Make', 'Model', 'Class', 'Client'].map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
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
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager info={list.paginatorInfo} hrefFor={(target) => hrefOf(q, target)} noun="vehicles" />
      </>
    );
  };

  return (
    <Panel title="Vehicles" className="vehicles-panel">
      <SearchBox label="Search vehicles" hint="VIN, make, model or plate." value={q} onSearch={onSearch} />
      {body()}
    </Panel>
  );
};
