-- Storage (issue 16): vehicles at rest as a billable state (docs/domain.md#storage, docs/flows.md#storage-record). A STORAGE
-- location becomes a facility with its settings (capacity, booking mode, hours, closures, notes, contacts, rate
-- cards); a storage record follows one vehicle's stay at a facility through its machine (RESERVED → RETURNED (on site)
-- → PICKED_UP → COMPLETED, CANCELLED, PROBLEM with history), with its keys and a key log. Check-in and check-out are
-- condition reports taken on the leg that carries the vehicle (CHECK_IN / CHECK_OUT), compared by the custody diff.
-- Tenant-owned: tenant_id leads every key, RLS forced, audit rows written by server/storage in the same transaction.
-- The portal reads none of it yet; carriers read none of it. Money in minor units; days are the tenant's days.

-- The facility's settings sit beside its location, keyed by it, rather than as columns of `locations`: most locations
-- are never storage (billing, residences, ports), the settings have their own version (a manager editing hours does
-- not make an order's stale location form CONFLICT), and the lists (hours, closures, …) hang off this key.
CREATE TABLE storage_facilities (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  location_id uuid NOT NULL,
  -- Spaces: how many vehicles may be on site or reserved on one day; null while not set (no limit is checked).
  capacity integer CHECK (capacity BETWEEN 0 AND 100000),
  booking_mode text NOT NULL DEFAULT 'ON_DEMAND' CHECK (booking_mode IN ('ON_DEMAND', 'RESERVATION_ONLY')),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, location_id),
  UNIQUE (location_id),
  FOREIGN KEY (tenant_id, location_id) REFERENCES locations (tenant_id, id)
);

-- Opening hours per weekday (ISO: 1 Monday … 7 Sunday); a weekday without a row, or closed, is closed.
CREATE TABLE storage_facility_hours (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  location_id uuid NOT NULL,
  weekday integer NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  closed boolean NOT NULL DEFAULT false,
  opens_at time,
  closes_at time,
  PRIMARY KEY (tenant_id, location_id, weekday),
  FOREIGN KEY (tenant_id, location_id) REFERENCES storage_facilities (tenant_id, location_id) ON DELETE CASCADE,
  CHECK (closed OR (opens_at IS NOT NULL AND closes_at IS NOT NULL AND closes_at > opens_at))
);

-- Holiday closures: whole days, with the reason shown to whoever books.
CREATE TABLE storage_facility_closures (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  location_id uuid NOT NULL,
  day date NOT NULL,
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 200),
  PRIMARY KEY (tenant_id, location_id, day),
  FOREIGN KEY (tenant_id, location_id) REFERENCES storage_facilities (tenant_id, location_id) ON DELETE CASCADE
);

CREATE TABLE storage_facility_notes (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  location_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('GENERAL', 'SPECIAL_INSTRUCTIONS')),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 4000),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  FOREIGN KEY (tenant_id, location_id) REFERENCES storage_facilities (tenant_id, location_id) ON DELETE CASCADE
);
CREATE INDEX storage_facility_notes_facility_idx ON storage_facility_notes (tenant_id, location_id, created_at DESC);

CREATE TABLE storage_facility_contacts (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  location_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('PRIMARY', 'ALTERNATE', 'EMERGENCY')),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  phone text CHECK (length(phone) <= 40),
  email text CHECK (length(email) <= 254),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  FOREIGN KEY (tenant_id, location_id) REFERENCES storage_facilities (tenant_id, location_id) ON DELETE CASCADE,
  CHECK (phone IS NOT NULL OR email IS NOT NULL)
);
CREATE INDEX storage_facility_contacts_facility_idx ON storage_facility_contacts (tenant_id, location_id, kind);

-- Rate cards: the facility's own (client_id null) and a client's where it has one (that one wins).
CREATE TABLE storage_rate_cards (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  location_id uuid NOT NULL,
  client_id uuid,
  daily_rate integer NOT NULL CHECK (daily_rate BETWEEN 0 AND 10000000),
  free_days integer NOT NULL DEFAULT 0 CHECK (free_days BETWEEN 0 AND 365),
  minimum_charge integer NOT NULL DEFAULT 0 CHECK (minimum_charge BETWEEN 0 AND 100000000),
  -- Null: no cap. Otherwise what one calendar month's days cost at most.
  monthly_cap integer CHECK (monthly_cap BETWEEN 0 AND 100000000),
  -- false: the facility's closure days are not billed.
  bill_closed_days boolean NOT NULL DEFAULT true,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  FOREIGN KEY (tenant_id, location_id) REFERENCES storage_facilities (tenant_id, location_id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, client_id) REFERENCES clients (tenant_id, id)
);
CREATE UNIQUE INDEX storage_rate_cards_facility_idx ON storage_rate_cards (tenant_id, location_id) WHERE client_id IS NULL;
CREATE UNIQUE INDEX storage_rate_cards_client_idx ON storage_rate_cards (tenant_id, location_id, client_id) WHERE client_id IS NOT NULL;

