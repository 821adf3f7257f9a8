-- Drivers' receipts and statements (issue 30): a driver submits a receipt for an expense with its file (media owner
-- kind 'DriverReceipt'), reads back their own receipts and files, and their own escrow balance. Until now a carrier session read no expense item and
-- no file of its own but its legs' condition photos, signatures and bills of lading (025_condition_reports.sql).

-- A carrier reads the live reimbursable expense items (what a receipt may be for); staff read every item as before.
DROP POLICY expense_items_staff ON expense_items;
CREATE POLICY expense_items_staff ON expense_items AS RESTRICTIVE USING (NOT (SELECT app_is_portal())
  AND (NOT (SELECT app_is_carrier()) OR (reimbursable AND deleted_at IS NULL AND retired_at IS NULL)));
CREATE POLICY expense_items_carrier_write ON expense_items AS RESTRICTIVE FOR INSERT WITH CHECK (NOT (SELECT app_is_carrier()));
CREATE POLICY expense_items_carrier_update ON expense_items AS RESTRICTIVE FOR UPDATE USING (NOT (SELECT app_is_carrier()));
CREATE POLICY expense_items_carrier_delete ON expense_items AS RESTRICTIVE FOR DELETE USING (NOT (SELECT app_is_carrier()));

-- A receipt's file is its driver's (and their trucking company dispatcher's) to read, as the receipt is.
CREATE FUNCTION app_carrier_sees_receipt(t uuid, rid uuid, drivers uuid[]) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER AS $$
  SELECT EXISTS (SELECT 1 FROM public.driver_receipts r WHERE r.tenant_id = t AND r.id = rid AND r.driver_id = ANY (drivers)) $$;

DROP POLICY media_carrier ON media;
CREATE POLICY media_carrier ON media AS RESTRICTIVE FOR SELECT USING (NOT (SELECT app_is_carrier())
  OR tenant_id IS NULL
  OR (owner_kind = 'OrderLeg' AND category IN ('CONDITION_REPORTS', 'SIGNATURES', 'BOLS')
      AND app_carrier_sees_leg(tenant_id, owner_id, (SELECT app_carrier_driver_ids()), (SELECT app_carrier_company_ids())))
  OR (owner_kind = 'DriverReceipt' AND category = 'RECEIPTS'
      AND app_carrier_sees_receipt(tenant_id, owner_id, (SELECT app_carrier_driver_ids()))));

-- A driver's receipt names its file once the file is stored (the file's row needs the receipt first); a carrier session
-- updates only a SUBMITTED receipt and leaves it SUBMITTED (review is accounting's).
DROP POLICY driver_receipts_no_update ON driver_receipts;
CREATE POLICY driver_receipts_no_update ON driver_receipts AS RESTRICTIVE FOR UPDATE
  USING (NOT (SELECT app_is_portal()) AND (NOT (SELECT app_is_carrier()) OR status = 'SUBMITTED'))
  WITH CHECK (NOT (SELECT app_is_portal()) AND (NOT (SELECT app_is_carrier()) OR status = 'SUBMITTED'));

-- A driver's statement shows their escrow balance: a carrier session reads its own payees' escrow entries, writes none.
DROP POLICY escrow_entries_staff ON escrow_entries;
CREATE POLICY escrow_entries_scope ON escrow_entries AS RESTRICTIVE USING (NOT (SELECT app_is_portal())
  AND (NOT (SELECT app_is_carrier())
    OR payee = ANY (ARRAY(SELECT 'DRIVER:' || d FROM unnest((SELECT app_carrier_driver_ids())) d))
    OR payee = ANY (ARRAY(SELECT 'TRUCKING_COMPANY:' || c FROM unnest((SELECT app_carrier_company_ids())) c))));
CREATE POLICY escrow_entries_read_only ON escrow_entries AS RESTRICTIVE FOR INSERT WITH CHECK (NOT (SELECT app_is_carrier()) AND NOT (SELECT app_is_portal()));
CREATE POLICY escrow_entries_no_update ON escrow_entries AS RESTRICTIVE FOR UPDATE USING (NOT (SELECT app_is_carrier()) AND NOT (SELECT app_is_portal()));
CREATE POLICY escrow_entries_no_delete ON escrow_entries AS RESTRICTIVE FOR DELETE USING (NOT (SELECT app_is_carrier()) AND NOT (SELECT app_is_portal()));
