-- Settlements and driver pay (issue 30): a payee's (a driver's or a trucking company's) statement for a period, its
-- earnings per delivered leg from the payee's pay profile, reimbursements backed by approved receipts, deductions
-- (advances, chargebacks where the pay profile lists them, escrow), and the payments made on it; moved by the
-- settlement machine (DRAFT → OPEN → PAID; docs/flows.md#settlement). Money in minor units (bigint). Staff read and
-- write by tenant (the resolvers ask for the accounting roles); a carrier session (a driver, a trucking company's
-- dispatcher) reads its own payees' settlements that are not drafts and writes nothing here; portal users read nothing.

-- A trucking company's pay profile, as a driver's (010_drivers.sql, 021_driver_chargeback.sql).
ALTER TABLE trucking_companies
  ADD COLUMN pay_kind text CHECK (pay_kind IN ('PER_MILE', 'PER_MOVE', 'PERCENT')),
  ADD COLUMN pay_rate integer CHECK (pay_rate >= 0),
  ADD COLUMN pay_chargeback_allowed boolean NOT NULL DEFAULT false,
  ADD CONSTRAINT trucking_companies_pay_profile CHECK ((pay_kind IS NULL) = (pay_rate IS NULL));

CREATE TABLE settlements (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  number text NOT NULL,
  payee_kind text NOT NULL CHECK (payee_kind IN ('DRIVER', 'TRUCKING_COMPANY')),
  driver_id uuid,
  trucking_company_id uuid,
  period_from date NOT NULL,
  period_to date NOT NULL,
  status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'OPEN', 'PAID')),
  earnings bigint NOT NULL DEFAULT 0,
  reimbursements bigint NOT NULL DEFAULT 0,
  deductions bigint NOT NULL DEFAULT 0,
  net bigint NOT NULL DEFAULT 0,
  paid bigint NOT NULL DEFAULT 0,
  paid_at timestamptz,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  UNIQUE (tenant_id, number),
  FOREIGN KEY (tenant_id, driver_id) REFERENCES drivers (tenant_id, id),
  FOREIGN KEY (tenant_id, trucking_company_id) REFERENCES trucking_companies (tenant_id, id),
  CHECK ((payee_kind = 'DRIVER') = (driver_id IS NOT NULL)),
  CHECK ((payee_kind = 'TRUCKING_COMPANY') = (trucking_company_id IS NOT NULL)),
  CHECK (period_from <= period_to),
  CHECK (earnings >= 0 AND reimbursements >= 0 AND deductions >= 0),
  CHECK (net = earnings + reimbursements - deductions)
);
CREATE INDEX settlements_driver_idx ON settlements (tenant_id, driver_id, period_to DESC) WHERE driver_id IS NOT NULL;
CREATE INDEX settlements_company_idx ON settlements (tenant_id, trucking_company_id, period_to DESC) WHERE trucking_company_id IS NOT NULL;
CREATE INDEX settlements_status_idx ON settlements (tenant_id, status, created_at DESC);

-- A settled leg: its earnings and its pay status. `payee` is the payee's kind and id as text; a leg is settled at most
-- once per payee, which the unique key holds even against two clerks settling the same legs at once.
CREATE TABLE settlement_legs (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  settlement_id uuid NOT NULL,
  order_leg_id uuid NOT NULL,
  order_id uuid NOT NULL,
  payee text NOT NULL,
  pay_kind text NOT NULL CHECK (pay_kind IN ('PER_MILE', 'PER_MOVE', 'PERCENT')),
  rate integer NOT NULL CHECK (rate >= 0),
  miles numeric(12, 1),
  rated_bill bigint,
  amount bigint NOT NULL CHECK (amount >= 0),
  status text NOT NULL DEFAULT 'CREATED' CHECK (status IN ('CREATED', 'PENDING_PRELOAD', 'PROCESSING', 'PENDING_FINAL_PAYMENT',
    'DRIVER_PAID', 'ON_HOLD')),
  held_from text CHECK (held_from IN ('CREATED', 'PENDING_PRELOAD', 'PROCESSING', 'PENDING_FINAL_PAYMENT')),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  UNIQUE (tenant_id, order_leg_id, payee),
  FOREIGN KEY (tenant_id, settlement_id) REFERENCES settlements (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, order_leg_id) REFERENCES order_legs (tenant_id, id),
  FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, id),
  CHECK ((pay_kind = 'PERCENT') = (rated_bill IS NOT NULL)),
  CHECK ((status = 'ON_HOLD') = (held_from IS NOT NULL))
);
CREATE INDEX settlement_legs_settlement_idx ON settlement_legs (tenant_id, settlement_id);

