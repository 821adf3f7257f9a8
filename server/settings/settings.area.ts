import { defineArea } from '../areaKit';
import { demoJobServices } from './settings.demoJob';
import { settingsResolvers } from './settings.resolvers';

/**
 * The tenant's settings, its weekly fuel index and its demo data (issue 29): /admin/settings, /admin/settings/fuel-rates
 * and /admin/settings/demo.
 */
export const settingsArea = defineArea({
  name: 'settings',
  resolvers: settingsResolvers,
  mappers: {
    TenantSettings: './settings.rows#TenantSettingsRow',
    FuelRate: './settings.rows#FuelRateRow',
    DemoData: './settings.demoRows#DemoDataRow',
    DemoDataJob: './settings.demoRows#DemoDataJobRow',
  },
  // Not an HTTP route: hands the demo data job the app's database (settings.demoJob.ts).
  routes: [demoJobServices],
  auditKinds: ['Tenants', 'Fuel rates', 'Demo data'],
});
