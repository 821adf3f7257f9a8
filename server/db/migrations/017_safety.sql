-- Safety (issue 14): IFTA decals issued to the operator's units, and transporter plates with their assignment log
-- (plate → vehicle/VIN → leg → driver, out and in). Tenant-owned like everything else: tenant_id leads every key, RLS
-- forced, audit rows written by server/safety in the same transaction. Carriers and the portal read none of it.

-- One row per decal (two per unit, both sides of the cab; docs/domain.md#ifta). Valid for its year; not tied to a vehicle
-- for life: a decal is issued to a unit, may come back (RETURNED) and is destroyed when spoiled or out of date.
CREATE TABLE ifta_decals (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  year integer NOT NULL CHECK (year BETWEEN 2000 AND 2100),
  number text NOT NULL CHECK (length(number) BETWEEN 1 AND 30),
  status text NOT NULL DEFAULT 'IN_STOCK' CHECK (status IN ('IN_STOCK', 'ASSIGNED', 'RETURNED', 'DESTROYED')),
  -- The unit it is (or was last) issued to; kept after a return or destruction as the decal's history.
  unit_id uuid,
  issued_on date,
  returned_on date,
  destroyed_on date,
  destroyed_reason text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  UNIQUE (tenant_id, year, number),
  FOREIGN KEY (tenant_id, unit_id) REFERENCES units (tenant_id, id),
  CHECK (status <> 'ASSIGNED' OR (unit_id IS NOT NULL AND issued_on IS NOT NULL)),
  CHECK ((status = 'DESTROYED') = (destroyed_on IS NOT NULL))
);
CREATE INDEX ifta_decals_year_idx ON ifta_decals (tenant_id, year, status);
CREATE INDEX ifta_decals_unit_idx ON ifta_decals (tenant_id, unit_id) WHERE unit_id IS NOT NULL;

-- Transporter (drive-away) plates: they move from vehicle to vehicle. A MISSING plate carries when it went missing,
-- why, who said so, the day its loss must be reported by (docs/decisions.md) and the alert it raised.
CREATE TABLE transport_plates (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  number text NOT NULL CHECK (length(number) BETWEEN 1 AND 15),
  state text NOT NULL CHECK (state ~ '^[A-Z]{2}$'),
  type text NOT NULL CHECK (type IN ('TRANSPORTER', 'DEALER', 'MANUFACTURER')),
  expires_on date,
  status text NOT NULL DEFAULT 'IN_HOUSE' CHECK (status IN ('ASSIGNED', 'IN_HOUSE', 'MISSING', 'DESTROYED')),
  missing_since timestamptz,
  missing_reason text,
  missing_reported_by uuid REFERENCES users (id) ON DELETE SET NULL,
  report_due_on date,
  missing_alert_id uuid,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  UNIQUE (tenant_id, state, number),
  FOREIGN KEY (tenant_id, missing_alert_id) REFERENCES alerts (tenant_id, id),
  CHECK (status <> 'MISSING' OR (missing_since IS NOT NULL AND report_due_on IS NOT NULL))
);
CREATE INDEX transport_plates_status_idx ON transport_plates (tenant_id, status);

-- The assignment log: each time a plate goes out on a leg. The VIN is copied, so the log stays true if the vehicle
-- row is later edited; at most one open (not checked in) row per plate.
CREATE TABLE transport_plate_assignments (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  plate_id uuid NOT NULL,
  order_leg_id uuid,
  vehicle_id uuid,
  vin text,
  driver_id uuid,
  out_at timestamptz NOT NULL,
  in_at timestamptz,
  out_by uuid REFERENCES users (id) ON DELETE SET NULL,
  in_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  FOREIGN KEY (tenant_id, plate_id) REFERENCES transport_plates (tenant_id, id),
  FOREIGN KEY (tenant_id, order_leg_id) REFERENCES order_legs (tenant_id, id),
  FOREIGN KEY (tenant_id, vehicle_id) REFERENCES vehicles (tenant_id, id),
  FOREIGN KEY (tenant_id, driver_id) REFERENCES drivers (tenant_id, id),
  CHECK (in_at IS NULL OR in_at >= out_at)
);
CREATE UNIQUE INDEX transport_plate_assignments_open_idx ON transport_plate_assignments (tenant_id, plate_id) WHERE in_at IS NULL;
CREATE INDEX transport_plate_assignments_plate_idx ON transport_plate_assignments (tenant_id, plate_id, out_at DESC);
CREATE INDEX transport_plate_assignments_driver_idx ON transport_plate_assignments (tenant_id, driver_id) WHERE driver_id IS NOT NULL;
CREATE INDEX transport_plate_assignments_leg_idx ON transport_plate_assignments (tenant_id, order_leg_id) WHERE order_leg_id IS NOT NULL;

DO $$
DECLARE tbl text;
BEGIN
  FOREACH tbl IN ARRAY ARRAY['ifta_decals', 'transport_plates', 'transport_plate_assignments'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tbl);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tbl);
    EXECUTE format('CREATE POLICY %I ON %I USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id())',
      tbl || '_tenant', tbl);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO app_user', tbl);
    EXECUTE format('CREATE POLICY %I ON %I AS RESTRICTIVE USING (NOT (SELECT app_is_portal()))', tbl || '_portal', tbl);
    EXECUTE format('CREATE POLICY %I ON %I AS RESTRICTIVE USING (NOT (SELECT app_is_carrier()))', tbl || '_carrier', tbl);
  END LOOP;
END $$;
