-- Core domain: locations, vehicles, hubs, tags, orders and their legs, quotes, comments, alerts, pricing tables.
-- Tenant-owned like everything else: tenant_id leads every key, RLS forced, the application role gets only what it uses.

ALTER TABLE clients ADD COLUMN billing_email text;
ALTER TABLE clients ADD COLUMN billing_phone text;
ALTER TABLE clients ADD COLUMN billing_name text;
CREATE INDEX clients_name_trgm ON clients USING gin (display_name gin_trgm_ops);

-- Human numbers per tenant (orders O-100001, quotes Q-100001); one row per tenant and kind, bumped in the transaction.
CREATE TABLE counters (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  kind text NOT NULL,
  value bigint NOT NULL,
  PRIMARY KEY (tenant_id, kind)
);

CREATE TABLE locations (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  client_id uuid,
  customer_id uuid,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('BILLING', 'COMMERCIAL', 'HUB', 'PORT', 'REGISTRATION', 'REPAIR', 'RESIDENCE', 'STORAGE')),
  address1 text NOT NULL,
  address2 text,
  city text NOT NULL,
  county text,
  state_province text NOT NULL,
  postal_code text NOT NULL,
  country text NOT NULL DEFAULT 'US',
  lat double precision,
  lng double precision,
  -- Where lat/lng came from: POSTAL_CODE (offline table), FORM (typed or picked), NONE.
  geocode_source text NOT NULL DEFAULT 'NONE' CHECK (geocode_source IN ('POSTAL_CODE', 'FORM', 'NONE')),
  contact_name text,
  contact_phone text,
  hours text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  FOREIGN KEY (tenant_id, client_id) REFERENCES clients (tenant_id, id),
  FOREIGN KEY (tenant_id, customer_id) REFERENCES customers (tenant_id, id)
);
CREATE INDEX locations_client_idx ON locations (tenant_id, client_id);
CREATE INDEX locations_search_trgm ON locations USING gin ((name || ' ' || address1 || ' ' || city) gin_trgm_ops);

ALTER TABLE contacts ADD COLUMN location_id uuid;
ALTER TABLE contacts ADD CONSTRAINT contacts_location_fk FOREIGN KEY (tenant_id, location_id) REFERENCES locations (tenant_id, id);

CREATE TABLE vehicles (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  client_id uuid,
  vin text,
  year integer CHECK (year BETWEEN 1900 AND 2100),
  make text,
  model text,
  vehicle_class text CHECK (vehicle_class IN ('FULL_SIZE', 'HEAVY_DUTY', 'LIGHT_DUTY', 'MED_DUTY', 'OTHER', 'SEDAN', 'TRAILER')),
  colour text CHECK (colour IN ('BLACK', 'BLUE', 'BROWN', 'GOLD', 'GRAY', 'GREEN', 'ORANGE', 'OTHER', 'RED', 'SILVER', 'WHITE')),
  fuel_type text NOT NULL DEFAULT 'UNKNOWN' CHECK (fuel_type IN ('DIESEL', 'ELECTRIC', 'REGULAR', 'UNKNOWN')),
  transmission text NOT NULL DEFAULT 'UNKNOWN' CHECK (transmission IN ('AUTOMATIC', 'MANUAL', 'UNKNOWN')),
  plate text,
  plate_state text,
  odometer integer CHECK (odometer >= 0),
  keys integer CHECK (keys >= 0),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  FOREIGN KEY (tenant_id, client_id) REFERENCES clients (tenant_id, id)
);
CREATE INDEX vehicles_vin_idx ON vehicles (tenant_id, vin);
CREATE INDEX vehicles_created_idx ON vehicles (tenant_id, created_at DESC, id);
CREATE INDEX vehicles_search_trgm ON vehicles USING gin ((coalesce(vin, '') || ' ' || coalesce(make, '') || ' ' || coalesce(model, '')) gin_trgm_ops);

CREATE TABLE hubs (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL,
  code text NOT NULL,
  location_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  UNIQUE (tenant_id, code),
  FOREIGN KEY (tenant_id, location_id) REFERENCES locations (tenant_id, id)
);

CREATE TABLE tags (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL,
  colour text NOT NULL DEFAULT 'GRAY',
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  UNIQUE (tenant_id, name)
);

