-- A driveaway driver's travel (issue 15): the flights and rental cars that take them to a pickup, home, or from one
-- leg to the next, linked to the driver and the legs they serve, with their receipts (media, owner_kind 'DriverFlight'
-- / 'DriverRental', category RECEIPTS), so settlements can reimburse them later (TRAVEL and RENTAL_CAR
-- expenses: docs/domain.md#driver-pay). Tenant-owned: tenant_id leads every key, RLS forced, audit rows written by
-- server/travel in the same transaction. The portal reads none of it; a carrier reads the travel of its own drivers only and writes none.
-- Money in minor units; times are instants with the zone they were given in (a flight's departure and arrival are
-- local to their airports). A cancelled booking stays (its cost may not be refunded) but is read-only.

CREATE TABLE driver_flights (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  driver_id uuid NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('TO_PICKUP', 'RETURN_HOME', 'BETWEEN_LEGS')),
  airline text NOT NULL CHECK (length(airline) BETWEEN 1 AND 100),
  flight_number text NOT NULL CHECK (flight_number ~ '^[A-Z0-9]{2,3}[0-9]{1,4}[A-Z]?$'),
  from_airport text NOT NULL CHECK (from_airport ~ '^[A-Z]{3}$'),
  to_airport text NOT NULL CHECK (to_airport ~ '^[A-Z]{3}$'),
  departs_at timestamptz NOT NULL,
  departure_time_zone text NOT NULL CHECK (departure_time_zone ~ '^[A-Za-z_]+(/[A-Za-z0-9_+-]+)*$'),
  arrives_at timestamptz NOT NULL,
  arrival_time_zone text NOT NULL CHECK (arrival_time_zone ~ '^[A-Za-z_]+(/[A-Za-z0-9_+-]+)*$'),
  confirmation_code text CHECK (length(confirmation_code) BETWEEN 1 AND 20),
  cost integer NOT NULL CHECK (cost >= 0 AND cost < 100000000),
  expense_kind text NOT NULL DEFAULT 'TRAVEL' CHECK (expense_kind = 'TRAVEL'),
  reimbursement_status text NOT NULL DEFAULT 'NOT_SUBMITTED' CHECK (reimbursement_status IN ('NOT_SUBMITTED', 'PENDING', 'REIMBURSED')),
  notes text CHECK (length(notes) <= 1000),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  cancelled_at timestamptz,
  cancelled_by uuid REFERENCES users (id) ON DELETE SET NULL,
  cancel_reason text CHECK (length(cancel_reason) <= 1000),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  FOREIGN KEY (tenant_id, driver_id) REFERENCES drivers (tenant_id, id),
  CHECK (from_airport <> to_airport),
  CHECK (arrives_at > departs_at),
  CHECK (cancelled_at IS NOT NULL OR (cancelled_by IS NULL AND cancel_reason IS NULL))
);
CREATE INDEX driver_flights_departs_idx ON driver_flights (tenant_id, departs_at DESC, id);
CREATE INDEX driver_flights_driver_idx ON driver_flights (tenant_id, driver_id, departs_at DESC);

CREATE TABLE driver_rentals (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  driver_id uuid NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('TO_PICKUP', 'RETURN_HOME', 'BETWEEN_LEGS')),
  company text NOT NULL CHECK (length(company) BETWEEN 1 AND 100),
  pickup_place text NOT NULL CHECK (length(pickup_place) BETWEEN 1 AND 200),
  pickup_at timestamptz NOT NULL,
  pickup_time_zone text NOT NULL CHECK (pickup_time_zone ~ '^[A-Za-z_]+(/[A-Za-z0-9_+-]+)*$'),
  return_place text NOT NULL CHECK (length(return_place) BETWEEN 1 AND 200),
  return_at timestamptz NOT NULL,
  return_time_zone text NOT NULL CHECK (return_time_zone ~ '^[A-Za-z_]+(/[A-Za-z0-9_+-]+)*$'),
  confirmation_code text CHECK (length(confirmation_code) BETWEEN 1 AND 30),
  cost integer NOT NULL CHECK (cost >= 0 AND cost < 100000000),
  expense_kind text NOT NULL DEFAULT 'RENTAL_CAR' CHECK (expense_kind = 'RENTAL_CAR'),
  reimbursement_status text NOT NULL DEFAULT 'NOT_SUBMITTED' CHECK (reimbursement_status IN ('NOT_SUBMITTED', 'PENDING', 'REIMBURSED')),
  notes text CHECK (length(notes) <= 1000),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  cancelled_at timestamptz,
  cancelled_by uuid REFERENCES users (id) ON DELETE SET NULL,
  cancel_reason text CHECK (length(cancel_reason) <= 1000),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  FOREIGN KEY (tenant_id, driver_id) REFERENCES drivers (tenant_id, id),
  CHECK (return_at > pickup_at),
  CHECK (cancelled_at IS NOT NULL OR (cancelled_by IS NULL AND cancel_reason IS NULL))
);
CREATE INDEX driver_rentals_pickup_idx ON driver_rentals (tenant_id, pickup_at DESC, id);
CREATE INDEX driver_rentals_driver_idx ON driver_rentals (tenant_id, driver_id, pickup_at DESC);

