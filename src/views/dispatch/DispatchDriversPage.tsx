import { useCallback } from 'react';
import { useQuery } from 'urql';
import { Link, useLocation, useSearch } from 'wouter';
import type { OrderLegStatus } from '@/generated/enums/OrderLegStatus';
import { formatRelative } from '../../domain/format';
import { routeByName } from '../../routes';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';
import { DriverStatusBadge } from '../carriers/public';
import { graphqlFailure } from '../kit/forms/failure';
import { LEG_STATUS_LABEL } from '../kit/record/legLabels';
import { ListPanel } from '../kit/ui/ListPanel';
import { SearchBox } from '../kit/ui/SearchBox';
import { DispatchDriversQuery } from './dispatch.graphql';
import { DriversListExport } from './DriversListExport';

const PATH = '/dispatch/driver-list';
const PER_PAGE = 25;

type DriversView = { q: string; page: number };

const readView = (search: string): DriversView => {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return { q: (params.get('q') ?? '').trim().slice(0, 200), page: Number.isInteger(page) && page > 0 ? Math.min(page, 100_000) : 1 };
};

const hrefOf = (view: DriversView): string => {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  if (view.page > 1) params.set('page', String(view.page));
  const query = params.toString();
  return query ? `${PATH}?${query}` : PATH;
};

type LegLink = { id: string; number: string; status: OrderLegStatus } | null | undefined;

const LegCell = ({ leg }: { leg: LegLink }) =>
  leg ? (
    <>
      <Link href={`/order-legs/${leg.id}`}>{leg.number}</Link>
      <span className="cell-sub">{LEG_STATUS_LABEL[leg.status]}</span>
    </>
  ) : (
    <span className="muted">None</span>
  );

/** /dispatch/driver-list: every driver with their current and next leg, where they were last seen, today's and this week's legs. */
export const DispatchDriversPage = () => {
  const tenant = useCurrentTenant();
  const locale = tenant?.locale;
  const formatDateTime = useDateTimeFormat();
  const [, navigate] = useLocation();
  const view = readView(useSearch());
  const [{ data, error, fetching }, refetch] = useQuery({
    query: DispatchDriversQuery,
    variables: { first: PER_PAGE, page: view.page, search: view.q || null },
    pause: !tenant,
    requestPolicy: 'cache-and-network',
  });
  const onSearch = useCallback((q: string) => navigate(hrefOf({ q, page: 1 }), { replace: true }), [navigate]);
  const list = data?.dispatchDrivers;
  const rows = list?.data ?? [];
  const driverPages = routeByName('admin-drivers-id').built;

  return (
    <div className="dispatch-drivers">
      <div className="dispatch-filters">
        <SearchBox label="Search drivers" hint="Name or licence number." value={view.q} onSearch={onSearch} />
        <DriversListExport search={view.q} disabled={!list || list.paginatorInfo.total === 0} />
      </div>
      <ListPanel
        title="Drivers"
        noun={{ one: 'driver', many: 'drivers' }}
        info={list?.paginatorInfo}
        count={rows.length}
        updating={fetching && Boolean(list)}
        error={!list && error ? graphqlFailure(error).message : null}
        onRetry={() => refetch({ requestPolicy: 'network-only' })}
        loadingLabel="Loading drivers…"
        empty={{
          title: view.q ? 'No drivers match this search' : 'No drivers yet',
          body: view.q ? <Link href={PATH}>Show every driver</Link> : 'Drivers are added under Admin.',
        }}
        onPage={(page) => navigate(hrefOf({ ...view, page }))}
      >
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">Drivers and their legs</caption>
            <thead>
              <tr>
                <th scope="col">Driver</th>
                <th scope="col">Status</th>
                <th scope="col">Current leg</th>
                <th scope="col">Next leg</th>
                <th scope="col">Last seen</th>
                <th scope="col">Legs today</th>
                <th scope="col">Legs this week</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.driver.id}>
                  <th scope="row">
                    {driverPages ? <Link href={`/admin/drivers/${row.driver.id}`}>{row.driver.fullName}</Link> : row.driver.fullName}
                  </th>
                  <td>
                    <DriverStatusBadge status={row.driver.status} />
                  </td>
                  <td>
                    <LegCell leg={row.currentLeg} />
                  </td>
                  <td>
                    <LegCell leg={row.nextLeg} />
                  </td>
                  <td>
                    {row.lastPosition ? (
                      <>
                        {row.lastPosition.point.label ??
                          `${row.lastPosition.point.lat.toFixed(2)}, ${row.lastPosition.point.lng.toFixed(2)}`}
                        <span className="cell-sub" title={formatDateTime(row.lastPosition.at)}>
                          {formatRelative(row.lastPosition.at, Date.now(), locale)}
                        </span>
                      </>
                    ) : (
                      <span className="muted">Unknown</span>
                    )}
                  </td>
                  <td>{row.legsToday}</td>
                  <td>{row.legsThisWeek}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListPanel>
    </div>
  );
};
