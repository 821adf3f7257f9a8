-- Drivers, trucking companies and units (issue 14): the carriers behind a leg's driver_id, trucking_company_id and
-- unit_id, tenant-owned like everything else (tenant_id leads every key, RLS forced, audit rows written by the
-- services in the same transaction). A driver or trucking-company user ("carrier user") reads only what their legs
-- need, enforced here by restrictive policies beside the portal's (009).

CREATE TABLE trucking_companies (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  legal_name text NOT NULL,
  display_name text NOT NULL,
  usdot_number text,
  mc_number text,
  cargo_insurer text,
  cargo_policy text,
  cargo_expires_on date,
  liability_insurer text,
  liability_policy text,
  liability_expires_on date,
  payee_name text,
  payee_email text,
  payee_address text,
  -- The last four digits of the payee's tax id only (the W-9 itself is a document).
  payee_tax_id_last4 text CHECK (payee_tax_id_last4 ~ '^[0-9]{4}$'),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id)
);
CREATE INDEX trucking_companies_name_idx ON trucking_companies (tenant_id, display_name);

-- A trucking company's dispatcher: a user linked to the company (reads its legs and drivers).
CREATE TABLE trucking_company_users (
  tenant_id uuid NOT NULL,
  trucking_company_id uuid NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, trucking_company_id, user_id),
  FOREIGN KEY (tenant_id, trucking_company_id) REFERENCES trucking_companies (tenant_id, id)
);
CREATE INDEX trucking_company_users_user_idx ON trucking_company_users (user_id);

-- A driver's profile; user_id links the login once the driver is invited (a driver may exist before that).
-- ASSIGNED / UNASSIGNED is derived from the driver's open legs (docs/decisions.md); DISQUALIFIED is stored here.
CREATE TABLE drivers (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text,
  phone text,
  employment text NOT NULL DEFAULT 'COMPANY' CHECK (employment IN ('COMPANY', 'CONTRACTOR', 'TRUCKING_COMPANY')),
  trucking_company_id uuid,
  home_hub_id uuid,
  licence_number text,
  licence_state text,
  licence_class text CHECK (licence_class IN ('A_CDL', 'B_CDL', 'C_DOT')),
  endorsements text[] NOT NULL DEFAULT '{}' CHECK (endorsements <@ ARRAY['H', 'N', 'P', 'S', 'T', 'X']::text[]),
  licence_expires_on date,
  medical_card_expires_on date,
  mvr_reviewed_on date,
  disqualified_at timestamptz,
  disqualified_by uuid REFERENCES users (id) ON DELETE SET NULL,
  disqualified_reason text,
  -- Pay profile: PER_MILE and PER_MOVE rates in minor units (per tenant distance unit, per move); PERCENT in basis points.
  pay_kind text CHECK (pay_kind IN ('PER_MILE', 'PER_MOVE', 'PERCENT')),
  pay_rate integer CHECK (pay_rate >= 0),
  w9_received_on date,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  UNIQUE (tenant_id, user_id),
  FOREIGN KEY (tenant_id, trucking_company_id) REFERENCES trucking_companies (tenant_id, id),
  FOREIGN KEY (tenant_id, home_hub_id) REFERENCES hubs (tenant_id, id),
  CHECK ((employment = 'TRUCKING_COMPANY') = (trucking_company_id IS NOT NULL)),
  CHECK ((disqualified_at IS NULL) = (disqualified_reason IS NULL)),
  CHECK ((pay_kind IS NULL) = (pay_rate IS NULL))
);
CREATE INDEX drivers_name_idx ON drivers (tenant_id, last_name, first_name, id);
CREATE INDEX drivers_company_idx ON drivers (tenant_id, trucking_company_id) WHERE trucking_company_id IS NOT NULL;
CREATE INDEX drivers_licence_expiry_idx ON drivers (tenant_id, licence_expires_on);
CREATE INDEX drivers_medical_expiry_idx ON drivers (tenant_id, medical_card_expires_on);
CREATE INDEX drivers_search_trgm ON drivers
  USING gin ((first_name || ' ' || last_name || ' ' || coalesce(licence_number, '')) gin_trgm_ops);

