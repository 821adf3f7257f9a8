import { Link } from 'wouter';
import { ListPage } from '../kit/list/ListPage';
import { listSource } from '../kit/list/listSource';
import type { ListColumn } from '../kit/list/ListTable';
import { listUrl, page, text } from '../kit/list/listUrl';
import { useList } from '../kit/list/useList';
import { BOOKING_MODE_LABEL } from './labels';
import { onSiteHref } from './recordsView';
import { StorageFacilitiesQuery } from './StorageFacilitiesPage.graphql';

const facilitiesUrl = listUrl('/storage/facilities', { q: text('q'), page: page() });

const facilitiesList = listSource({
  query: StorageFacilitiesQuery,
  variables: (view: { q: string }, paging) => ({ ...paging, search: view.q || null }),
  pick: (data) => data.storageFacilities,
});

type Facility = NonNullable<ReturnType<typeof facilitiesList.pick>>['data'][number];

const COLUMNS: ListColumn<Facility>[] = [
  {
    id: 'facility',
    label: 'Facility',
    heading: true,
    cell: (facility) => <Link href={`/storage/facilities/${facility.id}`}>{facility.name}</Link>,
  },
  { id: 'city', label: 'City', cell: (facility) => `${facility.city}, ${facility.stateProvince}` },
  {
    id: 'onSite',
    label: 'On site',
    className: 'numeric',
    cell: (facility) => (
      <Link href={onSiteHref(facility.id)} aria-label={`${facility.onSite} on site at ${facility.name}: show them`}>
        {facility.onSite}
      </Link>
    ),
  },
  { id: 'capacity', label: 'Capacity', className: 'numeric', cell: (facility) => facility.capacity ?? 'Not set' },
  { id: 'booking', label: 'Booking', cell: (facility) => BOOKING_MODE_LABEL[facility.bookingMode] },
];

/** /storage/facilities: every storage location by name, searched by name or city, with its capacity and what is on site now. */
export const StorageFacilitiesPage = () => {
  const { page } = useList(facilitiesUrl, facilitiesList, { noun: { one: 'facility', many: 'facilities' }, search: 'q' });

  return (
    <div className="page-grid">
      <ListPage
        title="Facilities"
        className="panel-wide"
        {...page}
        find={{
          title: 'Storage facilities',
          className: 'panel-wide',
          description: <p>A facility is a location of type Storage (Admin, Locations).</p>,
        }}
        search={{ label: 'Search facilities', hint: 'Part of the name, the city or the state.' }}
        empty={{
          title: 'No storage facilities yet',
          body: 'Add a location of type Storage under Admin, Locations.',
          filteredTitle: 'No facility matches this search',
          clearLabel: 'Show every facility',
        }}
        table={{
          caption: 'Storage facilities',
          columns: COLUMNS,
          rowKey: (facility) => facility.id,
          rowHref: (facility) => `/storage/facilities/${facility.id}`,
          choiceKey: 'storage-facilities',
        }}
      />
    </div>
  );
};