-- The legs a booking serves (replaced as a whole on save).
CREATE TABLE driver_flight_legs (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  flight_id uuid NOT NULL,
  order_leg_id uuid NOT NULL,
  PRIMARY KEY (tenant_id, flight_id, order_leg_id),
  FOREIGN KEY (tenant_id, flight_id) REFERENCES driver_flights (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, order_leg_id) REFERENCES order_legs (tenant_id, id)
);
CREATE INDEX driver_flight_legs_leg_idx ON driver_flight_legs (tenant_id, order_leg_id);

CREATE TABLE driver_rental_legs (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  rental_id uuid NOT NULL,
  order_leg_id uuid NOT NULL,
  PRIMARY KEY (tenant_id, rental_id, order_leg_id),
  FOREIGN KEY (tenant_id, rental_id) REFERENCES driver_rentals (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, order_leg_id) REFERENCES order_legs (tenant_id, id)
);
CREATE INDEX driver_rental_legs_leg_idx ON driver_rental_legs (tenant_id, order_leg_id);

-- A booking's receipts are read by their booking (the loaders look them up by owner).
CREATE INDEX media_driver_travel_idx ON media (tenant_id, owner_id, created_at DESC) WHERE owner_kind IN ('DriverFlight', 'DriverRental');

DO $$
DECLARE tbl text;
BEGIN
  FOREACH tbl IN ARRAY ARRAY['driver_flights', 'driver_rentals', 'driver_flight_legs', 'driver_rental_legs'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tbl);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tbl);
    EXECUTE format('CREATE POLICY %I ON %I USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id())',
      tbl || '_tenant', tbl);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO app_user', tbl);
    EXECUTE format('CREATE POLICY %I ON %I AS RESTRICTIVE USING (NOT (SELECT app_is_portal()))', tbl || '_portal', tbl);
    -- Carriers write no travel (dispatch books it); reads are scoped below.
    EXECUTE format('CREATE POLICY %I ON %I AS RESTRICTIVE FOR INSERT WITH CHECK (NOT (SELECT app_is_carrier()))', tbl || '_carrier_insert', tbl);
    EXECUTE format('CREATE POLICY %I ON %I AS RESTRICTIVE FOR UPDATE USING (NOT (SELECT app_is_carrier()))', tbl || '_carrier_update', tbl);
    EXECUTE format('CREATE POLICY %I ON %I AS RESTRICTIVE FOR DELETE USING (NOT (SELECT app_is_carrier()))', tbl || '_carrier_delete', tbl);
  END LOOP;
END $$;

-- A carrier reads the travel of the drivers in its scope (a driver: their own).
CREATE POLICY driver_flights_carrier ON driver_flights AS RESTRICTIVE FOR SELECT USING (NOT (SELECT app_is_carrier())
  OR driver_id = ANY ((SELECT app_carrier_driver_ids())::uuid[]));
CREATE POLICY driver_rentals_carrier ON driver_rentals AS RESTRICTIVE FOR SELECT USING (NOT (SELECT app_is_carrier())
  OR driver_id = ANY ((SELECT app_carrier_driver_ids())::uuid[]));
-- A link is as visible as its booking (whose own policies scope carriers).
CREATE POLICY driver_flight_legs_flight ON driver_flight_legs AS RESTRICTIVE FOR SELECT
  USING (EXISTS (SELECT 1 FROM driver_flights f WHERE f.tenant_id = driver_flight_legs.tenant_id AND f.id = flight_id));
CREATE POLICY driver_rental_legs_rental ON driver_rental_legs AS RESTRICTIVE FOR SELECT
  USING (EXISTS (SELECT 1 FROM driver_rentals r WHERE r.tenant_id = driver_rental_legs.tenant_id AND r.id = rental_id));
