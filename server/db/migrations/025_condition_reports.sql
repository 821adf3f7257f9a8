-- Condition reports (issue 15): the custody record of a leg's vehicle at pickup and at delivery (docs/domain.md#inspections), the
-- photos and signatures a device took for it (each with its time and GPS, and the device's own id so a retried upload
-- stores nothing twice), and its damages in AIAG M-22 form, flagged when they are new since the vehicle's previous
-- delivery report (the custody diff, server/conditionReports/conditionReports.custody.ts). Tenant-owned: tenant_id
-- leads every key, RLS forced, audit rows written in the same transaction. A carrier (the leg's driver, its trucking
-- company's users) reads and writes the reports of the legs it carries; a portal user reads those of its orders.

CREATE TABLE condition_photos (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  -- The device's id for the photo: unique per tenant, so an upload retried after a dropped answer finds its row.
  client_id uuid NOT NULL,
  order_id uuid NOT NULL,
  order_leg_id uuid NOT NULL,
  media_id uuid NOT NULL REFERENCES media (id),
  kind text NOT NULL CHECK (kind IN ('VEHICLE', 'DAMAGE', 'ODOMETER', 'KEYS', 'VIN', 'DRIVER_SIGNATURE', 'CUSTOMER_SIGNATURE')),
  captured_at timestamptz NOT NULL,
  latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  UNIQUE (tenant_id, client_id),
  FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, id),
  FOREIGN KEY (tenant_id, order_leg_id) REFERENCES order_legs (tenant_id, id),
  CHECK ((latitude IS NULL) = (longitude IS NULL))
);
CREATE INDEX condition_photos_leg_idx ON condition_photos (tenant_id, order_leg_id);

CREATE TABLE condition_reports (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  number text NOT NULL CHECK (number ~ '^CR-[0-9]+$'),
  -- The device's id for the report: a retried submit with the same id answers the report it already made.
  client_id uuid NOT NULL,
  order_id uuid NOT NULL,
  order_leg_id uuid NOT NULL,
  vehicle_id uuid,
  direction text NOT NULL CHECK (direction IN ('PICKUP', 'DELIVERY')),
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SUBMITTED', 'ACCEPTED', 'REJECTED')),
  -- Copied from the vehicle when the report is made, so the custody record stays true if the vehicle row is edited.
  vin text,
  vin_scanned text,
  vin_matches boolean,
  -- [{code, result, note}] in the order of InspectionItemCode; every code answered (the server checks it).
  items jsonb NOT NULL DEFAULT '[]',
  photo_ids uuid[] NOT NULL DEFAULT '{}',
  odometer integer CHECK (odometer BETWEEN 0 AND 9999999),
  odometer_photo_id uuid,
  fuel_level text CHECK (fuel_level IN ('EMPTY', 'ONE_QUARTER', 'HALF', 'THREE_QUARTERS', 'FULL')),
  ev_state_of_charge integer CHECK (ev_state_of_charge BETWEEN 0 AND 100),
  keys_count integer NOT NULL DEFAULT 0 CHECK (keys_count BETWEEN 0 AND 20),
  fobs_count integer NOT NULL DEFAULT 0 CHECK (fobs_count BETWEEN 0 AND 20),
  keys_photo_id uuid,
  interior_conditions text[] NOT NULL DEFAULT '{}',
  -- [{spot, description}]
  loose_items jsonb NOT NULL DEFAULT '[]',
  wash_type text CHECK (wash_type IN ('NONE', 'STANDARD_WASH', 'EXECUTIVE_WASH', 'DETAIL')),
  obstructions text[] NOT NULL DEFAULT '{}',
  notes text,
  captured_at timestamptz NOT NULL,
  latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  -- {name, signedAt, latitude, longitude, imageId}
  driver_signature jsonb,
  customer_signature jsonb,
  customer_not_available_reason text,
  new_damage_count integer NOT NULL DEFAULT 0,
  -- The vehicle's previous delivery report this one was compared with.
  previous_report_id uuid,
  bol_media_id uuid REFERENCES media (id),
  submitted_at timestamptz,
  submitted_by uuid REFERENCES users (id) ON DELETE SET NULL,
  reject_reason text,
  reviewed_at timestamptz,
  reviewed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  UNIQUE (tenant_id, number),
  UNIQUE (tenant_id, client_id),
  FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, id),
  FOREIGN KEY (tenant_id, order_leg_id) REFERENCES order_legs (tenant_id, id),
  FOREIGN KEY (tenant_id, vehicle_id) REFERENCES vehicles (tenant_id, id),
  CHECK ((latitude IS NULL) = (longitude IS NULL)),
  CHECK (status = 'PENDING' OR driver_signature IS NOT NULL),
  CHECK (status = 'PENDING' OR customer_signature IS NOT NULL OR customer_not_available_reason IS NOT NULL)
);
-- One report per leg and direction (resubmitted in place after a rejection).
CREATE UNIQUE INDEX condition_reports_leg_direction_idx ON condition_reports (tenant_id, order_leg_id, direction);
-- The review queue (new damage first, newest first) and the custody chain of a vehicle.
CREATE INDEX condition_reports_queue_idx ON condition_reports (tenant_id, status, new_damage_count DESC, submitted_at DESC);
CREATE INDEX condition_reports_vehicle_idx ON condition_reports (tenant_id, vehicle_id, submitted_at) WHERE vehicle_id IS NOT NULL;