-- A driver's receipt for an expense item of the catalog (035_catalogs.sql), reviewed by accounting.
CREATE TABLE driver_receipts (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  driver_id uuid NOT NULL,
  expense_item_id uuid NOT NULL,
  order_leg_id uuid,
  media_id uuid,
  amount bigint NOT NULL CHECK (amount > 0),
  spent_on date NOT NULL,
  note text CHECK (length(note) <= 500),
  status text NOT NULL DEFAULT 'SUBMITTED' CHECK (status IN ('SUBMITTED', 'APPROVED', 'REJECTED')),
  reject_reason text CHECK (length(reject_reason) BETWEEN 1 AND 500),
  reviewed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  FOREIGN KEY (tenant_id, driver_id) REFERENCES drivers (tenant_id, id),
  FOREIGN KEY (tenant_id, expense_item_id) REFERENCES expense_items (tenant_id, id),
  FOREIGN KEY (tenant_id, order_leg_id) REFERENCES order_legs (tenant_id, id),
  CHECK ((status = 'REJECTED') = (reject_reason IS NOT NULL))
);
CREATE INDEX driver_receipts_status_idx ON driver_receipts (tenant_id, status, created_at DESC);
CREATE INDEX driver_receipts_driver_idx ON driver_receipts (tenant_id, driver_id, spent_on DESC);

-- Reimbursements and deductions. A receipt reimburses once (the unique receipt).
CREATE TABLE settlement_lines (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  settlement_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('REIMBURSEMENT', 'DEDUCTION')),
  expense_type text,
  deduction_kind text CHECK (deduction_kind IN ('ADVANCE', 'CHARGEBACK', 'ESCROW', 'FUEL_CARD', 'OTHER')),
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 200),
  amount bigint NOT NULL CHECK (amount > 0),
  receipt_id uuid,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  UNIQUE (tenant_id, receipt_id),
  FOREIGN KEY (tenant_id, settlement_id) REFERENCES settlements (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, receipt_id) REFERENCES driver_receipts (tenant_id, id),
  CHECK ((kind = 'REIMBURSEMENT') = (receipt_id IS NOT NULL AND expense_type IS NOT NULL)),
  CHECK ((kind = 'DEDUCTION') = (deduction_kind IS NOT NULL))
);
CREATE INDEX settlement_lines_settlement_idx ON settlement_lines (tenant_id, settlement_id, created_at);

-- Money paid out on a settlement; the key makes posting idempotent. A reversal is negative.
CREATE TABLE settlement_payments (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 100),
  settlement_id uuid NOT NULL,
  type text NOT NULL CHECK (type IN ('ADVANCE', 'PRELOAD', 'DRIVER_PAY', 'DRIVER_EXPENSES', 'SAFETY_DEPOSIT', 'DRIVER_PAY_REVERSAL')),
  amount bigint NOT NULL CHECK (amount <> 0 AND (amount < 0) = (type = 'DRIVER_PAY_REVERSAL')),
  paid_on date NOT NULL,
  reference text CHECK (length(reference) <= 100),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  UNIQUE (tenant_id, key),
  FOREIGN KEY (tenant_id, settlement_id) REFERENCES settlements (tenant_id, id)
);
CREATE INDEX settlement_payments_settlement_idx ON settlement_payments (tenant_id, settlement_id, created_at);
CREATE INDEX settlement_payments_paid_on_idx ON settlement_payments (tenant_id, paid_on);