-- Driver and trucking-company contacts live with the other contacts (audit kind "Contacts").
ALTER TABLE contacts ADD COLUMN driver_id uuid;
ALTER TABLE contacts ADD COLUMN trucking_company_id uuid;
ALTER TABLE contacts ADD CONSTRAINT contacts_driver_fk FOREIGN KEY (tenant_id, driver_id) REFERENCES drivers (tenant_id, id) ON DELETE CASCADE;
ALTER TABLE contacts ADD CONSTRAINT contacts_trucking_company_fk
  FOREIGN KEY (tenant_id, trucking_company_id) REFERENCES trucking_companies (tenant_id, id) ON DELETE CASCADE;
CREATE INDEX contacts_driver_idx ON contacts (tenant_id, driver_id) WHERE driver_id IS NOT NULL;
CREATE INDEX contacts_trucking_company_idx ON contacts (tenant_id, trucking_company_id) WHERE trucking_company_id IS NOT NULL;

-- Leg priority: the ordered clients, regions (state/province) or legs a driver is preferred for.
CREATE TABLE driver_leg_priorities (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  driver_id uuid NOT NULL,
  position integer NOT NULL CHECK (position > 0),
  kind text NOT NULL CHECK (kind IN ('CLIENT', 'REGION', 'LEG')),
  client_id uuid,
  region text,
  order_leg_id uuid,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, driver_id, position),
  FOREIGN KEY (tenant_id, driver_id) REFERENCES drivers (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, client_id) REFERENCES clients (tenant_id, id),
  FOREIGN KEY (tenant_id, order_leg_id) REFERENCES order_legs (tenant_id, id),
  CHECK ((kind = 'CLIENT') = (client_id IS NOT NULL) AND (kind = 'REGION') = (region IS NOT NULL)
    AND (kind = 'LEG') = (order_leg_id IS NOT NULL))
);

-- DSC visibility: the clients (all their customers) or single customers whose open legs may be offered to the driver
-- beyond the legs assigned to them (docs/decisions.md). A customer row names its client too.
CREATE TABLE driver_dsc_visibility (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  driver_id uuid NOT NULL,
  client_id uuid NOT NULL,
  customer_id uuid,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, driver_id) REFERENCES drivers (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, client_id) REFERENCES clients (tenant_id, id),
  FOREIGN KEY (tenant_id, customer_id) REFERENCES customers (tenant_id, id)
);
CREATE UNIQUE INDEX driver_dsc_visibility_key ON driver_dsc_visibility (tenant_id, driver_id, client_id, coalesce(customer_id, client_id));

-- The operator's own power units. Weights in pounds (IFTA's thresholds are in pounds; a kg tenant's screens convert).
-- IFTA qualification is computed (src/domain/qualification.ifta.ts), never stored.
CREATE TABLE units (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  unit_number text NOT NULL,
  kind text NOT NULL DEFAULT 'OTHER' CHECK (kind IN ('CAR_HAULER', 'OTHER', 'PICKUP', 'TOW_TRUCK', 'TRACTOR')),
  vin text,
  year integer CHECK (year BETWEEN 1900 AND 2100),
  make text,
  model text,
  plate text,
  plate_state text,
  axles integer NOT NULL CHECK (axles BETWEEN 2 AND 9),
  gross_weight_lb integer NOT NULL CHECK (gross_weight_lb > 0),
  -- With the heaviest trailer it pulls; null for a unit that pulls none.
  combined_weight_lb integer CHECK (combined_weight_lb > 0),
  fuel_type text NOT NULL DEFAULT 'DIESEL' CHECK (fuel_type IN ('DIESEL', 'ELECTRIC', 'REGULAR', 'UNKNOWN')),
  driver_id uuid,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  UNIQUE (tenant_id, unit_number),
  FOREIGN KEY (tenant_id, driver_id) REFERENCES drivers (tenant_id, id)
);
CREATE INDEX units_driver_idx ON units (tenant_id, driver_id) WHERE driver_id IS NOT NULL;

-- Legs reference real carriers. Until now driver_id held the driver's USER id (seed, leg machine's mayMove): make a
-- driver row per distinct id in each tenant (linked to that user when it exists) and a trucking company per distinct
-- company id, then repoint. Tenant by tenant, so this runs under forced RLS whoever owns the tables.
ALTER TABLE order_legs ADD COLUMN unit_id uuid;

-- The new ids are derived from the tenant and the old id (md5 as a uuid), so one statement repoints each table.
DO $$
DECLARE
  t uuid;
