-- Invoices, the missing parts (issue 30): a client's credit applied to an open invoice, and the reason an invoice
-- carries no tax. Money in minor units (bigint), as in 044.

-- A client's credit (its payments' unapplied amounts, and what it had paid on invoices a credit note took back) applied
-- to one of its OPEN invoices. The key makes applying idempotent; the invoice's `paid` counts these with its payments.
CREATE TABLE invoice_credit_applications (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 100),
  client_id uuid NOT NULL,
  invoice_id uuid NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  UNIQUE (tenant_id, key),
  FOREIGN KEY (tenant_id, client_id) REFERENCES clients (tenant_id, id),
  FOREIGN KEY (tenant_id, invoice_id) REFERENCES invoices (tenant_id, id)
);
CREATE INDEX invoice_credit_applications_client_idx ON invoice_credit_applications (tenant_id, client_id);
CREATE INDEX invoice_credit_applications_invoice_idx ON invoice_credit_applications (tenant_id, invoice_id);

SELECT app_protect_staff_tables('invoice_credit_applications');

-- Why an invoice has no TAX line although its orders' prices had one: the client's exemption at invoice time.
ALTER TABLE invoices ADD COLUMN tax_note text CHECK (length(tax_note) <= 300);
