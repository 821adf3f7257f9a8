import { useCallback, useMemo } from 'react';
import { useQuery } from 'urql';
import { Link, useLocation, useSearch } from 'wouter';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { ListPanel } from '../kit/ui/ListPanel';
import { Panel } from '../kit/ui/Panel';
import { SearchBox } from '../kit/ui/SearchBox';
import { BOOKING_MODE_LABEL } from './labels';
import { onSiteHref } from './recordsView';
import { StorageFacilitiesQuery } from './StorageFacilitiesPage.graphql';

const PER_PAGE = 25;

const readView = (search: string) => {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return { q: (params.get('q') ?? '').trim(), page: Number.isInteger(page) && page > 1 ? page : 1 };
};

const hrefOf = ({ q, page }: { q: string; page: number }) => {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/storage/facilities?${query}` : '/storage/facilities';
};

/** /storage/facilities: every storage location by name, searched by name or city, with its capacity and what is on site now. */
export const StorageFacilitiesPage = () => {
  const tenant = useCurrentTenant();
  const [, navigate] = useLocation();
  const search = useSearch();
  const view = useMemo(() => readView(search), [search]);
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: StorageFacilitiesQuery,
    variables: { first: PER_PAGE, page: view.page, search: view.q || null },
    pause: !tenant,
    requestPolicy: 'cache-and-network',
  });
  const onSearch = useCallback((q: string) => navigate(hrefOf({ q, page: 1 }), { replace: true }), [navigate]);
  const list = data?.storageFacilities;

  return (
    <div className="page-grid">
      <Panel
        title="Storage facilities"
        className="panel-wide"
        description={<p>A facility is a location of type Storage (Admin, Locations).</p>}
      >
        <SearchBox label="Search facilities" hint="Part of the name, the city or the state." value={view.q} onSearch={onSearch} />
      </Panel>
      <div className="panel-wide">
        <ListPanel
          title="Facilities"
          noun={{ one: 'facility', many: 'facilities' }}
          info={list?.paginatorInfo}
          count={list?.data.length ?? 0}
          updating={fetching && !!list}
          error={error && !list ? graphqlFailure(error).message : null}
          onRetry={() => reexecute({ requestPolicy: 'network-only' })}
          loadingLabel="Loading facilities…"
          empty={{
            title: view.q ? 'No facility matches this search' : 'No storage facilities yet',
            body: view.q ? (
              <Link href="/storage/facilities">Show every facility</Link>
            ) : (
              'Add a location of type Storage under Admin, Locations.'
            ),
          }}
          onPage={(page) => navigate(hrefOf({ ...view, page }))}
        >
          <div className="table-wrap">
            <table className="table">
              <caption className="visually-hidden">Storage facilities</caption>
              <thead>
                <tr>
                  <th scope="col">Facility</th>
                  <th scope="col">City</th>
                  <th scope="col" className="numeric">
                    On site
                  </th>
                  <th scope="col" className="numeric">
                    Capacity
                  </th>
                  <th scope="col">Booking</th>
                </tr>
              </thead>
              <tbody>
                {(list?.data ?? []).map((facility) => (
                  <tr key={facility.id}>
                    <th scope="row">
                      <Link href={`/storage/facilities/${facility.id}`}>{facility.name}</Link>
                    </th>
                    <td>{`${facility.city}, ${facility.stateProvince}`}</td>
                    <td className="numeric">
                      <Link href={onSiteHref(facility.id)} aria-label={`${facility.onSite} on site at ${facility.name}: show them`}>
                        {facility.onSite}
                      </Link>
                    </td>
                    <td className="numeric">{facility.capacity ?? 'Not set'}</td>
                    <td>{BOOKING_MODE_LABEL[facility.bookingMode]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </ListPanel>
      </div>
    </div>
  );
};