BEGIN
  FOR t IN SELECT id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', t::text, true);
    INSERT INTO drivers (tenant_id, id, user_id, first_name, last_name, email)
      SELECT t, md5(t::text || m.old_id::text || 'driver')::uuid, u.id,
        coalesce(nullif(split_part(u.name, ' ', 1), ''), 'Driver'),
        coalesce(nullif(substr(u.name, length(split_part(u.name, ' ', 1)) + 2), ''), left(m.old_id::text, 8)), u.email
      FROM (SELECT DISTINCT l.driver_id AS old_id FROM order_legs l WHERE l.tenant_id = t AND l.driver_id IS NOT NULL) m
      LEFT JOIN users u ON u.id = m.old_id;
    UPDATE order_legs l SET driver_id = md5(t::text || l.driver_id::text || 'driver')::uuid
      WHERE l.tenant_id = t AND l.driver_id IS NOT NULL;
    INSERT INTO trucking_companies (tenant_id, id, legal_name, display_name)
      SELECT t, md5(t::text || m.old_id::text || 'trucking')::uuid, 'Trucking company ' || left(m.old_id::text, 8),
        'Trucking company ' || left(m.old_id::text, 8)
      FROM (SELECT DISTINCT l.trucking_company_id AS old_id FROM order_legs l WHERE l.tenant_id = t AND l.trucking_company_id IS NOT NULL) m;
    UPDATE order_legs l SET trucking_company_id = md5(t::text || l.trucking_company_id::text || 'trucking')::uuid
      WHERE l.tenant_id = t AND l.trucking_company_id IS NOT NULL;
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END $$;

ALTER TABLE order_legs ADD CONSTRAINT order_legs_driver_fk FOREIGN KEY (tenant_id, driver_id) REFERENCES drivers (tenant_id, id);
ALTER TABLE order_legs ADD CONSTRAINT order_legs_trucking_company_fk
  FOREIGN KEY (tenant_id, trucking_company_id) REFERENCES trucking_companies (tenant_id, id);
ALTER TABLE order_legs ADD CONSTRAINT order_legs_unit_fk FOREIGN KEY (tenant_id, unit_id) REFERENCES units (tenant_id, id);
CREATE INDEX order_legs_unit_idx ON order_legs (tenant_id, unit_id) WHERE unit_id IS NOT NULL;

-- Expiry alerts (the daily job, server/carriers/carriers.expiry.ts): one per document and expiry date, so a rerun
-- raises nothing twice and a renewed document (a new date) is watched again.
CREATE TABLE document_expiry_alerts (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  entity_kind text NOT NULL CHECK (entity_kind IN ('Drivers', 'Trucking companies')),
  entity_id uuid NOT NULL,
  document text NOT NULL CHECK (document IN ('LICENCE', 'MEDICAL_CARD', 'CARGO_INSURANCE', 'LIABILITY_INSURANCE')),
  expires_on date NOT NULL,
  alert_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, entity_id, document, expires_on),
  FOREIGN KEY (tenant_id, alert_id) REFERENCES alerts (tenant_id, id)
);

DO $$
DECLARE tbl text;
BEGIN
  FOREACH tbl IN ARRAY ARRAY['trucking_companies', 'trucking_company_users', 'drivers', 'driver_leg_priorities',
    'driver_dsc_visibility', 'units', 'document_expiry_alerts'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tbl);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tbl);
    EXECUTE format('CREATE POLICY %I ON %I USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id())',
      tbl || '_tenant', tbl);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO app_user', tbl);
  END LOOP;
END $$;

-- Carrier scope. A carrier user holds no operator-staff role, is not a portal user, and holds DRIVER or is linked to
-- a trucking company. Like app_is_portal(), app.carrier may be said by the request's entry statement ('on'/'off');
-- where nothing said it, it is computed from app.user_id, so a forgotten setting never widens what a carrier sees.
CREATE FUNCTION app_user_is_carrier(uid uuid) RETURNS boolean
  LANGUAGE sql STABLE STRICT SECURITY DEFINER AS $$
  SELECT NOT EXISTS (SELECT 1 FROM public.user_roles ur WHERE ur.user_id = uid AND ur.role NOT IN ('DRIVER', 'CLIENT', 'CUSTOMER'))
    AND (EXISTS (SELECT 1 FROM public.user_roles ur WHERE ur.user_id = uid AND ur.role = 'DRIVER')
         OR EXISTS (SELECT 1 FROM public.trucking_company_users tu WHERE tu.user_id = uid)) $$;

