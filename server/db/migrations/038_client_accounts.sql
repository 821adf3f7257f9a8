-- Client accounts (issue 29, docs/decisions.md#client-accounts-issue-29): contacts edited at a version, tariff rates
-- with distance bands and effective dates, a client's or a customer's own price for catalog billing items, and how a
-- client is invoiced. Nothing here re-prices a quote or an order: they keep the lines they were agreed with.

ALTER TABLE contacts
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD CONSTRAINT contacts_one_party CHECK (num_nonnulls(client_id, customer_id) <= 1);
CREATE INDEX contacts_client_idx ON contacts (tenant_id, client_id) WHERE client_id IS NOT NULL AND deleted_at IS NULL;
CREATE INDEX contacts_customer_idx ON contacts (tenant_id, customer_id) WHERE customer_id IS NOT NULL AND deleted_at IS NULL;

-- A rate applies to legs whose distance (tenant unit) is in [distance_from, distance_to) and whose pickup day (today
-- when none) is in [effective_from, effective_to]; null ends are open. A customer's rate names the customer only.
ALTER TABLE tariff_rates
  ADD COLUMN distance_from numeric(10, 1) NOT NULL DEFAULT 0 CHECK (distance_from >= 0),
  ADD COLUMN distance_to numeric(10, 1),
  ADD COLUMN effective_from date,
  ADD COLUMN effective_to date,
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD CONSTRAINT tariff_rates_band CHECK (distance_to IS NULL OR distance_to > distance_from),
  ADD CONSTRAINT tariff_rates_dates CHECK (effective_to IS NULL OR effective_from IS NULL OR effective_to >= effective_from),
  ADD CONSTRAINT tariff_rates_one_party CHECK (num_nonnulls(client_id, customer_id) <= 1);
CREATE INDEX tariff_rates_client_idx ON tariff_rates (tenant_id, client_id) WHERE client_id IS NOT NULL AND deleted_at IS NULL;
CREATE INDEX tariff_rates_customer_idx ON tariff_rates (tenant_id, customer_id) WHERE customer_id IS NOT NULL AND deleted_at IS NULL;

-- A client's or a customer's own price for a catalog item (null amount: the catalog's), and whether every quote of
-- theirs carries it without being asked.
CREATE TABLE party_billing_items (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  billing_item_id uuid NOT NULL,
  -- The party: one of the two.
  client_id uuid,
  customer_id uuid,
  amount bigint CHECK (amount >= 0),
  auto_add boolean NOT NULL DEFAULT false,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  CHECK (num_nonnulls(client_id, customer_id) = 1),
  FOREIGN KEY (tenant_id, client_id) REFERENCES clients (tenant_id, id),
  FOREIGN KEY (tenant_id, customer_id) REFERENCES customers (tenant_id, id),
  FOREIGN KEY (tenant_id, billing_item_id) REFERENCES billing_items (tenant_id, id)
);
CREATE UNIQUE INDEX party_billing_items_client_key ON party_billing_items (tenant_id, client_id, billing_item_id)
  WHERE client_id IS NOT NULL AND deleted_at IS NULL;
CREATE UNIQUE INDEX party_billing_items_customer_key ON party_billing_items (tenant_id, customer_id, billing_item_id)
  WHERE customer_id IS NOT NULL AND deleted_at IS NULL;
SELECT app_protect_staff_tables('party_billing_items');

-- How a client is invoiced (the money areas read it): terms, per order or per period, PO numbers, who receives it,
-- where it is addressed, and a tax exemption with its certificate.
ALTER TABLE clients
  ADD COLUMN payment_terms text NOT NULL DEFAULT 'NET_30'
    CHECK (payment_terms IN ('DUE_ON_RECEIPT', 'NET_7', 'NET_10', 'NET_15', 'NET_30', 'NET_45', 'NET_60', 'NET_90')),
  ADD COLUMN invoice_frequency text NOT NULL DEFAULT 'PER_ORDER' CHECK (invoice_frequency IN ('PER_ORDER', 'WEEKLY', 'MONTHLY')),
  ADD COLUMN po_required boolean NOT NULL DEFAULT false,
  ADD COLUMN billing_contact_id uuid,
  ADD COLUMN billing_location_id uuid,
  ADD COLUMN invoice_emails text[] NOT NULL DEFAULT '{}' CHECK (cardinality(invoice_emails) <= 20),
  ADD COLUMN tax_exempt boolean NOT NULL DEFAULT false,
  ADD COLUMN tax_exempt_certificate text CHECK (length(tax_exempt_certificate) <= 60),
  ADD COLUMN tax_exempt_until date,
  ADD CONSTRAINT clients_tax_certificate CHECK (NOT tax_exempt OR tax_exempt_certificate IS NOT NULL),
  ADD CONSTRAINT clients_billing_contact FOREIGN KEY (tenant_id, billing_contact_id) REFERENCES contacts (tenant_id, id),
  ADD CONSTRAINT clients_billing_location FOREIGN KEY (tenant_id, billing_location_id) REFERENCES locations (tenant_id, id);

-- The admin clients list counts each client's live customers (its open orders: orders_client_idx).
CREATE INDEX customers_client_live_idx ON customers (tenant_id, client_id) WHERE deleted_at IS NULL;