CREATE TABLE quotes (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  number text NOT NULL,
  client_id uuid NOT NULL,
  customer_id uuid,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('ACCEPTED', 'CONFIRMED', 'DECLINED', 'EXPIRED', 'PENDING')),
  -- Bumped by quote.revise (prices recomputed); `version` is the optimistic-lock counter of the row.
  revision integer NOT NULL DEFAULT 1,
  valid_until date NOT NULL,
  -- The order as requested (vehicles, locations, legs, dates, extras): what quote.confirm turns into an order.
  request jsonb NOT NULL,
  currency char(3) NOT NULL,
  subtotal bigint NOT NULL DEFAULT 0,
  tax bigint NOT NULL DEFAULT 0,
  total bigint NOT NULL DEFAULT 0,
  decline_reason text,
  order_id uuid,
  source text NOT NULL DEFAULT 'STAFF' CHECK (source IN ('STAFF', 'PORTAL', 'API', 'EMAIL', 'SPREADSHEET')),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  UNIQUE (tenant_id, number),
  FOREIGN KEY (tenant_id, client_id) REFERENCES clients (tenant_id, id),
  FOREIGN KEY (tenant_id, customer_id) REFERENCES customers (tenant_id, id)
);
CREATE INDEX quotes_created_idx ON quotes (tenant_id, created_at DESC, id);
CREATE INDEX quotes_status_idx ON quotes (tenant_id, status, created_at DESC);
CREATE INDEX quotes_client_idx ON quotes (tenant_id, client_id);

CREATE TABLE quote_line_items (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  quote_id uuid NOT NULL,
  position integer NOT NULL,
  type text NOT NULL CHECK (type IN ('DELIVERY', 'DISCOUNT', 'FIRST_SERVICE_CHARGE', 'FUEL', 'HAZMAT', 'PICKUP', 'RATE',
    'STORAGE', 'TAG_AND_TITLE', 'TARIFF', 'TAX')),
  leg_index integer,
  description text NOT NULL,
  quantity numeric NOT NULL DEFAULT 1,
  unit_amount bigint NOT NULL,
  amount bigint NOT NULL,
  explanation text NOT NULL,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, quote_id) REFERENCES quotes (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX quote_line_items_quote_idx ON quote_line_items (tenant_id, quote_id, position);

CREATE TABLE orders (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  number text NOT NULL,
  client_id uuid NOT NULL,
  customer_id uuid,
  state text NOT NULL DEFAULT 'DRAFT' CHECK (state IN ('ACTIVE', 'CALL_CENTER', 'CANCELLED', 'CLOSED', 'DISPATCH', 'DRAFT', 'SETTLING')),
  reference_numbers text[] NOT NULL DEFAULT '{}',
  -- The statuses of its legs, kept with each leg transition: the order list filters on it with one GIN index.
  leg_statuses text[] NOT NULL DEFAULT '{}',
  leg_count integer NOT NULL DEFAULT 0,
  -- Invoice payment status once accounting exists: CREATED, UNPAID, PARTIALLY_PAID, PAID, VOID.
  payment_status text CHECK (payment_status IN ('CREATED', 'UNPAID', 'PARTIALLY_PAID', 'PAID', 'VOID')),
  quote_id uuid,
  source text NOT NULL DEFAULT 'STAFF' CHECK (source IN ('STAFF', 'PORTAL', 'API', 'EMAIL', 'SPREADSHEET')),
  -- Number, references, client, VINs: what the list's search box matches (trigram).
  search_text text NOT NULL DEFAULT '',
  idempotency_key text,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  archived_at timestamptz,
  deleted_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  UNIQUE (tenant_id, number),
  FOREIGN KEY (tenant_id, client_id) REFERENCES clients (tenant_id, id),
  FOREIGN KEY (tenant_id, customer_id) REFERENCES customers (tenant_id, id),
  FOREIGN KEY (tenant_id, quote_id) REFERENCES quotes (tenant_id, id)
);
CREATE INDEX orders_created_idx ON orders (tenant_id, created_at DESC, id DESC);
CREATE INDEX orders_state_idx ON orders (tenant_id, state, created_at DESC);
CREATE INDEX orders_client_idx ON orders (tenant_id, client_id, created_at DESC);
CREATE INDEX orders_customer_idx ON orders (tenant_id, customer_id);
CREATE INDEX orders_leg_statuses_idx ON orders USING gin (leg_statuses);
CREATE INDEX orders_search_trgm ON orders USING gin (search_text gin_trgm_ops);
CREATE UNIQUE INDEX orders_idempotency_key ON orders (tenant_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
ALTER TABLE quotes ADD CONSTRAINT quotes_order_fk FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, id);

CREATE TABLE order_locations (
  tenant_id uuid NOT NULL,
  order_id uuid NOT NULL,
  location_id uuid NOT NULL,
  role text NOT NULL CHECK (role IN ('DESTINATION', 'ORIGIN', 'PRIMARY', 'REGISTER_TO', 'TITLE_TO')),
  PRIMARY KEY (tenant_id, order_id, location_id, role),
  FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, location_id) REFERENCES locations (tenant_id, id)
);

