-- IFTA (issue 31): the quarterly fuel tax rates the IFTA return multiplies by, and what a fuel receipt needs to count
-- on it (docs/ifta.md). Rates are per quarter, jurisdiction and fuel type, in US dollars per US gallon as the IFTA, Inc.
-- tax matrix prints them (four decimals), with the jurisdiction's surcharge where it has one and the monthly interest
-- rate on late tax.
-- A row with no tenant is a published rate the migration seeds, read by every staff session and written by none; a
-- tenant's admin enters its own rows (a quarter not seeded, or a correction), which win over a published one for the
-- same quarter, jurisdiction and fuel type (server/ifta/ifta.rates.ts).
CREATE TABLE ifta_rates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid REFERENCES tenants (id),
  quarter text NOT NULL CHECK (quarter ~ '^[0-9]{4}-Q[1-4]$'),
  jurisdiction text NOT NULL CHECK (jurisdiction ~ '^[A-Z]{2}$'),
  fuel_type text NOT NULL CHECK (fuel_type IN ('DIESEL', 'REGULAR', 'ELECTRIC')),
  rate numeric(8, 4) NOT NULL CHECK (rate >= 0 AND rate < 100),
  surcharge_rate numeric(8, 4) CHECK (surcharge_rate > 0 AND surcharge_rate < 100),
  -- Per month (0.0041 is 0.41% a month), on each jurisdiction's tax due past the return's due date.
  interest_rate numeric(8, 6) CHECK (interest_rate >= 0 AND interest_rate < 1),
  source text NOT NULL CHECK (length(source) BETWEEN 1 AND 300),
  version integer NOT NULL DEFAULT 1,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX ifta_rates_key ON ifta_rates (coalesce(tenant_id, '00000000-0000-0000-0000-000000000000'::uuid), quarter,
  jurisdiction, fuel_type) WHERE deleted_at IS NULL;

ALTER TABLE ifta_rates ENABLE ROW LEVEL SECURITY;
ALTER TABLE ifta_rates FORCE ROW LEVEL SECURITY;
CREATE POLICY ifta_rates_read ON ifta_rates FOR SELECT USING (tenant_id IS NULL OR tenant_id = app_tenant_id());
CREATE POLICY ifta_rates_write ON ifta_rates FOR INSERT WITH CHECK (tenant_id = app_tenant_id());
CREATE POLICY ifta_rates_update ON ifta_rates FOR UPDATE USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
CREATE POLICY ifta_rates_delete ON ifta_rates FOR DELETE USING (tenant_id = app_tenant_id());
CREATE POLICY ifta_rates_staff ON ifta_rates AS RESTRICTIVE USING (NOT (SELECT app_is_portal()) AND NOT (SELECT app_is_carrier()));
GRANT SELECT, INSERT, UPDATE, DELETE ON ifta_rates TO app_user;

-- The 3rd quarter of 2025, diesel, as IFTA, Inc. published it: only the jurisdictions whose rates could be read and
-- cited (iftach.org tax matrix "3rd Quarter 2025 Tax Rate Changes", last updated 8/21/25, U.S. dollars per U.S. gallon;
-- Alabama from the "3rd Quarter 2025 Fuel Tax Rates" matrix). Other jurisdictions are the admin's to enter.
INSERT INTO ifta_rates (quarter, jurisdiction, fuel_type, rate, source) VALUES
  ('2025-Q3', 'AL', 'DIESEL', 0.3000, 'IFTA, Inc. tax matrix, 3rd Quarter 2025 (iftach.org/taxmatrix4/Taxmatrix.php)'),
  ('2025-Q3', 'AZ', 'DIESEL', 0.2600, 'IFTA, Inc. 3rd Quarter 2025 tax rate changes, updated 8/21/25 (iftach.org)'),
  ('2025-Q3', 'CA', 'DIESEL', 0.9710, 'IFTA, Inc. 3rd Quarter 2025 tax rate changes, updated 8/21/25 (iftach.org)'),
  ('2025-Q3', 'CO', 'DIESEL', 0.3250, 'IFTA, Inc. 3rd Quarter 2025 tax rate changes, updated 8/21/25 (iftach.org)'),
  ('2025-Q3', 'CT', 'DIESEL', 0.4890, 'IFTA, Inc. 3rd Quarter 2025 tax rate changes, updated 8/21/25 (iftach.org)'),
  ('2025-Q3', 'IA', 'DIESEL', 0.3250, 'IFTA, Inc. 3rd Quarter 2025 tax rate changes, updated 8/21/25 (iftach.org)'),
  ('2025-Q3', 'IL', 'DIESEL', 0.7490, 'IFTA, Inc. 3rd Quarter 2025 tax rate changes, updated 8/21/25 (iftach.org)'),
  ('2025-Q3', 'IN', 'DIESEL', 0.6100, 'IFTA, Inc. 3rd Quarter 2025 tax rate changes, updated 8/21/25 (iftach.org)'),
  ('2025-Q3', 'ON', 'DIESEL', 0.2513, 'IFTA, Inc. 3rd Quarter 2025 tax rate changes, updated 8/21/25 (iftach.org)');

-- A fuel receipt's volume (in the tenant's fuel unit), where it was bought, the fuel, whether the price included the
-- jurisdiction's tax (a tax-paid receipt is a credit on the return) and the power unit it fuelled (else its leg's unit).
ALTER TABLE driver_receipts
  ADD COLUMN fuel_volume numeric(10, 3) CHECK (fuel_volume > 0 AND fuel_volume < 10000),
  ADD COLUMN fuel_jurisdiction text CHECK (fuel_jurisdiction ~ '^[A-Z]{2}$'),
  ADD COLUMN fuel_type text CHECK (fuel_type IN ('DIESEL', 'REGULAR', 'ELECTRIC')),
  ADD COLUMN fuel_tax_paid boolean NOT NULL DEFAULT true,
  ADD COLUMN unit_id uuid,
  ADD CONSTRAINT driver_receipts_unit_fk FOREIGN KEY (tenant_id, unit_id) REFERENCES units (tenant_id, id);
CREATE INDEX driver_receipts_fuel_idx ON driver_receipts (tenant_id, spent_on) WHERE fuel_volume IS NOT NULL;

-- The IFTA quarter reads the legs a unit delivered in it.
CREATE INDEX order_legs_unit_delivered_idx ON order_legs (tenant_id, delivered_at) WHERE unit_id IS NOT NULL AND deleted_at IS NULL;
