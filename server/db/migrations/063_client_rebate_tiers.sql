-- Volume rebates and the finance reports (issue 31; server/financeReports/). A client's agreed rebate tiers,
-- admin-entered on its page: a client that reaches `min_legs` legs delivered in a report's period is owed `rate_bp`
-- basis points (1/100 of a percent) of its invoiced revenue in that period, at the highest tier it reaches
-- (docs/reports.md#rebate). Staff-only, by tenant, like every catalog (app_protect_staff_tables, 035_catalogs.sql).
CREATE TABLE client_rebate_tiers (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL,
  min_legs integer NOT NULL CHECK (min_legs BETWEEN 1 AND 1000000),
  rate_bp integer NOT NULL CHECK (rate_bp BETWEEN 1 AND 10000),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  UNIQUE (tenant_id, client_id, min_legs),
  FOREIGN KEY (tenant_id, client_id) REFERENCES clients (tenant_id, id) ON DELETE CASCADE
);

SELECT app_protect_staff_tables('client_rebate_tiers');

-- What the reports' aggregate statements read by day (server/financeReports/*.ts), each a range of one tenant's rows:
-- invoices issued in a period (revenue, the sales of DSO), approved receipts spent in it (expenses), the settlements
-- ending in it and their legs (pay). The legs delivered in it (rebate volume) are read by order_legs_delivered_idx
-- (064_client_reports.sql, the client reports' index).
CREATE INDEX invoices_issued_idx ON invoices (tenant_id, issued_on) WHERE status IN ('OPEN', 'PAID');
CREATE INDEX settlements_period_to_idx ON settlements (tenant_id, period_to) WHERE status IN ('OPEN', 'PAID');
CREATE INDEX driver_receipts_spent_idx ON driver_receipts (tenant_id, spent_on) WHERE status = 'APPROVED';
CREATE INDEX settlement_legs_leg_idx ON settlement_legs (tenant_id, order_leg_id);
