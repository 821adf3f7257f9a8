import { routesUnder } from '../../routes';
import { lazyView } from '../kit/router/lazyView';
import type { Page } from '../kit/router/pageProps';

// One lazy view for the facility and every tab: switching tabs never loads another chunk.
const facility = lazyView(() => import('./FacilityPage').then((m) => m.FacilityPage));

/** The storage area's page views by route name (routes.ts), each a lazy chunk; the facility's tabs read from the route table. */
export const STORAGE_PAGES: Record<string, Page> = {
  storage: lazyView(() => import('./StorageOverviewPage').then((m) => m.StorageOverviewPage)),
  'storage-facilities': lazyView(() => import('./StorageFacilitiesPage').then((m) => m.StorageFacilitiesPage)),
  'storage-records': lazyView(() => import('./StorageRecordsPage').then((m) => m.StorageRecordsPage)),
  ...Object.fromEntries(routesUnder('/storage/facilities/:id').map((route) => [route.name, facility])),
};
