-- The financial report's entries (issue 31; server/financeReports/financeReports.financial.ts, docs/reports.md).
-- One narrow row per amount the report counts, with the day and the dimensions it is grouped by:
-- - an invoice line of an OPEN or PAID invoice, tax left out: revenue, on the invoice's issue day, for its client;
-- - a settlement leg of an OPEN or PAID settlement: driver or carrier pay by the payee's kind, on the settlement's
--   last day, for the leg's order's client;
-- - an APPROVED driver's receipt: an expense, on the day spent, for its leg's order's client when it names a leg.
-- A leg's transport method and its vehicle's class are those of now, as the report always showed them.
-- Reading the year's money from its four ledgers joined row by row took 1.5–2 s on PostgreSQL over the bench's year
-- (bench/reports.ts); these rows are read by one index instead.
--
-- The entries are derived, never written by the application: the triggers below keep them in the writing
-- transaction, whatever path writes the ledgers (the transition service, a credit note, a seed), so an acknowledged
-- write and its entries commit together. A bulk load that skips triggers (session_replication_role = replica, as the
-- benches' seeds do) calls app_finance_entries_rebuild() afterwards.
CREATE TABLE finance_entries (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  source_kind text NOT NULL CHECK (source_kind IN ('INVOICE_LINE', 'SETTLEMENT_LEG', 'RECEIPT')),
  source_id uuid NOT NULL,
  -- The invoice, settlement or receipt the source belongs to: what a change of its parent re-derives.
  parent_id uuid NOT NULL,
  day date NOT NULL,
  client_id uuid,
  order_leg_id uuid,
  method text,
  vehicle_class text,
  revenue bigint NOT NULL DEFAULT 0,
  driver_pay bigint NOT NULL DEFAULT 0,
  carrier_pay bigint NOT NULL DEFAULT 0,
  expenses bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, source_kind, source_id)
);
CREATE INDEX finance_entries_day_idx ON finance_entries (tenant_id, day)
  INCLUDE (client_id, method, vehicle_class, revenue, driver_pay, carrier_pay, expenses);
CREATE INDEX finance_entries_parent_idx ON finance_entries (tenant_id, source_kind, parent_id);
CREATE INDEX finance_entries_leg_idx ON finance_entries (tenant_id, order_leg_id) WHERE order_leg_id IS NOT NULL;

SELECT app_protect_staff_tables('finance_entries');
-- Staff read them under row-level security; only the triggers (as the owner) write them.
REVOKE INSERT, UPDATE, DELETE ON finance_entries FROM app_user;

-- The entries of one invoice's counted lines (one line when `line` is given).
CREATE FUNCTION app_finance_invoice_entries(t uuid, inv uuid, line uuid) RETURNS void
  LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public AS $$
  INSERT INTO finance_entries (tenant_id, source_kind, source_id, parent_id, day, client_id, order_leg_id, method, vehicle_class, revenue)
  SELECT il.tenant_id, 'INVOICE_LINE', il.id, il.invoice_id, i.issued_on, i.client_id, il.order_leg_id, l.transport_method,
    v.vehicle_class, il.amount
  FROM invoice_lines il JOIN invoices i ON i.tenant_id = il.tenant_id AND i.id = il.invoice_id
    LEFT JOIN order_legs l ON l.tenant_id = il.tenant_id AND l.id = il.order_leg_id
    LEFT JOIN vehicles v ON v.tenant_id = l.tenant_id AND v.id = l.vehicle_id
  WHERE il.tenant_id = t AND il.invoice_id = inv AND (line IS NULL OR il.id = line) AND il.type <> 'TAX'
    AND i.status IN ('OPEN', 'PAID') AND i.issued_on IS NOT NULL $$;

-- The entries of one settlement's legs while it counts (one leg when `leg` is given).
CREATE FUNCTION app_finance_settlement_entries(t uuid, stl uuid, leg uuid) RETURNS void
  LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public AS $$
  INSERT INTO finance_entries (tenant_id, source_kind, source_id, parent_id, day, client_id, order_leg_id, method, vehicle_class,
    driver_pay, carrier_pay)
  SELECT sl.tenant_id, 'SETTLEMENT_LEG', sl.id, sl.settlement_id, s.period_to, o.client_id, l.id, l.transport_method, v.vehicle_class,
    CASE WHEN s.payee_kind = 'DRIVER' THEN sl.amount ELSE 0 END, CASE WHEN s.payee_kind = 'DRIVER' THEN 0 ELSE sl.amount END
  FROM settlement_legs sl JOIN settlements s ON s.tenant_id = sl.tenant_id AND s.id = sl.settlement_id
    JOIN order_legs l ON l.tenant_id = sl.tenant_id AND l.id = sl.order_leg_id
    JOIN orders o ON o.tenant_id = l.tenant_id AND o.id = l.order_id
    LEFT JOIN vehicles v ON v.tenant_id = l.tenant_id AND v.id = l.vehicle_id
  WHERE sl.tenant_id = t AND sl.settlement_id = stl AND (leg IS NULL OR sl.id = leg) AND s.status IN ('OPEN', 'PAID') $$;

