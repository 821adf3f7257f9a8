-- IFTA trip record (issue 31, docs/ifta.md "Odometers and recorded positions"): the power unit's odometer when a leg was
-- picked up and when it was delivered (in the tenant's distance unit), and the positions recorded along the leg. IFTA
-- record keeping asks for each trip's beginning and ending odometer or hubometer readings and its route of travel (IFTA
-- Procedures Manual P540); the IFTA quarter reads both (server/ifta/ifta.report.ts).
ALTER TABLE order_legs
  ADD COLUMN unit_odometer_start integer CHECK (unit_odometer_start BETWEEN 0 AND 9999999),
  ADD COLUMN unit_odometer_end integer CHECK (unit_odometer_end BETWEEN 0 AND 9999999),
  ADD CONSTRAINT order_legs_unit_odometer_order CHECK (unit_odometer_end >= unit_odometer_start);

-- A leg's recorded positions (the driver's phone, a telematics feed or an import); one per leg and instant.
CREATE TABLE leg_positions (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  order_leg_id uuid NOT NULL,
  recorded_at timestamptz NOT NULL,
  lat float8 NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lng float8 NOT NULL CHECK (lng BETWEEN -180 AND 180),
  source text NOT NULL CHECK (source IN ('DRIVER_APP', 'TELEMATICS', 'IMPORT')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, order_leg_id) REFERENCES order_legs (tenant_id, id) ON DELETE CASCADE,
  UNIQUE (tenant_id, order_leg_id, recorded_at)
);
-- The unique key's index reads a set of legs' positions in time order (tenant, leg, recorded_at).

ALTER TABLE leg_positions ENABLE ROW LEVEL SECURITY;
ALTER TABLE leg_positions FORCE ROW LEVEL SECURITY;
CREATE POLICY leg_positions_tenant ON leg_positions USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
-- A carrier: the legs it carries (as condition reports, 025). A portal user: none.
CREATE POLICY leg_positions_carrier ON leg_positions AS RESTRICTIVE USING (NOT (SELECT app_is_carrier())
  OR app_carrier_sees_leg(tenant_id, order_leg_id, (SELECT app_carrier_driver_ids()), (SELECT app_carrier_company_ids())));
CREATE POLICY leg_positions_portal ON leg_positions AS RESTRICTIVE USING (NOT (SELECT app_is_portal()));
GRANT SELECT, INSERT, UPDATE, DELETE ON leg_positions TO app_user;