-- The SR validation tool reconciles a client's list by VIN or stock number: the dealer's stock number of a vehicle.
ALTER TABLE vehicles ADD COLUMN IF NOT EXISTS stock_number text CHECK (length(stock_number) <= 40);
CREATE INDEX IF NOT EXISTS vehicles_stock_number_idx ON vehicles (tenant_id, stock_number) WHERE stock_number IS NOT NULL;

CREATE TABLE storage_records (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  number text NOT NULL CHECK (number ~ '^SR-[0-9]+$'),
  -- The STORAGE location (storage_facilities.location_id).
  facility_id uuid NOT NULL,
  client_id uuid NOT NULL,
  order_id uuid,
  order_leg_id uuid,
  vehicle_id uuid NOT NULL,
  -- Copied from the vehicle when the record is made, for the list's search by VIN (full or its last characters: the
  -- reversed copy is searched by prefix with leakproof comparisons, which row-level security lets an index answer).
  vin text,
  vin_reversed text GENERATED ALWAYS AS (reverse(vin)) STORED,
  storage_type text NOT NULL CHECK (storage_type IN ('ORDER', 'STORAGE')),
  movement_kind text NOT NULL CHECK (movement_kind IN ('CLIENT_IN', 'CLIENT_OUT', 'STORAGE', 'LEGWORK_IN', 'LEGWORK_OUT')),
  status text NOT NULL DEFAULT 'RESERVED' CHECK (status IN ('RESERVED', 'RETURNED', 'PICKED_UP', 'COMPLETED', 'CANCELLED', 'PROBLEM')),
  -- The days the record holds a space: reserved, or from the check-in day; reserved_to null is open-ended.
  reserved_from date NOT NULL,
  reserved_to date,
  checked_in_at timestamptz,
  checked_out_at timestamptz,
  spot text CHECK (length(spot) <= 40),
  key_tag text CHECK (length(key_tag) <= 40),
  key_count integer CHECK (key_count BETWEEN 0 AND 20),
  lock_box_slot text CHECK (length(lock_box_slot) <= 40),
  problem_reason text CHECK (length(problem_reason) <= 1000),
  -- The status a PROBLEM came from: problem.resolve returns to it (the machine's history).
  problem_from text CHECK (problem_from IN ('RESERVED', 'RETURNED', 'PICKED_UP')),
  cancel_reason text CHECK (length(cancel_reason) <= 1000),
  check_in_report_id uuid,
  check_out_report_id uuid,
  notes text CHECK (length(notes) <= 2000),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  UNIQUE (tenant_id, number),
  FOREIGN KEY (tenant_id, facility_id) REFERENCES storage_facilities (tenant_id, location_id),
  FOREIGN KEY (tenant_id, client_id) REFERENCES clients (tenant_id, id),
  FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, id),
  FOREIGN KEY (tenant_id, order_leg_id) REFERENCES order_legs (tenant_id, id),
  FOREIGN KEY (tenant_id, vehicle_id) REFERENCES vehicles (tenant_id, id),
  FOREIGN KEY (tenant_id, check_in_report_id) REFERENCES condition_reports (tenant_id, id),
  FOREIGN KEY (tenant_id, check_out_report_id) REFERENCES condition_reports (tenant_id, id),
  CHECK (reserved_to IS NULL OR reserved_to >= reserved_from),
  CHECK ((status = 'PROBLEM') = (problem_from IS NOT NULL))
);
-- The records list at 200,000 records: newest first, alone or by facility, status or client (each a keyset read).
CREATE INDEX storage_records_created_idx ON storage_records (tenant_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX storage_records_facility_idx ON storage_records (tenant_id, facility_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX storage_records_status_idx ON storage_records (tenant_id, status, created_at DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX storage_records_client_idx ON storage_records (tenant_id, client_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;
-- Search by VIN: the whole VIN, or its last characters (read backwards, a prefix of vin_reversed).
CREATE INDEX storage_records_vin_idx ON storage_records (tenant_id, vin text_pattern_ops) WHERE deleted_at IS NULL;
CREATE INDEX storage_records_vin_tail_idx ON storage_records (tenant_id, vin_reversed text_pattern_ops) WHERE deleted_at IS NULL;
CREATE INDEX storage_records_vehicle_idx ON storage_records (tenant_id, vehicle_id) WHERE deleted_at IS NULL;
CREATE INDEX storage_records_leg_idx ON storage_records (tenant_id, order_leg_id) WHERE order_leg_id IS NOT NULL AND deleted_at IS NULL;
-- Capacity and occupancy by facility and day: the records that hold a space.
CREATE INDEX storage_records_occupancy_idx ON storage_records (tenant_id, facility_id, reserved_from, reserved_to)
  WHERE deleted_at IS NULL AND status IN ('RESERVED', 'RETURNED', 'PROBLEM');

-- Who took which key when, and where each key is now.
CREATE TABLE storage_key_log (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  storage_record_id uuid NOT NULL,
  key_tag text NOT NULL CHECK (length(key_tag) BETWEEN 1 AND 40),
  taken_by text NOT NULL CHECK (length(taken_by) BETWEEN 1 AND 200),
  taken_at timestamptz NOT NULL DEFAULT now(),
  returned_at timestamptz,
  equipment_status text NOT NULL DEFAULT 'ASSIGNED' CHECK (equipment_status IN ('ASSIGNED', 'IN_HOUSE', 'MISSING', 'DESTROYED')),
  note text CHECK (length(note) <= 1000),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  version integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  FOREIGN KEY (tenant_id, storage_record_id) REFERENCES storage_records (tenant_id, id),
  CHECK (returned_at IS NULL OR returned_at >= taken_at)
);
CREATE INDEX storage_key_log_record_idx ON storage_key_log (tenant_id, storage_record_id, taken_at DESC);

-- Condition reports at storage: CHECK_IN and CHECK_OUT, taken on the leg that carries the vehicle (a client's own
-- drop-off is a CLIENT_IN leg). A leg may go to storage more than once, so one report per leg and direction holds for
-- PICKUP and DELIVERY only; a storage report is one per leg and direction until a check-in or check-out uses it
-- (storage_record_id set), after which the leg may take another.
ALTER TABLE condition_reports DROP CONSTRAINT condition_reports_direction_check;
ALTER TABLE condition_reports ADD CONSTRAINT condition_reports_direction_check
  CHECK (direction IN ('PICKUP', 'DELIVERY', 'CHECK_IN', 'CHECK_OUT'));
ALTER TABLE condition_reports ADD COLUMN storage_record_id uuid;
ALTER TABLE condition_reports ADD CONSTRAINT condition_reports_storage_record_fk
  FOREIGN KEY (tenant_id, storage_record_id) REFERENCES storage_records (tenant_id, id);
ALTER TABLE condition_reports ADD CONSTRAINT condition_reports_storage_direction_check
  CHECK (storage_record_id IS NULL OR direction IN ('CHECK_IN', 'CHECK_OUT'));
DROP INDEX condition_reports_leg_direction_idx;
CREATE UNIQUE INDEX condition_reports_leg_direction_idx ON condition_reports (tenant_id, order_leg_id, direction)
  WHERE direction IN ('PICKUP', 'DELIVERY');
CREATE UNIQUE INDEX condition_reports_leg_storage_idx ON condition_reports (tenant_id, order_leg_id, direction)
  WHERE direction IN ('CHECK_IN', 'CHECK_OUT') AND storage_record_id IS NULL;
CREATE INDEX condition_reports_storage_record_idx ON condition_reports (tenant_id, storage_record_id) WHERE storage_record_id IS NOT NULL;

DO $$
DECLARE tbl text;
BEGIN
  FOREACH tbl IN ARRAY ARRAY['storage_facilities', 'storage_facility_hours', 'storage_facility_closures', 'storage_facility_notes',
    'storage_facility_contacts', 'storage_rate_cards', 'storage_records', 'storage_key_log'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tbl);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tbl);
    EXECUTE format('CREATE POLICY %I ON %I USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id())',
      tbl || '_tenant', tbl);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO app_user', tbl);
    -- Staff only: portal users read none of it yet, and carriers none (the yard checks vehicles in and out).
    EXECUTE format('CREATE POLICY %I ON %I AS RESTRICTIVE USING (NOT (SELECT app_is_portal()) AND NOT (SELECT app_is_carrier()))',
      tbl || '_staff', tbl);
  END LOOP;
END $$;
