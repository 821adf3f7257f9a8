-- Accidents, incidents and repairs (issue 14): the report of an accident or incident (AI-100001) with the other
-- parties and witnesses, its claim numbers and files (media, owner_kind 'AccidentReport'), and the repairs that
-- follow (RP-100001, the repair machine) with what is recovered of their cost. Tenant-owned like everything else:
-- tenant_id leads every key, RLS forced, audit rows written by server/accidents in the same transaction. Carriers
-- and the portal read none of it (restrictive policies below; a report's files carry no order_id, so the portal's
-- media policy never shows them, and carriers read no tenant files at all).

CREATE TABLE accident_reports (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  number text NOT NULL CHECK (number ~ '^AI-[0-9]+$'),
  kind text NOT NULL CHECK (kind IN ('ACCIDENT', 'INCIDENT')),
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'CLOSED')),
  occurred_at timestamptz NOT NULL,
  -- The zone the time was reported in (the tenant's unless the form named another).
  time_zone text NOT NULL CHECK (time_zone ~ '^[A-Za-z_]+(/[A-Za-z0-9_+-]+)*$'),
  street text,
  city text,
  state text CHECK (state ~ '^[A-Z]{2}$'),
  postal_code text,
  latitude double precision CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision CHECK (longitude BETWEEN -180 AND 180),
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 5000),
  -- The leg it happened on gives the order (and, unless the form named others, the vehicle and driver).
  order_id uuid,
  order_leg_id uuid,
  vehicle_id uuid,
  -- Copied from the vehicle, so the report stays true if the vehicle row is edited later.
  vin text,
  driver_id uuid,
  -- What the report did to its leg through the leg machine, and the leg's status when it was made.
  leg_status_at_report text,
  leg_action text NOT NULL DEFAULT 'NONE' CHECK (leg_action IN ('NONE', 'TO_REPAIR', 'HOLD')),
  police_agency text,
  police_report_number text,
  injuries integer NOT NULL DEFAULT 0 CHECK (injuries >= 0),
  injuries_treated_away integer NOT NULL DEFAULT 0 CHECK (injuries_treated_away >= 0),
  fatalities integer NOT NULL DEFAULT 0 CHECK (fatalities >= 0),
  towed_disabled boolean NOT NULL DEFAULT false,
  hazmat_released boolean NOT NULL DEFAULT false,
  weather text CHECK (weather IN ('CLEAR', 'CLOUDY', 'RAIN', 'SNOW', 'SLEET_HAIL', 'FOG', 'SEVERE_WIND', 'OTHER')),
  claim_numbers text[] NOT NULL DEFAULT '{}',
  -- 49 CFR 390.5, as src/domain/recordable.ts decides it from the facts above; written with them on every save.
  recordable boolean NOT NULL DEFAULT false,
  preventability text NOT NULL DEFAULT 'NOT_REVIEWED' CHECK (preventability IN ('NOT_REVIEWED', 'PREVENTABLE', 'NOT_PREVENTABLE')),
  preventability_note text,
  reviewed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  reviewed_at timestamptz,
  reported_by uuid REFERENCES users (id) ON DELETE SET NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  UNIQUE (tenant_id, number),
  FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, id),
  FOREIGN KEY (tenant_id, order_leg_id) REFERENCES order_legs (tenant_id, id),
  FOREIGN KEY (tenant_id, vehicle_id) REFERENCES vehicles (tenant_id, id),
  FOREIGN KEY (tenant_id, driver_id) REFERENCES drivers (tenant_id, id),
  CHECK (injuries_treated_away <= injuries),
  CHECK ((latitude IS NULL) = (longitude IS NULL)),
  CHECK (kind = 'ACCIDENT' OR NOT recordable),
  CHECK (leg_action = 'NONE' OR order_leg_id IS NOT NULL),
  CHECK ((preventability = 'NOT_REVIEWED') = (reviewed_at IS NULL)),
  CHECK (cardinality(claim_numbers) <= 20)
);
-- Every list filter: newest first overall, by status, by kind, by driver, the recordable register; and the leg's reports.
CREATE INDEX accident_reports_occurred_idx ON accident_reports (tenant_id, occurred_at DESC, id) WHERE deleted_at IS NULL;
CREATE INDEX accident_reports_status_idx ON accident_reports (tenant_id, status, occurred_at DESC) WHERE deleted_at IS NULL;
CREATE INDEX accident_reports_kind_idx ON accident_reports (tenant_id, kind, occurred_at DESC) WHERE deleted_at IS NULL;
CREATE INDEX accident_reports_driver_idx ON accident_reports (tenant_id, driver_id, occurred_at DESC) WHERE driver_id IS NOT NULL;
CREATE INDEX accident_reports_recordable_idx ON accident_reports (tenant_id, occurred_at) WHERE recordable AND deleted_at IS NULL;
CREATE INDEX accident_reports_leg_idx ON accident_reports (tenant_id, order_leg_id) WHERE order_leg_id IS NOT NULL;

-- Another vehicle's driver or owner, in the order the form lists them (replaced as a whole on save).
CREATE TABLE accident_parties (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  report_id uuid NOT NULL,
  position integer NOT NULL CHECK (position >= 1),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  licence_number text,
  licence_state text CHECK (licence_state ~ '^[A-Z]{2}$'),
  plate text,
  plate_state text CHECK (plate_state ~ '^[A-Z]{2}$'),
  insurer text,
  policy_number text,
  phone text,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  UNIQUE (tenant_id, report_id, position),
  FOREIGN KEY (tenant_id, report_id) REFERENCES accident_reports (tenant_id, id) ON DELETE CASCADE
);

