import { defineArea } from '../areaKit';
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
  auditKinds: ['Tenants', 'Fuel rates', 'Demo data'],
});