-- An approved receipt's entry.
CREATE FUNCTION app_finance_receipt_entry(t uuid, receipt uuid) RETURNS void
  LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public AS $$
  INSERT INTO finance_entries (tenant_id, source_kind, source_id, parent_id, day, client_id, order_leg_id, method, vehicle_class, expenses)
  SELECT r.tenant_id, 'RECEIPT', r.id, r.id, r.spent_on, o.client_id, r.order_leg_id, l.transport_method, v.vehicle_class, r.amount
  FROM driver_receipts r
    LEFT JOIN order_legs l ON l.tenant_id = r.tenant_id AND l.id = r.order_leg_id
    LEFT JOIN orders o ON o.tenant_id = l.tenant_id AND o.id = l.order_id
    LEFT JOIN vehicles v ON v.tenant_id = l.tenant_id AND v.id = l.vehicle_id
  WHERE r.tenant_id = t AND r.id = receipt AND r.status = 'APPROVED' $$;

CREATE FUNCTION app_finance_invoices_changed() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  DELETE FROM finance_entries WHERE tenant_id = OLD.tenant_id AND source_kind = 'INVOICE_LINE' AND parent_id = OLD.id;
  IF TG_OP = 'UPDATE' THEN PERFORM app_finance_invoice_entries(NEW.tenant_id, NEW.id, NULL); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER invoices_finance_entries AFTER UPDATE OF status, issued_on, client_id ON invoices FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.issued_on IS DISTINCT FROM NEW.issued_on OR OLD.client_id IS DISTINCT FROM NEW.client_id)
  EXECUTE FUNCTION app_finance_invoices_changed();
CREATE TRIGGER invoices_finance_entries_gone AFTER DELETE ON invoices FOR EACH ROW EXECUTE FUNCTION app_finance_invoices_changed();

CREATE FUNCTION app_finance_invoice_lines_changed() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM finance_entries WHERE tenant_id = OLD.tenant_id AND source_kind = 'INVOICE_LINE' AND source_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM app_finance_invoice_entries(NEW.tenant_id, NEW.invoice_id, NEW.id); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER invoice_lines_finance_entries AFTER INSERT OR UPDATE OR DELETE ON invoice_lines FOR EACH ROW
  EXECUTE FUNCTION app_finance_invoice_lines_changed();

CREATE FUNCTION app_finance_settlements_changed() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  DELETE FROM finance_entries WHERE tenant_id = OLD.tenant_id AND source_kind = 'SETTLEMENT_LEG' AND parent_id = OLD.id;
  IF TG_OP = 'UPDATE' THEN PERFORM app_finance_settlement_entries(NEW.tenant_id, NEW.id, NULL); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER settlements_finance_entries AFTER UPDATE OF status, period_to, payee_kind ON settlements FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.period_to IS DISTINCT FROM NEW.period_to OR OLD.payee_kind IS DISTINCT FROM NEW.payee_kind)
  EXECUTE FUNCTION app_finance_settlements_changed();
CREATE TRIGGER settlements_finance_entries_gone AFTER DELETE ON settlements FOR EACH ROW EXECUTE FUNCTION app_finance_settlements_changed();

CREATE FUNCTION app_finance_settlement_legs_changed() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM finance_entries WHERE tenant_id = OLD.tenant_id AND source_kind = 'SETTLEMENT_LEG' AND source_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM app_finance_settlement_entries(NEW.tenant_id, NEW.settlement_id, NEW.id); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER settlement_legs_finance_entries AFTER INSERT OR DELETE OR UPDATE OF amount, order_leg_id, settlement_id ON settlement_legs
  FOR EACH ROW EXECUTE FUNCTION app_finance_settlement_legs_changed();

CREATE FUNCTION app_finance_receipts_changed() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM finance_entries WHERE tenant_id = OLD.tenant_id AND source_kind = 'RECEIPT' AND source_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM app_finance_receipt_entry(NEW.tenant_id, NEW.id); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER driver_receipts_finance_entries AFTER INSERT OR DELETE OR UPDATE OF status, amount, spent_on, order_leg_id ON driver_receipts
  FOR EACH ROW EXECUTE FUNCTION app_finance_receipts_changed();

