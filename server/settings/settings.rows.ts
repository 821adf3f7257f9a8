import type { TenantSummary } from '../../src/domain/currentUser';
import type { Locked } from '../records/writes';

// The settings area's rows as their SELECT lists produce them (camelCase; money in minor units), mapped by codegen.

/** The tenant's row as /admin/settings edits it: the session's tenant plus the fuel schedule and the version. */
export type TenantSettingsRow = TenantSummary & {
  fuelBasePrice: number;
  fuelEconomy: number;
  address: string;
  remitTo: string;
  version: number;
  updatedAt: Date;
};

export const TENANT_SETTINGS_SELECT = `t.id, t.name, t.locale, trim(t.currency) AS currency, t.weight_unit AS "weightUnit",
  t.dimension_unit AS "dimensionUnit", t.distance_unit AS "distanceUnit", t.fuel_unit AS "fuelUnit", t.zone_size AS "zoneSize",
  t.time_zone AS "timeZone", t.fuel_base_price::float8 AS "fuelBasePrice", t.fuel_economy::float8 AS "fuelEconomy", t.address,
  t.remit_to AS "remitTo", t.version,
  t.updated_at AS "updatedAt"`;

/** The tenants table as the records kit's writeColumns and auditWrite take it (the row's id is the tenant's own). */
export const TENANTS = { table: 'tenants', alias: 't', select: TENANT_SETTINGS_SELECT, what: 'Tenant', kind: 'Tenants', noun: 'tenant' };

export type FuelRateRow = {
  id: string;
  tenantId: string;
  effectiveFrom: string;
  pricePerUnit: number | null;
  ratePerDistance: number;
  source: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
};

export const FUEL_RATE_SELECT = `fr.id, fr.tenant_id AS "tenantId", to_char(fr.effective_from, 'YYYY-MM-DD') AS "effectiveFrom",
  fr.price_per_unit::float8 AS "pricePerUnit", fr.rate_per_distance::float8 AS "ratePerDistance", fr.source, fr.version,
  fr.created_at AS "createdAt", fr.updated_at AS "updatedAt"`;

export const FUEL_RATES: Locked = {
  table: 'fuel_rates',
  alias: 'fr',
  select: FUEL_RATE_SELECT,
  what: 'Fuel rate',
  kind: 'Fuel rates',
  noun: 'fuelRate',
};
