-- Money documents (issue 30): the invoice PDF (INVOICES media owned by the invoice, server/invoices/invoices.pdf.ts)
-- and the settlement statement PDF (STATEMENTS media owned by the settlement, server/settlements/settlements.statement.ts).

-- The tenant's postal address (the invoice's and the statement's letterhead) and where clients send payment (the
-- invoice's remittance block; blank means the address). Lines as typed, edited on /admin/settings with the tenant's
-- other settings and at their version.
ALTER TABLE tenants
  ADD COLUMN address text NOT NULL DEFAULT '' CHECK (length(address) <= 300),
  ADD COLUMN remit_to text NOT NULL DEFAULT '' CHECK (length(remit_to) <= 300);
GRANT UPDATE (address, remit_to) ON tenants TO app_user;

-- A settlement's statement is a file of its own kind: the pay of one payee, never a client's document.
ALTER TABLE media DROP CONSTRAINT media_category_check;
ALTER TABLE media ADD CONSTRAINT media_category_check CHECK (category IN ('AVATARS', 'BOLS', 'CONDITION_REPORTS', 'DOCUMENTS',
  'DRIVER_LICENSES', 'INVOICES', 'PHOTOS', 'QB_EXPORTS', 'RECEIPTS', 'SIGNATURES', 'STATEMENTS', 'TNT_PACKS', 'VIDEOS'));

-- The portal reads its own issued invoices' PDFs (an invoice may bill many orders, so the file names no order): the
-- policy of migration 009 plus the invoices app_portal_sees_invoice (044) lets through. It writes none of them.
DROP POLICY media_portal ON media;
CREATE POLICY media_portal ON media AS RESTRICTIVE USING (NOT (SELECT app_is_portal())
  OR tenant_id IS NULL
  OR (order_id IS NOT NULL
      AND category IN ('PHOTOS', 'CONDITION_REPORTS', 'DOCUMENTS', 'RECEIPTS', 'BOLS', 'INVOICES', 'TNT_PACKS', 'VIDEOS')
      AND app_portal_sees_order(tenant_id, order_id, (SELECT app_scope_client_ids()), (SELECT app_scope_customer_ids())))
  OR (owner_kind = 'Invoice' AND category = 'INVOICES'
      AND app_portal_sees_invoice(tenant_id, owner_id, (SELECT app_scope_client_ids()), (SELECT app_scope_customer_ids()))));
CREATE POLICY media_portal_invoice_write ON media AS RESTRICTIVE FOR INSERT WITH CHECK (NOT (SELECT app_is_portal())
  OR owner_kind <> 'Invoice');

-- A carrier reads its own payees' statements (not a draft's), as it reads the settlements (046), besides the files
-- of migration 047's policy.
DROP POLICY media_carrier ON media;
CREATE POLICY media_carrier ON media AS RESTRICTIVE FOR SELECT USING (NOT (SELECT app_is_carrier())
  OR tenant_id IS NULL
  OR (owner_kind = 'OrderLeg' AND category IN ('CONDITION_REPORTS', 'SIGNATURES', 'BOLS')
      AND app_carrier_sees_leg(tenant_id, owner_id, (SELECT app_carrier_driver_ids()), (SELECT app_carrier_company_ids())))
  OR (owner_kind = 'DriverReceipt' AND category = 'RECEIPTS'
      AND app_carrier_sees_receipt(tenant_id, owner_id, (SELECT app_carrier_driver_ids())))
  OR (owner_kind = 'Settlement' AND category = 'STATEMENTS'
      AND app_carrier_sees_settlement(tenant_id, owner_id, (SELECT app_carrier_driver_ids()), (SELECT app_carrier_company_ids()))));
