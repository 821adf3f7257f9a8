import { Link } from 'wouter';
import { getFragmentData } from '@/generated';
import { RecordHeader } from '../kit/record/RecordHeader';
import { useRecordQuery } from '../kit/record/useRecordQuery';
import type { PageProps } from '../kit/router/pageProps';
import { currentTab, TabNav } from '../kit/ui/TabNav';
import { FacilityContacts } from './FacilityContacts';
import { FacilityHours } from './FacilityHours';
import { FacilityNotes } from './FacilityNotes';
import { StorageFacilityDetailFragment, StorageFacilityQuery } from './FacilityPage.graphql';
import { FacilityRateCards } from './FacilityRateCards';
import { FacilitySettings } from './FacilitySettings';
import { FACILITY_BASE_ROUTE, FACILITY_TABS } from './facilityTabs';
import { onSiteHref } from './recordsView';

/** /storage/facilities/:id and its tabs: one layout (the facility's name and address, the tab links) whose content follows the route. */
export const FacilityPage = ({ route, params }: PageProps) => {
  const {
    record: source,
    placeholder,
    refetch,
  } = useRecordQuery({
    query: StorageFacilityQuery,
    id: params.id,
    pick: (data) => data.storageFacility,
    nouns: { missing: 'storage facility', loading: 'facility' },
    requestPolicy: 'cache-and-network',
  });
  if (!source) return placeholder;
  const facility = getFragmentData(StorageFacilityDetailFragment, source);
  const { location } = facility;
  const tab = currentTab(FACILITY_TABS, FACILITY_BASE_ROUTE, route.name);

  const body = () => {
    switch (tab.path) {
      case 'hours':
        return <FacilityHours facility={facility} refetch={refetch} />;
      case 'notes':
        return <FacilityNotes facility={facility} />;
      case 'contacts':
        return <FacilityContacts facility={facility} />;
      default:
        return (
          <>
            <FacilitySettings facility={facility} refetch={refetch} />
            <FacilityRateCards facility={facility} refetch={refetch} />
          </>
        );
    }
  };

  return (
    <div className="record">
      <RecordHeader title={facility.name} badges={null}>
        <p className="muted">
          {[location.address1, location.address2, `${location.city}, ${location.stateProvince} ${location.postalCode}`]
            .filter(Boolean)
            .join(', ')}
          {location.contactName && ` · ${location.contactName}`}
          {location.contactPhone && ` ${location.contactPhone}`}
        </p>
        <p>
          <Link href={onSiteHref(facility.id)}>{`${facility.onSite} vehicle${facility.onSite === 1 ? '' : 's'} on site`}</Link>
          {' · '}
          <Link href={`/storage/records?facility=${facility.id}`}>Its records</Link> ·{' '}
          <Link href={`/storage?facility=${facility.id}`}>Its occupancy</Link>
        </p>
      </RecordHeader>
      <TabNav
        label={`Facility ${facility.name}`}
        base={`/storage/facilities/${facility.id}`}
        baseName={FACILITY_BASE_ROUTE}
        current={route.name}
        tabs={FACILITY_TABS}
      />
      <div className="record-body page-grid">{body()}</div>
    </div>
  );
};
