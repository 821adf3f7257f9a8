-- Invoices and payments (issue 30): a client's invoices built from its delivered legs (the order's agreed price, storage
-- stays, tag-and-title fees, billing items, discount and tax), moved by the invoice machine (DRAFT → OPEN → PAID,
-- CANCELLED; docs/flows.md#invoice), and the payments applied to them. Money in minor units (bigint). Numbers come from
-- the tenant's counter in the creating transaction (server/db/counters.ts), so a rollback leaves no gap and a cancelled
-- invoice keeps its number, void. Staff read and write by tenant; a portal session reads its own clients' (or
-- customers') issued invoices and their lines, never payments; carriers read nothing.

-- Per customer: the client's invoicing says its customers are billed each on their own invoices.
ALTER TABLE clients ADD COLUMN invoice_per_customer boolean NOT NULL DEFAULT false;

CREATE TABLE invoices (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  number text NOT NULL,
  kind text NOT NULL DEFAULT 'INVOICE' CHECK (kind IN ('INVOICE', 'CREDIT_NOTE')),
  status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'OPEN', 'PAID', 'CANCELLED')),
  client_id uuid NOT NULL,
  customer_id uuid,
  -- A correction names the invoice it replaces; a credit note the invoice it takes back.
  replaces_id uuid,
  issued_on date,
  due_on date,
  terms text NOT NULL CHECK (terms IN ('DUE_ON_RECEIPT', 'NET_7', 'NET_10', 'NET_15', 'NET_30', 'NET_45', 'NET_60', 'NET_90')),
  po_number text CHECK (length(po_number) BETWEEN 1 AND 60),
  currency text NOT NULL DEFAULT 'USD' CHECK (currency ~ '^[A-Z]{3}$'),
  subtotal bigint NOT NULL DEFAULT 0,
  tax bigint NOT NULL DEFAULT 0,
  total bigint NOT NULL DEFAULT 0,
  -- What payments (and, for a credited invoice, its credit note) have covered.
  paid bigint NOT NULL DEFAULT 0,
  cancel_reason text CHECK (length(cancel_reason) <= 500),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  UNIQUE (tenant_id, number),
  FOREIGN KEY (tenant_id, client_id) REFERENCES clients (tenant_id, id),
  FOREIGN KEY (tenant_id, customer_id) REFERENCES customers (tenant_id, id),
  FOREIGN KEY (tenant_id, replaces_id) REFERENCES invoices (tenant_id, id),
  CHECK (total = subtotal + tax),
  CHECK (kind = 'CREDIT_NOTE' OR paid BETWEEN 0 AND total),
  CHECK (status = 'DRAFT' OR status = 'CANCELLED' OR (issued_on IS NOT NULL AND due_on IS NOT NULL))
);
CREATE INDEX invoices_client_idx ON invoices (tenant_id, client_id, created_at DESC);
CREATE INDEX invoices_status_idx ON invoices (tenant_id, status, due_on);
CREATE UNIQUE INDEX invoices_replaces_idx ON invoices (tenant_id, replaces_id, kind) WHERE replaces_id IS NOT NULL AND status <> 'CANCELLED';

CREATE TABLE invoice_lines (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  invoice_id uuid NOT NULL,
  position integer NOT NULL,
  type text NOT NULL CHECK (type IN ('DELIVERY', 'DISCOUNT', 'FIRST_SERVICE_CHARGE', 'FUEL', 'HAZMAT', 'PICKUP', 'RATE',
    'STORAGE', 'TAG_AND_TITLE', 'TARIFF', 'TAX')),
  description text NOT NULL,
  quantity numeric NOT NULL DEFAULT 1,
  unit_amount numeric(16, 3) NOT NULL,
  amount bigint NOT NULL,
  source_kind text NOT NULL CHECK (source_kind IN ('ORDER_PRICE', 'STORAGE', 'TAG_AND_TITLE', 'BILLING_ITEM', 'CREDIT')),
  source_label text NOT NULL,
  source_id uuid,
  order_id uuid,
  order_leg_id uuid,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  UNIQUE (tenant_id, invoice_id, position),
  FOREIGN KEY (tenant_id, invoice_id) REFERENCES invoices (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, id),
  FOREIGN KEY (tenant_id, order_leg_id) REFERENCES order_legs (tenant_id, id)
);

-- The legs an invoice bills. `live` while the invoice is neither cancelled nor replaced: a leg is on one live invoice
-- at most, which the partial unique index holds even against two clerks invoicing the same legs at once.
CREATE TABLE invoice_legs (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  invoice_id uuid NOT NULL,
  order_leg_id uuid NOT NULL,
  order_id uuid NOT NULL,
  live boolean NOT NULL DEFAULT true,
  PRIMARY KEY (tenant_id, invoice_id, order_leg_id),
  FOREIGN KEY (tenant_id, invoice_id) REFERENCES invoices (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, order_leg_id) REFERENCES order_legs (tenant_id, id),
  FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, id)
);
CREATE UNIQUE INDEX invoice_legs_live_idx ON invoice_legs (tenant_id, order_leg_id) WHERE live;
CREATE INDEX invoice_legs_order_idx ON invoice_legs (tenant_id, order_id);