-- The escrow ledger (49 CFR 376.12(k)): a contribution when a settlement deducting escrow is paid (positive), a return
-- (negative). The balance is the sum per payee.
CREATE TABLE escrow_entries (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  payee text NOT NULL,
  settlement_id uuid,
  amount bigint NOT NULL CHECK (amount <> 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  UNIQUE (tenant_id, settlement_id),
  FOREIGN KEY (tenant_id, settlement_id) REFERENCES settlements (tenant_id, id)
);
CREATE INDEX escrow_entries_payee_idx ON escrow_entries (tenant_id, payee);

SELECT app_protect_staff_tables('settlements', 'settlement_legs', 'settlement_lines', 'settlement_payments', 'driver_receipts',
  'escrow_entries');

-- A carrier session reads its own payees' settlements (not drafts), their legs, lines and payments, and its drivers'
-- receipts; it writes none of them. The staff-only policy is swapped for one that lets carriers through to those rows.
CREATE FUNCTION app_carrier_sees_settlement(t uuid, sid uuid, drivers uuid[], companies uuid[]) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER AS $$
  SELECT EXISTS (SELECT 1 FROM public.settlements s WHERE s.tenant_id = t AND s.id = sid AND s.status <> 'DRAFT'
    AND (s.driver_id = ANY (drivers) OR s.trucking_company_id = ANY (companies))) $$;

DROP POLICY settlements_staff ON settlements;
CREATE POLICY settlements_scope ON settlements AS RESTRICTIVE USING (NOT (SELECT app_is_portal())
  AND (NOT (SELECT app_is_carrier()) OR (status <> 'DRAFT'
    AND (driver_id = ANY ((SELECT app_carrier_driver_ids())::uuid[]) OR trucking_company_id = ANY ((SELECT app_carrier_company_ids())::uuid[])))));
DROP POLICY settlement_legs_staff ON settlement_legs;
CREATE POLICY settlement_legs_scope ON settlement_legs AS RESTRICTIVE USING (NOT (SELECT app_is_portal())
  AND (NOT (SELECT app_is_carrier())
    OR app_carrier_sees_settlement(tenant_id, settlement_id, (SELECT app_carrier_driver_ids()), (SELECT app_carrier_company_ids()))));
DROP POLICY settlement_lines_staff ON settlement_lines;
CREATE POLICY settlement_lines_scope ON settlement_lines AS RESTRICTIVE USING (NOT (SELECT app_is_portal())
  AND (NOT (SELECT app_is_carrier())
    OR app_carrier_sees_settlement(tenant_id, settlement_id, (SELECT app_carrier_driver_ids()), (SELECT app_carrier_company_ids()))));
DROP POLICY settlement_payments_staff ON settlement_payments;
CREATE POLICY settlement_payments_scope ON settlement_payments AS RESTRICTIVE USING (NOT (SELECT app_is_portal())
  AND (NOT (SELECT app_is_carrier())
    OR app_carrier_sees_settlement(tenant_id, settlement_id, (SELECT app_carrier_driver_ids()), (SELECT app_carrier_company_ids()))));
DROP POLICY driver_receipts_staff ON driver_receipts;
CREATE POLICY driver_receipts_scope ON driver_receipts AS RESTRICTIVE USING (NOT (SELECT app_is_portal())
  AND (NOT (SELECT app_is_carrier()) OR driver_id = ANY ((SELECT app_carrier_driver_ids())::uuid[])));

CREATE POLICY settlements_read_only ON settlements AS RESTRICTIVE FOR INSERT WITH CHECK (NOT (SELECT app_is_carrier()) AND NOT (SELECT app_is_portal()));
CREATE POLICY settlements_no_update ON settlements AS RESTRICTIVE FOR UPDATE USING (NOT (SELECT app_is_carrier()) AND NOT (SELECT app_is_portal()));
CREATE POLICY settlements_no_delete ON settlements AS RESTRICTIVE FOR DELETE USING (NOT (SELECT app_is_carrier()) AND NOT (SELECT app_is_portal()));
CREATE POLICY settlement_legs_read_only ON settlement_legs AS RESTRICTIVE FOR INSERT WITH CHECK (NOT (SELECT app_is_carrier()) AND NOT (SELECT app_is_portal()));
CREATE POLICY settlement_legs_no_update ON settlement_legs AS RESTRICTIVE FOR UPDATE USING (NOT (SELECT app_is_carrier()) AND NOT (SELECT app_is_portal()));
CREATE POLICY settlement_legs_no_delete ON settlement_legs AS RESTRICTIVE FOR DELETE USING (NOT (SELECT app_is_carrier()) AND NOT (SELECT app_is_portal()));
CREATE POLICY settlement_lines_read_only ON settlement_lines AS RESTRICTIVE FOR INSERT WITH CHECK (NOT (SELECT app_is_carrier()) AND NOT (SELECT app_is_portal()));
CREATE POLICY settlement_lines_no_update ON settlement_lines AS RESTRICTIVE FOR UPDATE USING (NOT (SELECT app_is_carrier()) AND NOT (SELECT app_is_portal()));
CREATE POLICY settlement_lines_no_delete ON settlement_lines AS RESTRICTIVE FOR DELETE USING (NOT (SELECT app_is_carrier()) AND NOT (SELECT app_is_portal()));
CREATE POLICY settlement_payments_read_only ON settlement_payments AS RESTRICTIVE FOR INSERT WITH CHECK (NOT (SELECT app_is_carrier()) AND NOT (SELECT app_is_portal()));
CREATE POLICY settlement_payments_no_update ON settlement_payments AS RESTRICTIVE FOR UPDATE USING (NOT (SELECT app_is_carrier()) AND NOT (SELECT app_is_portal()));
CREATE POLICY settlement_payments_no_delete ON settlement_payments AS RESTRICTIVE FOR DELETE USING (NOT (SELECT app_is_carrier()) AND NOT (SELECT app_is_portal()));
-- A driver submits their own receipts (the scope policy above keeps them to their own driver row); only staff review.
CREATE POLICY driver_receipts_no_update ON driver_receipts AS RESTRICTIVE FOR UPDATE USING (NOT (SELECT app_is_carrier()) AND NOT (SELECT app_is_portal()));
CREATE POLICY driver_receipts_no_delete ON driver_receipts AS RESTRICTIVE FOR DELETE USING (NOT (SELECT app_is_carrier()) AND NOT (SELECT app_is_portal()));
