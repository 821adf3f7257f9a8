import { defineArea } from '../areaKit';
import { settingsResolvers } from './settings.resolvers';

/** The tenant's settings and its weekly fuel index (issue 29): /admin/settings and /admin/settings/fuel-rates. */
export const settingsArea = defineArea({
  name: 'settings',
  resolvers: settingsResolvers,
  mappers: {
    TenantSettings: './settings.rows#TenantSettingsRow',
    FuelRate: './settings.rows#FuelRateRow',
  },
  auditKinds: ['Tenants', 'Fuel rates'],
});