-- A leg's method or vehicle, a vehicle's class or an order's client changing moves the entries that name them.
CREATE FUNCTION app_finance_dimensions_changed() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  IF TG_TABLE_NAME = 'order_legs' THEN
    UPDATE finance_entries e SET method = NEW.transport_method,
        vehicle_class = (SELECT v.vehicle_class FROM vehicles v WHERE v.tenant_id = NEW.tenant_id AND v.id = NEW.vehicle_id),
        client_id = CASE WHEN e.source_kind = 'INVOICE_LINE' THEN e.client_id
          ELSE (SELECT o.client_id FROM orders o WHERE o.tenant_id = NEW.tenant_id AND o.id = NEW.order_id) END
      WHERE e.tenant_id = NEW.tenant_id AND e.order_leg_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'vehicles' THEN
    UPDATE finance_entries e SET vehicle_class = NEW.vehicle_class
      FROM order_legs l WHERE l.tenant_id = NEW.tenant_id AND l.vehicle_id = NEW.id
        AND e.tenant_id = NEW.tenant_id AND e.order_leg_id = l.id;
  ELSE
    UPDATE finance_entries e SET client_id = NEW.client_id
      FROM order_legs l WHERE l.tenant_id = NEW.tenant_id AND l.order_id = NEW.id
        AND e.tenant_id = NEW.tenant_id AND e.order_leg_id = l.id AND e.source_kind <> 'INVOICE_LINE';
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER order_legs_finance_entries AFTER UPDATE OF transport_method, vehicle_id, order_id ON order_legs FOR EACH ROW
  WHEN (OLD.transport_method IS DISTINCT FROM NEW.transport_method OR OLD.vehicle_id IS DISTINCT FROM NEW.vehicle_id
    OR OLD.order_id IS DISTINCT FROM NEW.order_id)
  EXECUTE FUNCTION app_finance_dimensions_changed();
CREATE TRIGGER vehicles_finance_entries AFTER UPDATE OF vehicle_class ON vehicles FOR EACH ROW
  WHEN (OLD.vehicle_class IS DISTINCT FROM NEW.vehicle_class) EXECUTE FUNCTION app_finance_dimensions_changed();
CREATE TRIGGER orders_finance_entries AFTER UPDATE OF client_id ON orders FOR EACH ROW
  WHEN (OLD.client_id IS DISTINCT FROM NEW.client_id) EXECUTE FUNCTION app_finance_dimensions_changed();

-- Every tenant's entries derived again from the ledgers, set-based: the backfill below, and after a bulk load that
-- skipped the triggers. The owner's alone.
CREATE FUNCTION app_finance_entries_rebuild() RETURNS void LANGUAGE sql VOLATILE SET search_path = public AS $$
  DELETE FROM finance_entries;
  INSERT INTO finance_entries (tenant_id, source_kind, source_id, parent_id, day, client_id, order_leg_id, method, vehicle_class, revenue)
  SELECT il.tenant_id, 'INVOICE_LINE', il.id, il.invoice_id, i.issued_on, i.client_id, il.order_leg_id, l.transport_method,
    v.vehicle_class, il.amount
  FROM invoice_lines il JOIN invoices i ON i.tenant_id = il.tenant_id AND i.id = il.invoice_id
    LEFT JOIN order_legs l ON l.tenant_id = il.tenant_id AND l.id = il.order_leg_id
    LEFT JOIN vehicles v ON v.tenant_id = l.tenant_id AND v.id = l.vehicle_id
  WHERE il.type <> 'TAX' AND i.status IN ('OPEN', 'PAID') AND i.issued_on IS NOT NULL;
  INSERT INTO finance_entries (tenant_id, source_kind, source_id, parent_id, day, client_id, order_leg_id, method, vehicle_class,
    driver_pay, carrier_pay)
  SELECT sl.tenant_id, 'SETTLEMENT_LEG', sl.id, sl.settlement_id, s.period_to, o.client_id, l.id, l.transport_method, v.vehicle_class,
    CASE WHEN s.payee_kind = 'DRIVER' THEN sl.amount ELSE 0 END, CASE WHEN s.payee_kind = 'DRIVER' THEN 0 ELSE sl.amount END
  FROM settlement_legs sl JOIN settlements s ON s.tenant_id = sl.tenant_id AND s.id = sl.settlement_id
    JOIN order_legs l ON l.tenant_id = sl.tenant_id AND l.id = sl.order_leg_id
    JOIN orders o ON o.tenant_id = l.tenant_id AND o.id = l.order_id
    LEFT JOIN vehicles v ON v.tenant_id = l.tenant_id AND v.id = l.vehicle_id
  WHERE s.status IN ('OPEN', 'PAID');
  INSERT INTO finance_entries (tenant_id, source_kind, source_id, parent_id, day, client_id, order_leg_id, method, vehicle_class, expenses)
  SELECT r.tenant_id, 'RECEIPT', r.id, r.id, r.spent_on, o.client_id, r.order_leg_id, l.transport_method, v.vehicle_class, r.amount
  FROM driver_receipts r
    LEFT JOIN order_legs l ON l.tenant_id = r.tenant_id AND l.id = r.order_leg_id
    LEFT JOIN orders o ON o.tenant_id = l.tenant_id AND o.id = l.order_id
    LEFT JOIN vehicles v ON v.tenant_id = l.tenant_id AND v.id = l.vehicle_id
  WHERE r.status = 'APPROVED';
  ANALYZE finance_entries $$;
REVOKE EXECUTE ON FUNCTION app_finance_entries_rebuild(), app_finance_invoice_entries(uuid, uuid, uuid),
  app_finance_settlement_entries(uuid, uuid, uuid), app_finance_receipt_entry(uuid, uuid), app_finance_invoices_changed(),
  app_finance_invoice_lines_changed(), app_finance_settlements_changed(), app_finance_settlement_legs_changed(),
  app_finance_receipts_changed(), app_finance_dimensions_changed() FROM PUBLIC;

SELECT app_finance_entries_rebuild();