CREATE TABLE condition_report_damages (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  report_id uuid NOT NULL,
  position integer NOT NULL,
  area text NOT NULL CHECK (area ~ '^[0-9]{2}$'),
  type text NOT NULL CHECK (type ~ '^[0-9]{2}$'),
  severity integer NOT NULL CHECK (severity BETWEEN 1 AND 5),
  x double precision NOT NULL CHECK (x BETWEEN 0 AND 1),
  y double precision NOT NULL CHECK (y BETWEEN 0 AND 1),
  pre_existing boolean NOT NULL DEFAULT false,
  new_since_last_custody boolean NOT NULL DEFAULT false,
  note text,
  photo_ids uuid[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  FOREIGN KEY (tenant_id, report_id) REFERENCES condition_reports (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX condition_report_damages_report_idx ON condition_report_damages (tenant_id, report_id, position);

DO $$
DECLARE tbl text;
BEGIN
  FOREACH tbl IN ARRAY ARRAY['condition_photos', 'condition_reports'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tbl);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tbl);
    EXECUTE format('CREATE POLICY %I ON %I USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id())',
      tbl || '_tenant', tbl);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO app_user', tbl);
    -- A carrier: the legs it carries. A portal user: its orders' reports (the views show the submitted ones).
    EXECUTE format('CREATE POLICY %I ON %I AS RESTRICTIVE USING (NOT (SELECT app_is_carrier())
      OR app_carrier_sees_leg(tenant_id, order_leg_id, (SELECT app_carrier_driver_ids()), (SELECT app_carrier_company_ids())))',
      tbl || '_carrier', tbl);
    EXECUTE format('CREATE POLICY %I ON %I AS RESTRICTIVE USING (NOT (SELECT app_is_portal())
      OR app_portal_sees_order(tenant_id, order_id, (SELECT app_scope_client_ids()), (SELECT app_scope_customer_ids())))',
      tbl || '_portal', tbl);
  END LOOP;
END $$;

ALTER TABLE condition_report_damages ENABLE ROW LEVEL SECURITY;
ALTER TABLE condition_report_damages FORCE ROW LEVEL SECURITY;
CREATE POLICY condition_report_damages_tenant ON condition_report_damages
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
-- A damage is as visible as its report (whose own policies scope carriers and the portal).
CREATE POLICY condition_report_damages_report ON condition_report_damages AS RESTRICTIVE
  USING (EXISTS (SELECT 1 FROM condition_reports r WHERE r.tenant_id = condition_report_damages.tenant_id AND r.id = report_id));
GRANT SELECT, INSERT, UPDATE, DELETE ON condition_report_damages TO app_user;

-- A carrier reads the files of the legs it carries that are its work (condition photos, signatures, bills of lading);
-- before this it read no tenant file at all.
DROP POLICY media_carrier ON media;
CREATE POLICY media_carrier ON media AS RESTRICTIVE FOR SELECT USING (NOT (SELECT app_is_carrier())
  OR tenant_id IS NULL
  OR (owner_kind = 'OrderLeg' AND category IN ('CONDITION_REPORTS', 'SIGNATURES', 'BOLS')
      AND app_carrier_sees_leg(tenant_id, owner_id, (SELECT app_carrier_driver_ids()), (SELECT app_carrier_company_ids()))));

-- The audit rows of a carrier's condition reports are theirs to read, as their legs' are.
CREATE OR REPLACE FUNCTION app_carrier_sees_record(t uuid, kind text, eid text, drivers uuid[], companies uuid[]) RETURNS boolean
  LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN eid !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN false
    WHEN kind = 'Order legs' THEN app_carrier_sees_leg(t, eid::uuid, drivers, companies)
    WHEN kind = 'Drivers' THEN eid::uuid = ANY (drivers)
    WHEN kind = 'Condition reports' THEN EXISTS (SELECT 1 FROM public.condition_reports r WHERE r.tenant_id = t AND r.id = eid::uuid
      AND app_carrier_sees_leg(t, r.order_leg_id, drivers, companies))
    ELSE false END $$;
