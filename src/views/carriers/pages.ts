import { routesUnder } from '../../routes';
import { lazyView } from '../kit/router/lazyView';
import type { Page } from '../kit/router/pageProps';

// One lazy view for the driver and every tab, one for the trucking company and its tab: switching tabs loads nothing.
const driver = lazyView(() => import('./DriverPage').then((m) => m.DriverPage));
const truckingCompany = lazyView(() => import('./TruckingCompanyPage').then((m) => m.TruckingCompanyPage));

const recordPages = (path: string, page: Page): [string, Page][] => routesUnder(path).map((route) => [route.name, page]);

/** The carriers area's page views by route name (routes.ts): drivers and trucking companies. */
export const CARRIER_PAGES: Record<string, Page> = {
  'admin-drivers': lazyView(() => import('./DriversPage').then((m) => m.DriversPage)),
  'admin-drivers-create': lazyView(() => import('./CreateDriverPage').then((m) => m.CreateDriverPage)),
  ...Object.fromEntries(recordPages('/admin/drivers/:id', driver)),
  'admin-trucking-companies': lazyView(() => import('./TruckingCompaniesPage').then((m) => m.TruckingCompaniesPage)),
  ...Object.fromEntries(recordPages('/admin/trucking-companies/:id', truckingCompany)),
};
