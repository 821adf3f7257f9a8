-- Admin catalogs (issue 29): the billing items pricing draws its extras from (the table is 002's), the expense items
-- settlements will pick (money, a later issue) and the document types a DOCUMENTS upload is filed under.
-- An item nothing refers to may be deleted (soft, deleted_at); once used it is retired instead (retired_at: hidden
-- from pickers and pricing, kept on the records that name it) and may be restored. What "used" means for each catalog
-- is declared once in server/catalogs/catalogs.rows.ts (docs/decisions.md#admin-catalogs-issue-29).
-- Tenant-owned: tenant_id leads every key, RLS forced, audit rows written by server/catalogs in the same transaction.

-- The guard every staff-only, tenant-owned table gets, written once for this and later migrations (the earlier ones
-- spell it out in a DO block): RLS enabled and forced, the tenant policy, the app role's grants, and the restrictive
-- policy that keeps portal and carrier sessions out. Only a migration (the tables' owner) can run it to any effect.
CREATE FUNCTION app_protect_staff_tables(VARIADIC tables text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE tbl text;
BEGIN
  FOREACH tbl IN ARRAY tables LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tbl);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tbl);
    EXECUTE format('CREATE POLICY %I ON %I USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id())',
      tbl || '_tenant', tbl);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO app_user', tbl);
    EXECUTE format('CREATE POLICY %I ON %I AS RESTRICTIVE USING (NOT (SELECT app_is_portal()) AND NOT (SELECT app_is_carrier()))',
      tbl || '_staff', tbl);
  END LOOP;
END $$;
REVOKE EXECUTE ON FUNCTION app_protect_staff_tables(text[]) FROM PUBLIC;

-- Billing items: versioned like every edited record, retirable, a unit for the default price and the ledger account
-- the accounting export books the line to. A code is unique among the live items (a deleted item's code is free again).
ALTER TABLE billing_items
  ADD COLUMN unit text NOT NULL DEFAULT 'EACH' CHECK (unit IN ('EACH', 'PER_DAY', 'PER_DISTANCE_UNIT', 'PERCENT')),
  ADD COLUMN ledger_account text CHECK (length(ledger_account) <= 60),
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN retired_at timestamptz;
-- The rows 002 let in keep their meaning: a TAX item is a percent, a STORAGE item a daily rate. The pairing of unit,
-- amount and percent is the shared schema's (src/domain/catalogs/schemas.ts), which every write goes through.
UPDATE billing_items SET unit = 'PERCENT' WHERE type = 'TAX';
UPDATE billing_items SET unit = 'PER_DAY' WHERE type = 'STORAGE';
ALTER TABLE billing_items
  ADD CONSTRAINT billing_items_rate_percent CHECK (rate_percent IS NULL OR (rate_percent >= 0 AND rate_percent <= 100));
ALTER TABLE billing_items DROP CONSTRAINT billing_items_tenant_id_code_key;
CREATE UNIQUE INDEX billing_items_code_idx ON billing_items (tenant_id, code) WHERE deleted_at IS NULL;
CREATE INDEX billing_items_type_idx ON billing_items (tenant_id, type, code) WHERE deleted_at IS NULL;
-- "Used": a quote's or an order's line of the item's type (server/catalogs/catalogs.rows.ts, BILLING_ITEM_USES).
CREATE INDEX quote_line_items_type_idx ON quote_line_items (tenant_id, type);
CREATE INDEX order_line_items_type_idx ON order_line_items (tenant_id, type);

-- Expense items: what a settlement charges or reimburses a driver for.
CREATE TABLE expense_items (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  code text NOT NULL CHECK (code ~ '^[A-Z0-9][A-Z0-9_-]{0,29}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  type text NOT NULL CHECK (type IN ('DRIVER_DOWN_TIME', 'DRIVER_INVOICE', 'DRIVER_PAY', 'FUEL', 'HOTEL', 'OTHER',
    'RENTAL_CAR', 'REPAIRS', 'SERVICE', 'STORAGE', 'TAG_AND_TITLE', 'TOLL', 'TRAVEL')),
  reimbursable boolean NOT NULL DEFAULT false,
  receipt_required boolean NOT NULL DEFAULT false,
  ledger_account text CHECK (length(ledger_account) <= 60),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  retired_at timestamptz,
  deleted_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id)
);
CREATE UNIQUE INDEX expense_items_code_idx ON expense_items (tenant_id, code) WHERE deleted_at IS NULL;
CREATE INDEX expense_items_type_idx ON expense_items (tenant_id, type, code) WHERE deleted_at IS NULL;

-- Document types: what a DOCUMENTS file is (a bill of sale, a power of attorney), which records' files it applies to
-- (those with a DOCUMENTS files tab: orders, legs, accident reports) and how many years it is kept.
CREATE TABLE document_types (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  applies_to text[] NOT NULL CHECK (cardinality(applies_to) > 0 AND applies_to <@ ARRAY['ORDER', 'ORDER_LEG', 'ACCIDENT_REPORT']),
  retention_years integer NOT NULL CHECK (retention_years BETWEEN 1 AND 99),
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  retired_at timestamptz,
  deleted_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id)
);
-- One live type per name, case-blind; also the list's order.
CREATE UNIQUE INDEX document_types_name_idx ON document_types (tenant_id, lower(name)) WHERE deleted_at IS NULL;

-- A DOCUMENTS file may say which type it is (the order and leg upload form offers the record's document types).
ALTER TABLE media ADD COLUMN document_type_id uuid;
ALTER TABLE media
  ADD CONSTRAINT media_document_type_fk FOREIGN KEY (tenant_id, document_type_id) REFERENCES document_types (tenant_id, id),
  ADD CONSTRAINT media_document_type_category CHECK (document_type_id IS NULL OR category = 'DOCUMENTS');
CREATE INDEX media_document_type_idx ON media (tenant_id, document_type_id) WHERE document_type_id IS NOT NULL;

SELECT app_protect_staff_tables('expense_items', 'document_types');
