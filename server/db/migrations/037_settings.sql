-- Tenant settings and fuel rates (issue 29, docs/decisions.md#tenant-settings-and-fuel-rates-issue-29).
-- An admin edits the tenant's own row at its version (a stale edit is CONFLICT). The fuel surcharge schedule is the
-- tenant's: a base price (minor units per fuel unit) and a fuel economy (distance units per fuel unit).
ALTER TABLE tenants
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN fuel_base_price numeric(10, 3) NOT NULL DEFAULT 250 CHECK (fuel_base_price >= 0),
  ADD COLUMN fuel_economy numeric(6, 2) NOT NULL DEFAULT 6 CHECK (fuel_economy > 0);
UPDATE tenants SET fuel_base_price = 100, fuel_economy = 2.5 WHERE fuel_unit = 'L';

-- The app reads every tenant (a user's list of tenants) and updates only the one its request acts for.
ALTER TABLE tenants ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenants_read ON tenants FOR SELECT USING (true);
CREATE POLICY tenants_update ON tenants FOR UPDATE USING (id = app_tenant_id()) WITH CHECK (id = app_tenant_id());
GRANT UPDATE (name, locale, currency, weight_unit, dimension_unit, distance_unit, fuel_unit, zone_size, time_zone,
  fuel_base_price, fuel_economy, version, updated_at) ON tenants TO app_user;

-- A week of the fuel index: the published price per fuel unit (minor units, to the thousandth) and where it came from;
-- rate_per_distance stays what pricing multiplies, worked out from the price by the schedule when the week is written.
-- Weeks written before this migration keep their surcharge, without a price.
ALTER TABLE fuel_rates
  ADD COLUMN price_per_unit numeric(10, 3) CHECK (price_per_unit >= 0),
  ADD COLUMN source text CHECK (length(source) <= 100),
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
