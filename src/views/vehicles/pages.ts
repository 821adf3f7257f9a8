import { lazyView } from '../kit/router/lazyView';
import type { Page } from '../kit/router/pageProps';

/** This area's page views by route name (routes.ts), each a lazy chunk. */
export const VEHICLE_PAGES: Record<string, Page> = {
  'admin-vehicles': lazyView(() => import('./VehiclesPage').then((m) => m.VehiclesPage)),
  'admin-vehicles-id': lazyView(() => import('./VehiclePage').then((m) => m.VehiclePage)),
};
