-- The portal reads its own storage stays (issue 16): a client user the records of its client, a customer user the
-- records on legs of its own orders; another client's record is not there (NOT_FOUND). What it reads of them is the
-- portal's type (PortalStorageStay: where, since when, the days and the STORAGE line item it will bill), never keys,
-- spots, notes or staff. To work out that line item it reads, at the facilities where it has a stay, the closures and
-- the rate cards that can apply to it (its client's card and the facility's own); the facility's location is one it
-- sees. Carriers still read none of it.

-- A record the portal user may see: its client's, or one on a leg of its own orders (009's scope).
CREATE FUNCTION app_portal_sees_storage_record(t uuid, client uuid, leg uuid, clients uuid[], customers uuid[]) RETURNS boolean
  LANGUAGE sql STABLE AS $$
  SELECT client = ANY (clients) OR (leg IS NOT NULL AND app_portal_sees_leg(t, leg, clients, customers)) $$;

-- A facility where the portal user has a stay it may see.
CREATE FUNCTION app_portal_sees_storage_facility(t uuid, lid uuid, clients uuid[], customers uuid[]) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER AS $$
  SELECT EXISTS (SELECT 1 FROM public.storage_records r WHERE r.tenant_id = t AND r.facility_id = lid AND r.deleted_at IS NULL
    AND app_portal_sees_storage_record(t, r.client_id, r.order_leg_id, clients, customers)) $$;

-- The clients the portal user acts for, its customers' clients included (whose rate card bills the customer's stay).
CREATE FUNCTION app_portal_billing_client_ids(t uuid, clients uuid[], customers uuid[]) RETURNS uuid[]
  LANGUAGE sql STABLE SECURITY DEFINER AS $$
  SELECT clients || coalesce((SELECT array_agg(c.client_id) FROM public.customers c WHERE c.tenant_id = t AND c.id = ANY (customers)), '{}') $$;

DROP POLICY storage_records_staff ON storage_records;
CREATE POLICY storage_records_scope ON storage_records AS RESTRICTIVE USING (NOT (SELECT app_is_carrier())
  AND (NOT (SELECT app_is_portal())
    OR app_portal_sees_storage_record(tenant_id, client_id, order_leg_id, (SELECT app_scope_client_ids()), (SELECT app_scope_customer_ids()))));

DROP POLICY storage_facility_closures_staff ON storage_facility_closures;
CREATE POLICY storage_facility_closures_scope ON storage_facility_closures AS RESTRICTIVE USING (NOT (SELECT app_is_carrier())
  AND (NOT (SELECT app_is_portal())
    OR app_portal_sees_storage_facility(tenant_id, location_id, (SELECT app_scope_client_ids()), (SELECT app_scope_customer_ids()))));

DROP POLICY storage_rate_cards_staff ON storage_rate_cards;
CREATE POLICY storage_rate_cards_scope ON storage_rate_cards AS RESTRICTIVE USING (NOT (SELECT app_is_carrier())
  AND (NOT (SELECT app_is_portal())
    OR ((client_id IS NULL
        OR client_id = ANY (app_portal_billing_client_ids(tenant_id, (SELECT app_scope_client_ids()), (SELECT app_scope_customer_ids()))))
      AND app_portal_sees_storage_facility(tenant_id, location_id, (SELECT app_scope_client_ids()), (SELECT app_scope_customer_ids())))));

-- The portal writes none of it: the policies above only widen what it reads.
CREATE POLICY storage_records_portal_write ON storage_records AS RESTRICTIVE FOR INSERT WITH CHECK (NOT (SELECT app_is_portal()));
CREATE POLICY storage_records_portal_update ON storage_records AS RESTRICTIVE FOR UPDATE USING (NOT (SELECT app_is_portal()));
CREATE POLICY storage_records_portal_delete ON storage_records AS RESTRICTIVE FOR DELETE USING (NOT (SELECT app_is_portal()));
CREATE POLICY storage_facility_closures_portal_write ON storage_facility_closures AS RESTRICTIVE FOR INSERT WITH CHECK (NOT (SELECT app_is_portal()));
CREATE POLICY storage_facility_closures_portal_update ON storage_facility_closures AS RESTRICTIVE FOR UPDATE USING (NOT (SELECT app_is_portal()));
CREATE POLICY storage_facility_closures_portal_delete ON storage_facility_closures AS RESTRICTIVE FOR DELETE USING (NOT (SELECT app_is_portal()));
CREATE POLICY storage_rate_cards_portal_write ON storage_rate_cards AS RESTRICTIVE FOR INSERT WITH CHECK (NOT (SELECT app_is_portal()));
CREATE POLICY storage_rate_cards_portal_update ON storage_rate_cards AS RESTRICTIVE FOR UPDATE USING (NOT (SELECT app_is_portal()));
CREATE POLICY storage_rate_cards_portal_delete ON storage_rate_cards AS RESTRICTIVE FOR DELETE USING (NOT (SELECT app_is_portal()));

-- The facility's location: a place where the portal user has a stay is one it sees (its name and address).
DROP POLICY locations_portal ON locations;
CREATE POLICY locations_portal ON locations AS RESTRICTIVE USING (NOT (SELECT app_is_portal())
  OR client_id = ANY ((SELECT app_scope_client_ids())::uuid[]) OR customer_id = ANY ((SELECT app_scope_customer_ids())::uuid[])
  OR app_portal_sees_location(tenant_id, id, (SELECT app_scope_client_ids()), (SELECT app_scope_customer_ids()))
  OR (type = 'STORAGE' AND app_portal_sees_storage_facility(tenant_id, id, (SELECT app_scope_client_ids()), (SELECT app_scope_customer_ids()))));