CREATE FUNCTION app_is_carrier() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT CASE current_setting('app.carrier', true) WHEN 'on' THEN true WHEN 'off' THEN false
    ELSE coalesce(app_user_is_carrier(app_user_id()), false) AND NOT app_is_portal() END $$;

-- The companies the user dispatches for (trucking_company_users) in the request's tenant.
CREATE FUNCTION app_carrier_company_ids() RETURNS uuid[]
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT coalesce(array_agg(tu.trucking_company_id), '{}') FROM trucking_company_users tu
  WHERE tu.user_id = app_user_id() AND tu.tenant_id = app_tenant_id() $$;

-- The drivers in scope: the user's own profile, and every driver of the companies they dispatch for.
CREATE FUNCTION app_carrier_driver_ids() RETURNS uuid[]
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT coalesce(array_agg(d.id), '{}') FROM drivers d
  WHERE d.tenant_id = app_tenant_id() AND (d.user_id = app_user_id() OR d.trucking_company_id = ANY (app_carrier_company_ids())) $$;

-- The companies a carrier may read: those they dispatch for and the company a driver drives for.
CREATE FUNCTION app_carrier_visible_company_ids() RETURNS uuid[]
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT app_carrier_company_ids() || coalesce((SELECT array_agg(d.trucking_company_id) FROM drivers d
    WHERE d.tenant_id = app_tenant_id() AND d.user_id = app_user_id() AND d.trucking_company_id IS NOT NULL), '{}') $$;

-- Per-row checks for carriers only, each one indexed lookup of the carrier's legs (as 009's app_portal_sees_*).
CREATE FUNCTION app_carrier_sees_order(t uuid, oid uuid, drivers uuid[], companies uuid[]) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER AS $$
  SELECT EXISTS (SELECT 1 FROM public.order_legs l WHERE l.tenant_id = t AND l.order_id = oid AND l.deleted_at IS NULL
    AND (l.driver_id = ANY (drivers) OR l.trucking_company_id = ANY (companies))) $$;
CREATE FUNCTION app_carrier_sees_leg(t uuid, lid uuid, drivers uuid[], companies uuid[]) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER AS $$
  SELECT EXISTS (SELECT 1 FROM public.order_legs l WHERE l.tenant_id = t AND l.id = lid
    AND (l.driver_id = ANY (drivers) OR l.trucking_company_id = ANY (companies))) $$;
CREATE FUNCTION app_carrier_sees_vehicle(t uuid, vid uuid, drivers uuid[], companies uuid[]) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER AS $$
  SELECT EXISTS (SELECT 1 FROM public.order_legs l WHERE l.tenant_id = t AND l.vehicle_id = vid AND l.deleted_at IS NULL
    AND (l.driver_id = ANY (drivers) OR l.trucking_company_id = ANY (companies))) $$;
CREATE FUNCTION app_carrier_sees_location(t uuid, lid uuid, drivers uuid[], companies uuid[]) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER AS $$
  SELECT EXISTS (SELECT 1 FROM public.order_legs l WHERE l.tenant_id = t AND l.deleted_at IS NULL
    AND (l.driver_id = ANY (drivers) OR l.trucking_company_id = ANY (companies)) AND (l.origin_id = lid OR l.destination_id = lid)) $$;
CREATE FUNCTION app_carrier_sees_unit(t uuid, uid uuid, drivers uuid[], companies uuid[]) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER AS $$
  SELECT EXISTS (SELECT 1 FROM public.order_legs l WHERE l.tenant_id = t AND l.unit_id = uid
    AND (l.driver_id = ANY (drivers) OR l.trucking_company_id = ANY (companies))) $$;
-- The clients and customers of the carrier's orders (Order.client is not null).
CREATE FUNCTION app_carrier_client_ids() RETURNS uuid[]
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT coalesce(array_agg(DISTINCT o.client_id), '{}') FROM order_legs l JOIN orders o ON o.tenant_id = l.tenant_id AND o.id = l.order_id
  WHERE l.tenant_id = app_tenant_id() AND (l.driver_id = ANY (app_carrier_driver_ids()) OR l.trucking_company_id = ANY (app_carrier_company_ids())) $$;
