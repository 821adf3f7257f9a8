import { routesUnder } from '../../routes';
import { lazyView } from '../kit/router/lazyView';
import type { Page } from '../kit/router/pageProps';

// One lazy view for a state or province, its counties and every tab of both: switching tabs loads nothing.
const district = lazyView(() => import('./DistrictPage').then((m) => m.DistrictPage));
const DISTRICT = '/admin/district-requirements/:stateProvince';

/** The district requirements area's page views by route name (routes.ts). */
export const DISTRICT_PAGES: Record<string, Page> = {
  'admin-district-requirements': lazyView(() => import('./DistrictsPage').then((m) => m.DistrictsPage)),
  'admin-district-requirements-requirement-types': lazyView(() => import('./RequirementTypesPage').then((m) => m.RequirementTypesPage)),
  ...Object.fromEntries(routesUnder(DISTRICT).map((route) => [route.name, district])),
};
