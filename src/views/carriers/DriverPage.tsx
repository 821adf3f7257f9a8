import { getFragmentData } from '@/generated';
import { useRecordQuery } from '../kit/record/useRecordQuery';
import type { PageProps } from '../kit/router/pageProps';
import { currentTab, TabNav } from '../kit/ui/TabNav';
import { DriverContactsTab } from './DriverContactsTab';
import { DriverDscTab } from './DriverDscTab';
import { DriverHeader } from './DriverHeader';
import { DriverLegPriorityTab } from './DriverLegPriorityTab';
import { DriverLegsTab } from './DriverLegsTab';
import { DriverLicenceTab } from './DriverLicenceTab';
import { DriverOverview } from './DriverOverview';
import { DriverPlatesTab } from './DriverPlatesTab';
import { DriverSafetyTab } from './DriverSafetyTab';
import { DriverPageFragment, DriverPageQuery } from './drivers.graphql';
import { DRIVER_BASE_ROUTE, DRIVER_TABS, type DriverTabProps } from './driverTabs';
import { RecordTabSuspense } from '../kit/record/recordTabs';
import { lazyView } from '../kit/router/lazyView';

// The settlements area's tab comes with its own chunk, when the tab is opened.
const DriverSettledRunsTab = lazyView(() => import('../settlements/public').then((m) => m.DriverSettledRunsTab));

const TabBody = ({ path, driver, refetch }: DriverTabProps & { path: string }) => {
  switch (path) {
    case 'safety':
      return <DriverSafetyTab driver={driver} refetch={refetch} />;
    case 'license-info':
      return <DriverLicenceTab driver={driver} refetch={refetch} />;
    case 'contact-info':
      return <DriverContactsTab key={driver.version} driver={driver} refetch={refetch} />;
    case 'all-legs':
      return <DriverLegsTab driverId={driver.id} />;
    case 'leg-priority':
      return <DriverLegPriorityTab key={driver.version} driver={driver} refetch={refetch} />;
    case 'dsc-visibility':
      return <DriverDscTab key={driver.version} driver={driver} refetch={refetch} />;
    case 'settled-runs':
      return (
        <RecordTabSuspense>
          <DriverSettledRunsTab driverId={driver.id} />
        </RecordTabSuspense>
      );
    case 'transport-plates':
      return <DriverPlatesTab driverId={driver.id} />;
    default:
      return <DriverOverview driver={driver} refetch={refetch} />;
  }
};

/** /admin/drivers/:id and its tabs: one layout (header, tab links) whose content follows the route's name. */
export const DriverPage = ({ route, params }: PageProps) => {
  const { record, placeholder, refetch } = useRecordQuery({
    query: DriverPageQuery,
    id: params.id,
    pick: (data) => data.driver,
    nouns: { missing: 'driver', loading: 'driver' },
  });
  if (!record) return placeholder;
  const driver = getFragmentData(DriverPageFragment, record);
  const tab = currentTab(DRIVER_TABS, DRIVER_BASE_ROUTE, route.name);
  return (
    <div className="record">
      <DriverHeader driver={driver} />
      <TabNav
        label={`Driver ${driver.fullName}`}
        base={`/admin/drivers/${driver.id}`}
        baseName={DRIVER_BASE_ROUTE}
        current={route.name}
        tabs={DRIVER_TABS}
      />
      <div className="record-body">
        <TabBody path={tab.path} driver={driver} refetch={refetch} />
      </div>
    </div>
  );
};