CREATE FUNCTION app_carrier_customer_ids() RETURNS uuid[]
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT coalesce(array_agg(DISTINCT o.customer_id) FILTER (WHERE o.customer_id IS NOT NULL), '{}') FROM order_legs l
  JOIN orders o ON o.tenant_id = l.tenant_id AND o.id = l.order_id
  WHERE l.tenant_id = app_tenant_id() AND (l.driver_id = ANY (app_carrier_driver_ids()) OR l.trucking_company_id = ANY (app_carrier_company_ids())) $$;
-- An audit row a carrier may read: those of its legs only.
CREATE FUNCTION app_carrier_sees_record(t uuid, kind text, eid text, drivers uuid[], companies uuid[]) RETURNS boolean
  LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN eid !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN false
    WHEN kind = 'Order legs' THEN app_carrier_sees_leg(t, eid::uuid, drivers, companies)
    WHEN kind = 'Drivers' THEN eid::uuid = ANY (drivers)
    ELSE false END $$;

CREATE POLICY order_legs_carrier ON order_legs AS RESTRICTIVE USING (NOT (SELECT app_is_carrier())
  OR driver_id = ANY ((SELECT app_carrier_driver_ids())::uuid[]) OR trucking_company_id = ANY ((SELECT app_carrier_company_ids())::uuid[]));
CREATE POLICY orders_carrier ON orders AS RESTRICTIVE USING (NOT (SELECT app_is_carrier())
  OR app_carrier_sees_order(tenant_id, id, (SELECT app_carrier_driver_ids()), (SELECT app_carrier_company_ids())));
CREATE POLICY order_locations_carrier ON order_locations AS RESTRICTIVE USING (NOT (SELECT app_is_carrier())
  OR app_carrier_sees_order(tenant_id, order_id, (SELECT app_carrier_driver_ids()), (SELECT app_carrier_company_ids())));
CREATE POLICY order_notes_carrier ON order_notes AS RESTRICTIVE USING (NOT (SELECT app_is_carrier())
  OR (kind = 'SPECIAL_INSTRUCTIONS'
      AND app_carrier_sees_order(tenant_id, order_id, (SELECT app_carrier_driver_ids()), (SELECT app_carrier_company_ids()))));
CREATE POLICY vehicles_carrier ON vehicles AS RESTRICTIVE USING (NOT (SELECT app_is_carrier())
  OR app_carrier_sees_vehicle(tenant_id, id, (SELECT app_carrier_driver_ids()), (SELECT app_carrier_company_ids())));
CREATE POLICY locations_carrier ON locations AS RESTRICTIVE USING (NOT (SELECT app_is_carrier())
  OR app_carrier_sees_location(tenant_id, id, (SELECT app_carrier_driver_ids()), (SELECT app_carrier_company_ids())));
CREATE POLICY clients_carrier ON clients AS RESTRICTIVE USING (NOT (SELECT app_is_carrier())
  OR id = ANY ((SELECT app_carrier_client_ids())::uuid[]));
CREATE POLICY customers_carrier ON customers AS RESTRICTIVE USING (NOT (SELECT app_is_carrier())
  OR id = ANY ((SELECT app_carrier_customer_ids())::uuid[]));
CREATE POLICY contacts_carrier ON contacts AS RESTRICTIVE USING (NOT (SELECT app_is_carrier())
  OR driver_id = ANY ((SELECT app_carrier_driver_ids())::uuid[])
  OR trucking_company_id = ANY ((SELECT app_carrier_visible_company_ids())::uuid[]));

-- Inline (not app_carrier_driver_ids(), which reads drivers): a policy must not read its own table.
CREATE POLICY drivers_carrier ON drivers AS RESTRICTIVE USING (NOT (SELECT app_is_carrier())
  OR user_id = app_user_id() OR trucking_company_id = ANY ((SELECT app_carrier_company_ids())::uuid[]));
CREATE POLICY driver_leg_priorities_carrier ON driver_leg_priorities AS RESTRICTIVE USING (NOT (SELECT app_is_carrier())
  OR driver_id = ANY ((SELECT app_carrier_driver_ids())::uuid[]));
CREATE POLICY driver_dsc_visibility_carrier ON driver_dsc_visibility AS RESTRICTIVE USING (NOT (SELECT app_is_carrier())
  OR driver_id = ANY ((SELECT app_carrier_driver_ids())::uuid[]));
CREATE POLICY trucking_companies_carrier ON trucking_companies AS RESTRICTIVE USING (NOT (SELECT app_is_carrier())
  OR id = ANY ((SELECT app_carrier_visible_company_ids())::uuid[]));