CREATE TABLE order_notes (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('GENERAL', 'SPECIAL_INSTRUCTIONS')),
  body text NOT NULL,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX order_notes_order_idx ON order_notes (tenant_id, order_id, created_at);

CREATE TABLE order_tags (
  tenant_id uuid NOT NULL,
  order_id uuid NOT NULL,
  tag_id uuid NOT NULL,
  PRIMARY KEY (tenant_id, order_id, tag_id),
  FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, tag_id) REFERENCES tags (tenant_id, id)
);

CREATE TABLE order_legs (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL,
  number text NOT NULL,
  -- 1-based position in the order (the human number's suffix) and in its vehicle's chain.
  position integer NOT NULL,
  sequence integer NOT NULL,
  vehicle_id uuid,
  origin_id uuid,
  destination_id uuid,
  transport_method text NOT NULL CHECK (transport_method IN ('CLIENT_IN', 'DRIVEN', 'TOW', 'TRUCKED')),
  status text NOT NULL CHECK (status IN ('ABORTED', 'CALL_CENTER_CONFIRMED', 'CANCELLED', 'CLEARED_FOR_DISPATCH', 'CREATED',
    'DELIVERED', 'DRIVER_PAID', 'INVOICED', 'IN_REPAIR', 'IN_STORAGE', 'IN_TRANSIT', 'ON_HOLD', 'PENDING_CONFIRMATION',
    'PENDING_PICKUP', 'PORT_TRANSIT', 'PROCESSING', 'UNACKNOWLEDGED', 'WAITING_ON_TAG_AND_TITLE')),
  held_from text,
  hold_reason text CHECK (hold_reason IN ('CLIENT_REQUEST', 'FUTURE_PROJECT', 'MORE_INFO_NEEDED', 'OTHER_REASON',
    'VEHICLE_NOT_READY', 'WAITING_FOR_CANCEL')),
  status_reason text,
  requested_pickup_mode text NOT NULL DEFAULT 'ASAP' CHECK (requested_pickup_mode IN ('AFTER', 'ASAP', 'BEFORE', 'ON')),
  requested_pickup_date date,
  requested_delivery_mode text NOT NULL DEFAULT 'ASAP' CHECK (requested_delivery_mode IN ('AFTER', 'ASAP', 'BEFORE', 'ON')),
  requested_delivery_date date,
  confirmed_pickup_at timestamptz,
  confirmed_delivery_at timestamptz,
  -- Plain references until the drivers and trucking-company areas exist.
  driver_id uuid,
  trucking_company_id uuid,
  distance numeric(10, 1),
  client_paid boolean NOT NULL DEFAULT false,
  driver_paid boolean NOT NULL DEFAULT false,
  pickup_report_submitted boolean NOT NULL DEFAULT false,
  delivery_report_submitted boolean NOT NULL DEFAULT false,
  needs_tag_and_title boolean NOT NULL DEFAULT false,
  tag_and_title_done boolean NOT NULL DEFAULT false,
  acknowledged_at timestamptz,
  acknowledged_by uuid REFERENCES users (id) ON DELETE SET NULL,
  picked_up_at timestamptz,
  delivered_at timestamptz,
  notes text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  UNIQUE (tenant_id, number),
  FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, id),
  FOREIGN KEY (tenant_id, vehicle_id) REFERENCES vehicles (tenant_id, id),
  FOREIGN KEY (tenant_id, origin_id) REFERENCES locations (tenant_id, id),
  FOREIGN KEY (tenant_id, destination_id) REFERENCES locations (tenant_id, id)
);
CREATE INDEX order_legs_order_idx ON order_legs (tenant_id, order_id, position);
CREATE INDEX order_legs_status_idx ON order_legs (tenant_id, status, created_at DESC);
CREATE INDEX order_legs_created_idx ON order_legs (tenant_id, created_at DESC, id DESC);
CREATE INDEX order_legs_vehicle_idx ON order_legs (tenant_id, vehicle_id, sequence);
CREATE INDEX order_legs_driver_idx ON order_legs (tenant_id, driver_id) WHERE driver_id IS NOT NULL;
CREATE INDEX order_legs_trucking_idx ON order_legs (tenant_id, trucking_company_id) WHERE trucking_company_id IS NOT NULL;
CREATE INDEX order_legs_pickup_idx ON order_legs (tenant_id, confirmed_pickup_at);
CREATE INDEX order_legs_delivery_idx ON order_legs (tenant_id, confirmed_delivery_at);

