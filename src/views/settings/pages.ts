import { lazyView } from '../kit/router/lazyView';
import type { Page } from '../kit/router/pageProps';

/** The tenant settings' page views by route name (routes.ts); a fuel week is edited in a dialog on its list. */
export const SETTINGS_PAGES: Record<string, Page> = {
  'admin-settings': lazyView(() => import('./SettingsPage').then((m) => m.SettingsPage)),
  'admin-settings-demo': lazyView(() => import('./DemoDataPage').then((m) => m.DemoDataPage)),
  'admin-settings-fuel-rates': lazyView(() => import('./FuelRatesPage').then((m) => m.FuelRatesPage)),
};
