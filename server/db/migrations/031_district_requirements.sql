-- District requirements (issue 16, tag and title): what a state or province, and a county within it, requires to title
-- and register a vehicle (docs/domain.md#tag-and-title), the notes a title clerk keeps on it and the offices (REGISTRATION locations)
-- that process its paperwork. Tag-and-title packets build their checklist from these rows through
-- server/districts/districts.requirements.ts (the state's list with the county's merged over it).
-- Tenant-owned: tenant_id leads every key, RLS forced, audit rows written by server/districts in the same
-- transaction. The portal and carriers read none of it.

-- The tenant's catalogue of requirement types. The kind says what the packet checks; an INSPECTION says who
-- inspects (NONE, PROVINCIAL, STATE, TEMP) and what (VIN, EMISSIONS, SAFETY).
-- ODOMETER_DISCLOSURE applies to the model years in the federal window only: 49 CFR 580.17 as amended (NHTSA final
-- rule of 2019, in force January 1, 2021): model year 2011 and newer need a disclosure until they are 20 years old
-- (a 2011 vehicle through 2030); model year 2010 and older were exempt at 10 years, so all of them are now. The rule
-- lives in src/domain/districts/requirements.ts, read when a vehicle's list is built; the row holds no years.
CREATE TABLE requirement_types (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  code text NOT NULL CHECK (code ~ '^[A-Z0-9][A-Z0-9_-]{0,29}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  kind text NOT NULL CHECK (kind IN ('TITLE', 'MSO_MCO', 'LIEN_RELEASE', 'BILL_OF_SALE', 'ODOMETER_DISCLOSURE',
    'POWER_OF_ATTORNEY', 'INSPECTION', 'INSURANCE', 'ID', 'FEE')),
  inspection_kind text CHECK (inspection_kind IN ('NONE', 'PROVINCIAL', 'STATE', 'TEMP')),
  inspects text[] NOT NULL DEFAULT '{}' CHECK (inspects <@ ARRAY['VIN', 'EMISSIONS', 'SAFETY']),
  description text CHECK (length(description) <= 2000),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  UNIQUE (tenant_id, code),
  -- Only an inspection says who inspects and what (at least one thing).
  CHECK ((kind = 'INSPECTION') = (inspection_kind IS NOT NULL)),
  CHECK ((kind = 'INSPECTION') = (cardinality(inspects) > 0))
);
CREATE INDEX requirement_types_kind_idx ON requirement_types (tenant_id, kind, code) WHERE deleted_at IS NULL;

-- A district: a US state (or DC) or Canadian province or territory by its two-letter postal code, and optionally a
-- county within it. The codes do not collide between the two countries, so (state_province, county) names it.
CREATE TABLE districts (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  country text NOT NULL CHECK (country IN ('US', 'CA')),
  state_province text NOT NULL CHECK (state_province ~ '^[A-Z]{2}$'),
  county text CHECK (county ~ '^[[:alpha:]][[:alpha:] .''’-]{0,63}$'),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id)
);
-- One live district per state and county (case-blind), which is also the list's order and the route's lookup.
CREATE UNIQUE INDEX districts_place_idx ON districts (tenant_id, state_province, lower(coalesce(county, ''))) WHERE deleted_at IS NULL;
CREATE INDEX districts_country_idx ON districts (tenant_id, country, state_province) WHERE deleted_at IS NULL;

-- Which requirement types a district lists, in order, each with its condition, notes and (FEE) amount in minor units
-- of the district's currency. A county's row for a type its state lists overrides the state's.
CREATE TABLE district_requirements (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  district_id uuid NOT NULL,
  requirement_type_id uuid NOT NULL,
  position integer NOT NULL CHECK (position >= 0),
  applies_when text NOT NULL DEFAULT 'ALWAYS' CHECK (applies_when IN ('ALWAYS', 'NEW_VEHICLE', 'USED_VEHICLE',
    'OUT_OF_STATE_TITLE', 'LIEN_ON_TITLE', 'OWNER_NOT_SIGNING')),
  notes text CHECK (length(notes) <= 2000),
  fee_amount integer CHECK (fee_amount >= 0 AND fee_amount < 100000000),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  UNIQUE (tenant_id, district_id, requirement_type_id),
  FOREIGN KEY (tenant_id, district_id) REFERENCES districts (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, requirement_type_id) REFERENCES requirement_types (tenant_id, id)
);
CREATE INDEX district_requirements_district_idx ON district_requirements (tenant_id, district_id, position);
CREATE INDEX district_requirements_type_idx ON district_requirements (tenant_id, requirement_type_id);

CREATE TABLE district_notes (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  district_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('GENERAL', 'SPECIAL_INSTRUCTIONS')),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  FOREIGN KEY (tenant_id, district_id) REFERENCES districts (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX district_notes_district_idx ON district_notes (tenant_id, district_id, created_at DESC);

-- The offices that process a district's paperwork: REGISTRATION locations (the service checks the type).
CREATE TABLE district_offices (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  district_id uuid NOT NULL,
  location_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, district_id, location_id),
  FOREIGN KEY (tenant_id, district_id) REFERENCES districts (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, location_id) REFERENCES locations (tenant_id, id)
);
CREATE INDEX district_offices_location_idx ON district_offices (tenant_id, location_id);
-- The office picker: a state's REGISTRATION locations by name.
CREATE INDEX locations_registration_idx ON locations (tenant_id, state_province, name) WHERE type = 'REGISTRATION' AND deleted_at IS NULL;

DO $$
DECLARE tbl text;
BEGIN
  FOREACH tbl IN ARRAY ARRAY['requirement_types', 'districts', 'district_requirements', 'district_notes', 'district_offices'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tbl);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tbl);
    EXECUTE format('CREATE POLICY %I ON %I USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id())',
      tbl || '_tenant', tbl);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO app_user', tbl);
    EXECUTE format('CREATE POLICY %I ON %I AS RESTRICTIVE USING (NOT (SELECT app_is_portal()) AND NOT (SELECT app_is_carrier()))',
      tbl || '_staff', tbl);
  END LOOP;
END $$;