-- Money received; the key makes posting idempotent (the same key twice stores one payment).
CREATE TABLE payments (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 100),
  client_id uuid NOT NULL,
  received_on date NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  method text NOT NULL CHECK (method IN ('ACH', 'CHECK', 'WIRE', 'CARD', 'CASH', 'OTHER')),
  reference text CHECK (length(reference) <= 100),
  -- What is not applied to an invoice: the client's credit.
  unapplied bigint NOT NULL DEFAULT 0 CHECK (unapplied >= 0),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  UNIQUE (tenant_id, key),
  FOREIGN KEY (tenant_id, client_id) REFERENCES clients (tenant_id, id),
  CHECK (unapplied <= amount)
);
CREATE INDEX payments_client_idx ON payments (tenant_id, client_id, received_on DESC);

CREATE TABLE payment_applications (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  payment_id uuid NOT NULL,
  invoice_id uuid NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  UNIQUE (tenant_id, payment_id, invoice_id),
  FOREIGN KEY (tenant_id, payment_id) REFERENCES payments (tenant_id, id),
  FOREIGN KEY (tenant_id, invoice_id) REFERENCES invoices (tenant_id, id)
);
CREATE INDEX payment_applications_invoice_idx ON payment_applications (tenant_id, invoice_id);

SELECT app_protect_staff_tables('invoices', 'invoice_lines', 'invoice_legs', 'payments', 'payment_applications');

-- The portal reads its own clients' (or customers') issued invoices and their lines: the staff policy is swapped for a
-- scope that lets a portal session through to those rows only, and it writes nothing. Payments stay staff-only.
CREATE FUNCTION app_portal_sees_invoice(t uuid, iid uuid, clients uuid[], customers uuid[]) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER AS $$
  SELECT EXISTS (SELECT 1 FROM public.invoices i WHERE i.tenant_id = t AND i.id = iid AND i.status <> 'DRAFT'
    AND (i.client_id = ANY (clients) OR i.customer_id = ANY (customers))) $$;

-- An invoice's own row: billed to one of the portal user's clients, or (per customer) to one of its customers.
CREATE FUNCTION app_portal_billed(client uuid, customer uuid, clients uuid[], customers uuid[]) RETURNS boolean
  LANGUAGE sql IMMUTABLE AS $$ SELECT client = ANY (clients) OR coalesce(customer = ANY (customers), false) $$;

DROP POLICY invoices_staff ON invoices;
CREATE POLICY invoices_scope ON invoices AS RESTRICTIVE USING (NOT (SELECT app_is_carrier())
  AND (NOT (SELECT app_is_portal())
    OR (status <> 'DRAFT' AND app_portal_billed(client_id, customer_id, (SELECT app_scope_client_ids()), (SELECT app_scope_customer_ids())))));
DROP POLICY invoice_lines_staff ON invoice_lines;
CREATE POLICY invoice_lines_scope ON invoice_lines AS RESTRICTIVE USING (NOT (SELECT app_is_carrier())
  AND (NOT (SELECT app_is_portal())
    OR app_portal_sees_invoice(tenant_id, invoice_id, (SELECT app_scope_client_ids()), (SELECT app_scope_customer_ids()))));
DROP POLICY invoice_legs_staff ON invoice_legs;
CREATE POLICY invoice_legs_scope ON invoice_legs AS RESTRICTIVE USING (NOT (SELECT app_is_carrier())
  AND (NOT (SELECT app_is_portal())
    OR app_portal_sees_invoice(tenant_id, invoice_id, (SELECT app_scope_client_ids()), (SELECT app_scope_customer_ids()))));
CREATE POLICY invoices_portal_write ON invoices AS RESTRICTIVE FOR INSERT WITH CHECK (NOT (SELECT app_is_portal()));
CREATE POLICY invoices_portal_update ON invoices AS RESTRICTIVE FOR UPDATE USING (NOT (SELECT app_is_portal()));
CREATE POLICY invoices_portal_delete ON invoices AS RESTRICTIVE FOR DELETE USING (NOT (SELECT app_is_portal()));
CREATE POLICY invoice_lines_portal_write ON invoice_lines AS RESTRICTIVE FOR INSERT WITH CHECK (NOT (SELECT app_is_portal()));
CREATE POLICY invoice_lines_portal_update ON invoice_lines AS RESTRICTIVE FOR UPDATE USING (NOT (SELECT app_is_portal()));
CREATE POLICY invoice_lines_portal_delete ON invoice_lines AS RESTRICTIVE FOR DELETE USING (NOT (SELECT app_is_portal()));
CREATE POLICY invoice_legs_portal_write ON invoice_legs AS RESTRICTIVE FOR INSERT WITH CHECK (NOT (SELECT app_is_portal()));
CREATE POLICY invoice_legs_portal_update ON invoice_legs AS RESTRICTIVE FOR UPDATE USING (NOT (SELECT app_is_portal()));
CREATE POLICY invoice_legs_portal_delete ON invoice_legs AS RESTRICTIVE FOR DELETE USING (NOT (SELECT app_is_portal()));