CREATE POLICY trucking_company_users_carrier ON trucking_company_users AS RESTRICTIVE USING (NOT (SELECT app_is_carrier())
  OR user_id = app_user_id() OR trucking_company_id = ANY ((SELECT app_carrier_company_ids())::uuid[]));
CREATE POLICY units_carrier ON units AS RESTRICTIVE USING (NOT (SELECT app_is_carrier())
  OR driver_id = ANY ((SELECT app_carrier_driver_ids())::uuid[])
  OR app_carrier_sees_unit(tenant_id, id, (SELECT app_carrier_driver_ids()), (SELECT app_carrier_company_ids())));

-- What a carrier never reads: prices, quotes, tags, alerts, internal comments (all comments for now), expiry alerts.
-- Reads only (FOR SELECT) where a carrier's own transition writes a row as a side effect (alerts, comments).
CREATE POLICY quotes_carrier ON quotes AS RESTRICTIVE USING (NOT (SELECT app_is_carrier()));
CREATE POLICY quote_line_items_carrier ON quote_line_items AS RESTRICTIVE USING (NOT (SELECT app_is_carrier()));
CREATE POLICY tags_carrier ON tags AS RESTRICTIVE USING (NOT (SELECT app_is_carrier()));
CREATE POLICY order_tags_carrier ON order_tags AS RESTRICTIVE USING (NOT (SELECT app_is_carrier()));
CREATE POLICY tariff_rates_carrier ON tariff_rates AS RESTRICTIVE USING (NOT (SELECT app_is_carrier()));
CREATE POLICY fuel_rates_carrier ON fuel_rates AS RESTRICTIVE USING (NOT (SELECT app_is_carrier()));
CREATE POLICY fee_zones_carrier ON fee_zones AS RESTRICTIVE USING (NOT (SELECT app_is_carrier()));
CREATE POLICY billing_items_carrier ON billing_items AS RESTRICTIVE USING (NOT (SELECT app_is_carrier()));
CREATE POLICY document_expiry_alerts_carrier ON document_expiry_alerts AS RESTRICTIVE USING (NOT (SELECT app_is_carrier()));
CREATE POLICY alerts_carrier ON alerts AS RESTRICTIVE FOR SELECT USING (NOT (SELECT app_is_carrier()));
CREATE POLICY comments_carrier ON comments AS RESTRICTIVE FOR SELECT USING (NOT (SELECT app_is_carrier()));
CREATE POLICY media_carrier ON media AS RESTRICTIVE FOR SELECT USING (NOT (SELECT app_is_carrier()) OR tenant_id IS NULL);
CREATE POLICY audit_logs_carrier ON audit_logs AS RESTRICTIVE FOR SELECT USING (NOT (SELECT app_is_carrier())
  OR tenant_id IS NULL
  OR app_carrier_sees_record(tenant_id, entity_kind, entity_id, (SELECT app_carrier_driver_ids()), (SELECT app_carrier_company_ids())));

-- The portal (009) reads a driver only through a leg of its orders (the first name on a leg), and no other carrier row.
CREATE FUNCTION app_portal_sees_driver(t uuid, did uuid, clients uuid[], customers uuid[]) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER AS $$
  SELECT EXISTS (SELECT 1 FROM public.order_legs l JOIN public.orders o ON o.tenant_id = l.tenant_id AND o.id = l.order_id
    WHERE l.tenant_id = t AND l.driver_id = did AND (o.client_id = ANY (clients) OR o.customer_id = ANY (customers))) $$;
CREATE POLICY drivers_portal ON drivers AS RESTRICTIVE USING (NOT (SELECT app_is_portal())
  OR app_portal_sees_driver(tenant_id, id, (SELECT app_scope_client_ids()), (SELECT app_scope_customer_ids())));
CREATE POLICY contacts_portal_carriers ON contacts AS RESTRICTIVE USING (NOT (SELECT app_is_portal())
  OR (driver_id IS NULL AND trucking_company_id IS NULL));
DO $$
DECLARE tbl text;
BEGIN
  FOREACH tbl IN ARRAY ARRAY['trucking_companies', 'trucking_company_users', 'driver_leg_priorities', 'driver_dsc_visibility',
    'units', 'document_expiry_alerts'] LOOP
    EXECUTE format('CREATE POLICY %I ON %I AS RESTRICTIVE USING (NOT (SELECT app_is_portal()))', tbl || '_portal', tbl);
  END LOOP;
END $$;