-- Comments on orders, legs and quotes; @mentions notify. Internal comments never reach the portal.
CREATE TABLE comments (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  entity_kind text NOT NULL CHECK (entity_kind IN ('Orders', 'Order legs', 'Quotes')),
  entity_id uuid NOT NULL,
  order_id uuid,
  body text NOT NULL,
  internal boolean NOT NULL DEFAULT false,
  mentions uuid[] NOT NULL DEFAULT '{}',
  author_id uuid REFERENCES users (id) ON DELETE SET NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id)
);
CREATE INDEX comments_entity_idx ON comments (tenant_id, entity_kind, entity_id, created_at);
CREATE INDEX comments_order_idx ON comments (tenant_id, order_id, created_at);

CREATE TABLE alerts (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  order_id uuid,
  order_leg_id uuid,
  priority text NOT NULL CHECK (priority IN ('CALL', 'CALL_URGENT', 'CHECK', 'NEW')),
  message text NOT NULL,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  acknowledged_by uuid REFERENCES users (id) ON DELETE SET NULL,
  acknowledged_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, id),
  FOREIGN KEY (tenant_id, order_leg_id) REFERENCES order_legs (tenant_id, id)
);
CREATE INDEX alerts_open_idx ON alerts (tenant_id, created_at DESC) WHERE acknowledged_at IS NULL;
CREATE INDEX alerts_order_idx ON alerts (tenant_id, order_id, created_at);
CREATE INDEX alerts_leg_idx ON alerts (tenant_id, order_leg_id, created_at);

ALTER TABLE media ADD COLUMN thumbnail_hash text;
ALTER TABLE media ADD COLUMN order_id uuid;
CREATE INDEX media_order_idx ON media (tenant_id, order_id, category) WHERE order_id IS NOT NULL;

-- Pricing (docs/flows.md#pricing-a-quote). Money in minor units of the tenant's currency.
CREATE TABLE tariff_rates (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  client_id uuid,
  customer_id uuid,
  transport_method text NOT NULL CHECK (transport_method IN ('CLIENT_IN', 'DRIVEN', 'TOW', 'TRUCKED')),
  vehicle_class text CHECK (vehicle_class IN ('FULL_SIZE', 'HEAVY_DUTY', 'LIGHT_DUTY', 'MED_DUTY', 'OTHER', 'SEDAN', 'TRAILER')),
  rate_per_zone bigint NOT NULL CHECK (rate_per_zone >= 0),
  minimum bigint NOT NULL DEFAULT 0 CHECK (minimum >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, client_id) REFERENCES clients (tenant_id, id),
  FOREIGN KEY (tenant_id, customer_id) REFERENCES customers (tenant_id, id)
);
CREATE INDEX tariff_rates_lookup_idx ON tariff_rates (tenant_id, transport_method, client_id, customer_id);

CREATE TABLE fuel_rates (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  effective_from date NOT NULL,
  -- Minor units per tenant distance unit (may carry fractions of a cent).
  rate_per_distance numeric(10, 3) NOT NULL CHECK (rate_per_distance >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, effective_from)
);

CREATE TABLE fee_zones (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('PICKUP', 'DELIVERY')),
  level text NOT NULL CHECK (level IN ('CITY', 'COUNTY', 'STATE_PROVINCE')),
  country text NOT NULL DEFAULT 'US',
  state_province text NOT NULL,
  county text,
  city text,
  amount bigint NOT NULL CHECK (amount >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX fee_zones_lookup_idx ON fee_zones (tenant_id, kind, state_province);

CREATE TABLE billing_items (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  code text NOT NULL,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('DELIVERY', 'DISCOUNT', 'FIRST_SERVICE_CHARGE', 'FUEL', 'HAZMAT', 'PICKUP', 'RATE',
    'STORAGE', 'TAG_AND_TITLE', 'TARIFF', 'TAX')),
  amount bigint NOT NULL DEFAULT 0,
  -- For TAX items: the rate in percent; for STORAGE: the daily rate is `amount`.
  rate_percent numeric(6, 3),
  state_province text,
  taxable boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, code)
);

CREATE INDEX audit_logs_tenant_entity_idx ON audit_logs (tenant_id, entity_kind, entity_id, created_at);

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['counters', 'locations', 'vehicles', 'hubs', 'tags', 'quotes', 'quote_line_items', 'orders',
    'order_locations', 'order_notes', 'order_tags', 'order_legs', 'comments', 'alerts', 'tariff_rates', 'fuel_rates',
    'fee_zones', 'billing_items'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY %I ON %I USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id())',
      t || '_tenant', t);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO app_user', t);
  END LOOP;
END $$;
