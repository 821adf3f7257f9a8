-- What the financial report's entries count (067) written once: each source's rows as a view that the per-write
-- functions and the rebuild both read (067 wrote each rule twice, once per write and once for the rebuild). The views
-- run as their caller (security_invoker): only those functions, as the owner, read them; app_user may not.
CREATE VIEW finance_invoice_line_sources WITH (security_invoker = true) AS
  SELECT il.tenant_id, 'INVOICE_LINE'::text AS source_kind, il.id AS source_id, il.invoice_id AS parent_id, i.issued_on AS day,
    i.client_id, il.order_leg_id, l.transport_method AS method, v.vehicle_class, il.amount AS revenue, 0::bigint AS driver_pay,
    0::bigint AS carrier_pay, 0::bigint AS expenses
  FROM invoice_lines il JOIN invoices i ON i.tenant_id = il.tenant_id AND i.id = il.invoice_id
    LEFT JOIN order_legs l ON l.tenant_id = il.tenant_id AND l.id = il.order_leg_id
    LEFT JOIN vehicles v ON v.tenant_id = l.tenant_id AND v.id = l.vehicle_id
  WHERE il.type <> 'TAX' AND i.status IN ('OPEN', 'PAID') AND i.issued_on IS NOT NULL;

CREATE VIEW finance_settlement_leg_sources WITH (security_invoker = true) AS
  SELECT sl.tenant_id, 'SETTLEMENT_LEG'::text AS source_kind, sl.id AS source_id, sl.settlement_id AS parent_id, s.period_to AS day,
    o.client_id, l.id AS order_leg_id, l.transport_method AS method, v.vehicle_class, 0::bigint AS revenue,
    CASE WHEN s.payee_kind = 'DRIVER' THEN sl.amount ELSE 0 END::bigint AS driver_pay,
    CASE WHEN s.payee_kind = 'DRIVER' THEN 0 ELSE sl.amount END::bigint AS carrier_pay, 0::bigint AS expenses
  FROM settlement_legs sl JOIN settlements s ON s.tenant_id = sl.tenant_id AND s.id = sl.settlement_id
    JOIN order_legs l ON l.tenant_id = sl.tenant_id AND l.id = sl.order_leg_id
    JOIN orders o ON o.tenant_id = l.tenant_id AND o.id = l.order_id
    LEFT JOIN vehicles v ON v.tenant_id = l.tenant_id AND v.id = l.vehicle_id
  WHERE s.status IN ('OPEN', 'PAID');

CREATE VIEW finance_receipt_sources WITH (security_invoker = true) AS
  SELECT r.tenant_id, 'RECEIPT'::text AS source_kind, r.id AS source_id, r.id AS parent_id, r.spent_on AS day, o.client_id,
    r.order_leg_id, l.transport_method AS method, v.vehicle_class, 0::bigint AS revenue, 0::bigint AS driver_pay,
    0::bigint AS carrier_pay, r.amount::bigint AS expenses
  FROM driver_receipts r
    LEFT JOIN order_legs l ON l.tenant_id = r.tenant_id AND l.id = r.order_leg_id
    LEFT JOIN orders o ON o.tenant_id = l.tenant_id AND o.id = l.order_id
    LEFT JOIN vehicles v ON v.tenant_id = l.tenant_id AND v.id = l.vehicle_id
  WHERE r.status = 'APPROVED';

REVOKE ALL ON finance_invoice_line_sources, finance_settlement_leg_sources, finance_receipt_sources FROM PUBLIC, app_user;

-- The entries of one invoice's counted lines (one line when `line` is given).
CREATE OR REPLACE FUNCTION app_finance_invoice_entries(t uuid, inv uuid, line uuid) RETURNS void
  LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public AS $$
  INSERT INTO finance_entries (tenant_id, source_kind, source_id, parent_id, day, client_id, order_leg_id, method, vehicle_class,
    revenue, driver_pay, carrier_pay, expenses)
  SELECT * FROM finance_invoice_line_sources e WHERE e.tenant_id = t AND e.parent_id = inv AND (line IS NULL OR e.source_id = line) $$;

-- The entries of one settlement's legs while it counts (one leg when `leg` is given).
CREATE OR REPLACE FUNCTION app_finance_settlement_entries(t uuid, stl uuid, leg uuid) RETURNS void
  LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public AS $$
  INSERT INTO finance_entries (tenant_id, source_kind, source_id, parent_id, day, client_id, order_leg_id, method, vehicle_class,
    revenue, driver_pay, carrier_pay, expenses)
  SELECT * FROM finance_settlement_leg_sources e WHERE e.tenant_id = t AND e.parent_id = stl AND (leg IS NULL OR e.source_id = leg) $$;

-- An approved receipt's entry.
CREATE OR REPLACE FUNCTION app_finance_receipt_entry(t uuid, receipt uuid) RETURNS void
  LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public AS $$
  INSERT INTO finance_entries (tenant_id, source_kind, source_id, parent_id, day, client_id, order_leg_id, method, vehicle_class,
    revenue, driver_pay, carrier_pay, expenses)
  SELECT * FROM finance_receipt_sources e WHERE e.tenant_id = t AND e.source_id = receipt $$;

-- Every tenant's entries derived again from the ledgers, set-based (after a bulk load that skipped the triggers).
CREATE OR REPLACE FUNCTION app_finance_entries_rebuild() RETURNS void LANGUAGE sql VOLATILE SET search_path = public AS $$
  DELETE FROM finance_entries;
  INSERT INTO finance_entries (tenant_id, source_kind, source_id, parent_id, day, client_id, order_leg_id, method, vehicle_class,
    revenue, driver_pay, carrier_pay, expenses)
  SELECT * FROM finance_invoice_line_sources
  UNION ALL SELECT * FROM finance_settlement_leg_sources
  UNION ALL SELECT * FROM finance_receipt_sources;
  ANALYZE finance_entries $$;
REVOKE EXECUTE ON FUNCTION app_finance_entries_rebuild(), app_finance_invoice_entries(uuid, uuid, uuid),
  app_finance_settlement_entries(uuid, uuid, uuid), app_finance_receipt_entry(uuid, uuid) FROM PUBLIC;
