-- Spreadsheet import (issue 33): an uploaded file's rows wait in spreadsheet_imports while they are checked and
-- imported by server/imports/imports.job.ts; every order it makes goes through the orders area's create service.
-- A portal user sees and writes only the imports they uploaded, and only for a client of their own scope.
CREATE TABLE spreadsheet_imports (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  client_id uuid,
  created_by uuid NOT NULL REFERENCES users (id),
  portal boolean NOT NULL DEFAULT false,
  file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
  format text NOT NULL CHECK (format IN ('CSV', 'XLSX')),
  headers jsonb NOT NULL,
  cells jsonb NOT NULL,
  mapping jsonb,
  status text NOT NULL DEFAULT 'UPLOADED'
    CHECK (status IN ('UPLOADED', 'CHECKING', 'CHECKED', 'IMPORTING', 'DONE', 'FAILED')),
  total_rows integer NOT NULL CHECK (total_rows BETWEEN 0 AND 50000),
  processed_rows integer NOT NULL DEFAULT 0,
  valid_rows integer NOT NULL DEFAULT 0,
  imported_rows integer NOT NULL DEFAULT 0,
  failed_rows integer NOT NULL DEFAULT 0,
  problems jsonb NOT NULL DEFAULT '[]',
  error text CHECK (length(error) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, client_id) REFERENCES clients (tenant_id, id)
);
CREATE INDEX spreadsheet_imports_latest_idx ON spreadsheet_imports (tenant_id, created_by, created_at DESC);

-- The column mapping a client's files were last imported with ('STAFF' for a staff import naming clients per row).
CREATE TABLE spreadsheet_import_mappings (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  owner text NOT NULL CHECK (length(owner) <= 60),
  mapping jsonb NOT NULL,
  updated_by uuid REFERENCES users (id),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, owner)
);

DO $$
DECLARE tbl text;
BEGIN
  FOREACH tbl IN ARRAY ARRAY['spreadsheet_imports', 'spreadsheet_import_mappings'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tbl);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tbl);
    EXECUTE format('CREATE POLICY %I ON %I USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id())',
      tbl || '_tenant', tbl);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO app_user', tbl);
  END LOOP;
END $$;
-- Carriers never import; a portal user only their own uploads, for their own clients' mappings.
CREATE POLICY spreadsheet_imports_scope ON spreadsheet_imports AS RESTRICTIVE
  USING (NOT (SELECT app_is_carrier()) AND (NOT (SELECT app_is_portal())
    OR (created_by = app_user_id() AND portal AND client_id = ANY (app_scope_client_ids()))))
  WITH CHECK (NOT (SELECT app_is_carrier()) AND (NOT (SELECT app_is_portal())
    OR (created_by = app_user_id() AND portal AND client_id = ANY (app_scope_client_ids()))));
CREATE POLICY spreadsheet_import_mappings_scope ON spreadsheet_import_mappings AS RESTRICTIVE
  USING (NOT (SELECT app_is_carrier()) AND (NOT (SELECT app_is_portal()) OR owner = ANY (app_scope_client_ids()::text[])))
  WITH CHECK (NOT (SELECT app_is_carrier()) AND (NOT (SELECT app_is_portal()) OR owner = ANY (app_scope_client_ids()::text[])));