CREATE TABLE accident_witnesses (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  report_id uuid NOT NULL,
  position integer NOT NULL CHECK (position >= 1),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  phone text,
  statement text,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  UNIQUE (tenant_id, report_id, position),
  FOREIGN KEY (tenant_id, report_id) REFERENCES accident_reports (tenant_id, id) ON DELETE CASCADE
);

-- A repair: after an accident or incident (report_id), or damage found in custody (a leg or a vehicle alone). The
-- repair machine moves status; each step's fields are there once the step is taken. Money in minor units.
CREATE TABLE repairs (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  number text NOT NULL CHECK (number ~ '^RP-[0-9]+$'),
  status text NOT NULL DEFAULT 'ESTIMATE' CHECK (status IN ('ESTIMATE', 'APPROVED', 'IN_PROGRESS', 'INVOICED', 'CLOSED', 'DECLINED')),
  report_id uuid,
  order_leg_id uuid,
  vehicle_id uuid,
  vin text,
  -- The driver a chargeback would fall on: the report's (else the leg's) driver.
  driver_id uuid,
  vendor_name text NOT NULL CHECK (length(vendor_name) BETWEEN 1 AND 200),
  vendor_phone text,
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 5000),
  estimate_amount integer NOT NULL CHECK (estimate_amount >= 0 AND estimate_amount < 100000000),
  approved_amount integer CHECK (approved_amount >= 0 AND approved_amount < 100000000),
  repair_order_number text,
  invoice_number text,
  invoice_amount integer CHECK (invoice_amount >= 0 AND invoice_amount < 100000000),
  decline_reason text,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  UNIQUE (tenant_id, number),
  FOREIGN KEY (tenant_id, report_id) REFERENCES accident_reports (tenant_id, id),
  FOREIGN KEY (tenant_id, order_leg_id) REFERENCES order_legs (tenant_id, id),
  FOREIGN KEY (tenant_id, vehicle_id) REFERENCES vehicles (tenant_id, id),
  FOREIGN KEY (tenant_id, driver_id) REFERENCES drivers (tenant_id, id),
  CHECK (status IN ('ESTIMATE', 'DECLINED') OR approved_amount IS NOT NULL),
  CHECK (status NOT IN ('IN_PROGRESS', 'INVOICED', 'CLOSED') OR repair_order_number IS NOT NULL),
  CHECK (status NOT IN ('INVOICED', 'CLOSED') OR (invoice_number IS NOT NULL AND invoice_amount IS NOT NULL)),
  CHECK (status <> 'DECLINED' OR decline_reason IS NOT NULL)
);
CREATE INDEX repairs_created_idx ON repairs (tenant_id, created_at DESC, id) WHERE deleted_at IS NULL;
CREATE INDEX repairs_status_idx ON repairs (tenant_id, status, created_at DESC) WHERE deleted_at IS NULL;
CREATE INDEX repairs_report_idx ON repairs (tenant_id, report_id) WHERE report_id IS NOT NULL;
CREATE INDEX repairs_leg_idx ON repairs (tenant_id, order_leg_id) WHERE order_leg_id IS NOT NULL;
CREATE INDEX repairs_driver_idx ON repairs (tenant_id, driver_id) WHERE driver_id IS NOT NULL;

-- What is recovered of a repair's cost, and from whom (replaced as a whole by setRepairRecoveries).
CREATE TABLE repair_recoveries (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  repair_id uuid NOT NULL,
  position integer NOT NULL CHECK (position >= 1),
  source text NOT NULL CHECK (source IN ('INSURANCE', 'THIRD_PARTY', 'DRIVER_CHARGEBACK', 'TRUCKING_COMPANY_CLAIM')),
  party text,
  claim_number text,
  amount_claimed integer NOT NULL CHECK (amount_claimed >= 0 AND amount_claimed < 100000000),
  amount_recovered integer NOT NULL DEFAULT 0 CHECK (amount_recovered >= 0 AND amount_recovered <= amount_claimed),
  note text,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  UNIQUE (tenant_id, repair_id, position),
  FOREIGN KEY (tenant_id, repair_id) REFERENCES repairs (tenant_id, id) ON DELETE CASCADE
);

-- A report's files are read by its report (the loaders look them up by owner).
CREATE INDEX media_accident_report_idx ON media (tenant_id, owner_id, created_at DESC) WHERE owner_kind = 'AccidentReport';

DO $$
DECLARE tbl text;
BEGIN
  FOREACH tbl IN ARRAY ARRAY['accident_reports', 'accident_parties', 'accident_witnesses', 'repairs', 'repair_recoveries'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tbl);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tbl);
    EXECUTE format('CREATE POLICY %I ON %I USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id())',
      tbl || '_tenant', tbl);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO app_user', tbl);
    EXECUTE format('CREATE POLICY %I ON %I AS RESTRICTIVE USING (NOT (SELECT app_is_portal()))', tbl || '_portal', tbl);
    EXECUTE format('CREATE POLICY %I ON %I AS RESTRICTIVE USING (NOT (SELECT app_is_carrier()))', tbl || '_carrier', tbl);
  END LOOP;
END $$;
