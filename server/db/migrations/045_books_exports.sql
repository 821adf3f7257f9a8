-- The export to the books (issue 30): issued invoices, credit notes, payments and (once settlements exist) bills as a
-- QuickBooks Desktop IIF file or QuickBooks Online's invoice import CSV, each export stored as a QB_EXPORTS file with
-- what it holds, so a record goes into one export of a format unless the export was asked to take exported ones again.
-- Staff-only: the access checks let BILLING, ACCOUNTING, their leads and ADMIN through (server/books/books.access.ts).

-- The tenant's default ledger accounts: where a line goes when its billing item names none, and the accounts every
-- transaction of a kind books to. Versioned on their own, so editing them never makes the settings page's save stale.
ALTER TABLE tenants
  ADD COLUMN books_receivable_account text NOT NULL DEFAULT 'Accounts Receivable' CHECK (length(books_receivable_account) BETWEEN 1 AND 60),
  ADD COLUMN books_payable_account text NOT NULL DEFAULT 'Accounts Payable' CHECK (length(books_payable_account) BETWEEN 1 AND 60),
  ADD COLUMN books_undeposited_account text NOT NULL DEFAULT 'Undeposited Funds' CHECK (length(books_undeposited_account) BETWEEN 1 AND 60),
  ADD COLUMN books_tax_account text NOT NULL DEFAULT 'Sales Tax Payable' CHECK (length(books_tax_account) BETWEEN 1 AND 60),
  ADD COLUMN books_income_account text NOT NULL DEFAULT 'Sales' CHECK (length(books_income_account) BETWEEN 1 AND 60),
  ADD COLUMN books_expense_account text NOT NULL DEFAULT 'Cost of Goods Sold' CHECK (length(books_expense_account) BETWEEN 1 AND 60),
  -- Income account by invoice line type ({"STORAGE": "Storage Income"}); a type not named books to books_income_account.
  ADD COLUMN books_income_accounts jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(books_income_accounts) = 'object'),
  ADD COLUMN books_accounts_version integer NOT NULL DEFAULT 1,
  ADD COLUMN books_accounts_updated_at timestamptz NOT NULL DEFAULT now();
GRANT UPDATE (books_receivable_account, books_payable_account, books_undeposited_account, books_tax_account, books_income_account,
  books_expense_account, books_income_accounts, books_accounts_version, books_accounts_updated_at) ON tenants TO app_user;

CREATE TABLE books_exports (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  format text NOT NULL CHECK (format IN ('IIF', 'QBO_CSV')),
  period_from date NOT NULL,
  period_to date NOT NULL,
  -- Asked to take records already exported in this format as well.
  reexport boolean NOT NULL DEFAULT false,
  invoice_count integer NOT NULL DEFAULT 0 CHECK (invoice_count >= 0),
  credit_note_count integer NOT NULL DEFAULT 0 CHECK (credit_note_count >= 0),
  payment_count integer NOT NULL DEFAULT 0 CHECK (payment_count >= 0),
  bill_count integer NOT NULL DEFAULT 0 CHECK (bill_count >= 0),
  -- Minor units of the tenant's currency; a credit note total is negative.
  invoice_total bigint NOT NULL DEFAULT 0,
  credit_note_total bigint NOT NULL DEFAULT 0,
  payment_total bigint NOT NULL DEFAULT 0,
  bill_total bigint NOT NULL DEFAULT 0,
  media_id uuid NOT NULL REFERENCES media (id),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  UNIQUE (tenant_id, id, format),
  CHECK (period_from <= period_to),
  CHECK (invoice_count + credit_note_count + payment_count + bill_count > 0)
);
CREATE INDEX books_exports_created_idx ON books_exports (tenant_id, created_at DESC, id);

-- What an export holds. format is the export's own (the foreign key keeps it so), copied here for the partial unique
-- index: a record goes into one export of a format, even against two exports made at once. reexport marks a record an
-- earlier export of the format held when an export asked to include exported ones took it again; a record such an
-- export takes for the first time is its first export, so a later export leaves it out.
CREATE TABLE books_export_items (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  export_id uuid NOT NULL,
  format text NOT NULL,
  reexport boolean NOT NULL DEFAULT false,
  record_kind text NOT NULL CHECK (record_kind IN ('INVOICE', 'CREDIT_NOTE', 'PAYMENT', 'BILL')),
  record_id uuid NOT NULL,
  PRIMARY KEY (tenant_id, export_id, record_kind, record_id),
  FOREIGN KEY (tenant_id, export_id, format) REFERENCES books_exports (tenant_id, id, format) ON DELETE CASCADE
);
CREATE UNIQUE INDEX books_export_items_once_idx ON books_export_items (tenant_id, record_kind, record_id, format) WHERE NOT reexport;
CREATE INDEX books_export_items_record_idx ON books_export_items (tenant_id, record_id);

SELECT app_protect_staff_tables('books_exports', 'books_export_items');
