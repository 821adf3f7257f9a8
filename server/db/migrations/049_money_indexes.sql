-- The money benches at scale (issue 30; bench/money.ts: 10,000 delivered legs of 50 clients invoiced over a history
-- of 200,000 invoices, a pay run of 500 payees). What EXPLAIN ANALYZE of the statements on PostgreSQL 15 showed, and
-- the index that serves each:
--
-- * createInvoices (server/invoices/invoices.create.ts) bills an order-wide line (a tax, a first service charge), a
--   tag-and-title fee or a storage stay once: each candidate asks whether a live invoice line already names it
--   (`invoice_lines.source_id`). Nothing indexed source_id, so each probe read every invoice line: 58 ms a probe at
--   400,000 lines, 15.8 s for the price lines of one call of 500 legs (250 orders).
-- * The same probes, the credit of an invoice (server/invoices/invoices.credit.ts) and a client's credit
--   (server/invoices/invoices.credits.ts) ask whether a credit note replaces an invoice (`replaces_id`, kind
--   CREDIT_NOTE); invoices_replaces_idx (044) leaves out cancelled ones, so it cannot answer and each read every invoice.

CREATE INDEX invoice_lines_source_idx ON invoice_lines (source_id, source_kind) WHERE source_id IS NOT NULL;

CREATE INDEX invoices_replaced_by_idx ON invoices (replaces_id, kind) WHERE replaces_id IS NOT NULL;

-- The invoices list (server/invoices/invoices.lists.ts; /accounting/invoices sends status DRAFT and OPEN, the paid list
-- PAID, oldest due first): by status then due day (invoices_status_idx) serves one status but not two, and a status
-- sent as a list (`status = ANY(…)`) gives it no order even for one, so each page sorted every match (50,000 open and
-- drafts, 140,000 paid). Each list's statuses have their own index in the page's order.
CREATE INDEX invoices_unpaid_due_idx ON invoices (tenant_id, due_on, created_at DESC, id DESC) WHERE status IN ('DRAFT', 'OPEN');
CREATE INDEX invoices_paid_due_idx ON invoices (tenant_id, due_on, created_at DESC, id DESC) WHERE status = 'PAID';

-- The lists' aging summary sums the balance of every OPEN invoice the filter matches (40,000 here) on each page: read
-- from this index alone (with the columns row-level security reads), not from the table.
CREATE INDEX invoices_open_balance_idx ON invoices (tenant_id, due_on) INCLUDE (total, paid, status, client_id, customer_id)
  WHERE status = 'OPEN';
