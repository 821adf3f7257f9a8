-- The client and customer portal (issue 4): a portal user sees only the rows of the clients and customers it acts
-- for, enforced by row-level security in the request's own transaction, whatever a resolver forgets to filter.
--
-- * app_is_portal(): the request entry statement (server/http/requestAuth.ts) sets app.portal to 'on' or 'off' with
--   the user and tenant in its one statement. Where nothing set it (a subscription's queries, a file download, a job)
--   it is computed from app.user_id, so a forgotten setting can never widen what a portal user sees. A portal user is
--   src/domain/roles.ts isPortalUser: not admin and linked to a client or customer, or holding only CLIENT, CUSTOMER
--   and DRIVER roles with one of the first two.
-- * app_scope_client_ids() / app_scope_customer_ids(): the clients (all their orders, their customers' too) and the
--   customers (only their own orders) the user is linked to in the tenant. A closed (deleted) client stays in scope
--   (its orders stay readable; new orders are refused by the services), but a deactivated account (every linked
--   client, or for a customer user every linked customer, deleted) has an empty scope and sees nothing.
-- * RESTRICTIVE policies AND themselves onto the tenant policies as `NOT (SELECT app_is_portal()) OR <scope>`. The
--   portal test is an InitPlan, evaluated once per statement: staff rows pass on its first operand and staff queries
--   plan no subquery (007: EXISTS subplans in policies cost milliseconds of planning on every query). Child rows ask
--   a SECURITY DEFINER app_portal_sees_*() function, one indexed lookup of the parent per row, for portal users only
--   (~65 µs a row on PostgreSQL 15, ~130 µs on PGlite): portal queries reach legs through their orders, never by
--   scanning a tenant's legs (server/portal/home.ts).
-- * What the portal must never read is cut here too: alerts and tags entirely, GENERAL notes, internal comments,
--   audit rows of anything but its orders, legs and quotes, and files other than the portal's categories.

-- Per-row functions (a comment's author, a leg's order) name their tables with the schema instead of SET search_path:
-- a SET clause saves and restores the setting on every call, which more than doubled their time per row (measured on
-- PGlite). The caller's search_path cannot redirect them: their tables are qualified and pg_catalog comes first.
CREATE FUNCTION app_user_is_portal(uid uuid) RETURNS boolean
  LANGUAGE sql STABLE STRICT SECURITY DEFINER AS $$
  SELECT (NOT ('ADMIN' = ANY (r.roles))
          AND (EXISTS (SELECT 1 FROM public.client_users cu WHERE cu.user_id = uid)
               OR EXISTS (SELECT 1 FROM public.customer_users xu WHERE xu.user_id = uid)))
      OR (r.roles <@ ARRAY['CLIENT', 'CUSTOMER', 'DRIVER'] AND r.roles && ARRAY['CLIENT', 'CUSTOMER'])
  FROM (SELECT coalesce(array_agg(ur.role), '{}') AS roles FROM public.user_roles ur WHERE ur.user_id = uid) r $$;

CREATE FUNCTION app_is_portal() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT CASE current_setting('app.portal', true) WHEN 'on' THEN true WHEN 'off' THEN false
    ELSE coalesce(app_user_is_portal(app_user_id()), false) END $$;

-- roles.ts isDeactivated: a client user whose linked clients are all deleted, or a customer user (no client links)
-- whose linked customers all are.
CREATE FUNCTION app_portal_deactivated() RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT CASE WHEN c.linked THEN NOT c.live WHEN x.linked THEN NOT x.live ELSE false END
  FROM (SELECT count(*) > 0 AS linked, coalesce(bool_or(cl.deleted_at IS NULL), false) AS live
        FROM client_users cu JOIN clients cl ON cl.id = cu.client_id WHERE cu.user_id = app_user_id()) c,
       (SELECT count(*) > 0 AS linked, coalesce(bool_or(cs.deleted_at IS NULL), false) AS live
        FROM customer_users xu JOIN customers cs ON cs.id = xu.customer_id WHERE xu.user_id = app_user_id()) x $$;

CREATE FUNCTION app_scope_client_ids() RETURNS uuid[]
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT CASE WHEN app_portal_deactivated() THEN '{}'::uuid[] ELSE coalesce(
    (SELECT array_agg(cu.client_id) FROM client_users cu WHERE cu.user_id = app_user_id() AND cu.tenant_id = app_tenant_id()),
    '{}') END $$;

CREATE FUNCTION app_scope_customer_ids() RETURNS uuid[]
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT CASE WHEN app_portal_deactivated() THEN '{}'::uuid[] ELSE coalesce(
    (SELECT array_agg(xu.customer_id) FROM customer_users xu WHERE xu.user_id = app_user_id() AND xu.tenant_id = app_tenant_id()),
    '{}') END $$;

-- Vehicles carry a client only: a customer user's new vehicles belong to its customer's client.
CREATE FUNCTION app_scope_vehicle_client_ids() RETURNS uuid[]
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT app_scope_client_ids() || coalesce(
    (SELECT array_agg(DISTINCT c.client_id) FROM customers c WHERE c.id = ANY (app_scope_customer_ids())), '{}') $$;

-- Whether a row's parent belongs to the user's scope, one function per parent (a single indexed EXISTS each: the
-- executor sets up less per call than for one function with a branch per kind). The scope arrays come in as
-- arguments, so the policies compute them once per statement.
CREATE FUNCTION app_portal_sees_order(t uuid, oid uuid, clients uuid[], customers uuid[]) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER AS $$
  SELECT EXISTS (SELECT 1 FROM public.orders o WHERE o.tenant_id = t AND o.id = oid
    AND (o.client_id = ANY (clients) OR o.customer_id = ANY (customers))) $$;
CREATE FUNCTION app_portal_sees_leg(t uuid, lid uuid, clients uuid[], customers uuid[]) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER AS $$
  SELECT EXISTS (SELECT 1 FROM public.order_legs l JOIN public.orders o ON o.tenant_id = l.tenant_id AND o.id = l.order_id
    WHERE l.tenant_id = t AND l.id = lid AND (o.client_id = ANY (clients) OR o.customer_id = ANY (customers))) $$;
CREATE FUNCTION app_portal_sees_quote(t uuid, qid uuid, clients uuid[], customers uuid[]) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER AS $$
  SELECT EXISTS (SELECT 1 FROM public.quotes q WHERE q.tenant_id = t AND q.id = qid
    AND (q.client_id = ANY (clients) OR q.customer_id = ANY (customers))) $$;
-- A vehicle or a place that one of the user's orders uses (a hub, a port, a vehicle staff registered without client).
CREATE FUNCTION app_portal_sees_vehicle(t uuid, vid uuid, clients uuid[], customers uuid[]) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER AS $$
  SELECT EXISTS (SELECT 1 FROM public.order_legs l JOIN public.orders o ON o.tenant_id = l.tenant_id AND o.id = l.order_id
    WHERE l.tenant_id = t AND l.vehicle_id = vid AND (o.client_id = ANY (clients) OR o.customer_id = ANY (customers))) $$;
CREATE FUNCTION app_portal_sees_location(t uuid, lid uuid, clients uuid[], customers uuid[]) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER AS $$
  SELECT EXISTS (SELECT 1 FROM public.order_locations ol JOIN public.orders o ON o.tenant_id = ol.tenant_id AND o.id = ol.order_id
    WHERE ol.tenant_id = t AND ol.location_id = lid AND (o.client_id = ANY (clients) OR o.customer_id = ANY (customers))) $$;

-- A comment's or an audit row's record by its entity kind. audit_logs.entity_id is text (not every entity has a
-- uuid): anything but a uuid of an order, leg or quote is simply not visible. Inlined into the policies.
CREATE FUNCTION app_portal_sees_record(t uuid, kind text, eid text, clients uuid[], customers uuid[]) RETURNS boolean
  LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN eid !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN false
    WHEN kind = 'Orders' THEN app_portal_sees_order(t, eid::uuid, clients, customers)
    WHEN kind = 'Order legs' THEN app_portal_sees_leg(t, eid::uuid, clients, customers)
    WHEN kind = 'Quotes' THEN app_portal_sees_quote(t, eid::uuid, clients, customers)
    ELSE false END $$;

CREATE POLICY orders_portal ON orders AS RESTRICTIVE USING (NOT (SELECT app_is_portal())
  OR client_id = ANY ((SELECT app_scope_client_ids())::uuid[]) OR customer_id = ANY ((SELECT app_scope_customer_ids())::uuid[]));
CREATE POLICY quotes_portal ON quotes AS RESTRICTIVE USING (NOT (SELECT app_is_portal())
  OR client_id = ANY ((SELECT app_scope_client_ids())::uuid[]) OR customer_id = ANY ((SELECT app_scope_customer_ids())::uuid[]));

CREATE POLICY order_legs_portal ON order_legs AS RESTRICTIVE USING (NOT (SELECT app_is_portal())
  OR app_portal_sees_order(tenant_id, order_id, (SELECT app_scope_client_ids()), (SELECT app_scope_customer_ids())));
CREATE POLICY order_locations_portal ON order_locations AS RESTRICTIVE USING (NOT (SELECT app_is_portal())
  OR app_portal_sees_order(tenant_id, order_id, (SELECT app_scope_client_ids()), (SELECT app_scope_customer_ids())));
CREATE POLICY order_notes_portal ON order_notes AS RESTRICTIVE USING (NOT (SELECT app_is_portal())
  OR (kind = 'SPECIAL_INSTRUCTIONS'
      AND app_portal_sees_order(tenant_id, order_id, (SELECT app_scope_client_ids()), (SELECT app_scope_customer_ids()))));
CREATE POLICY quote_line_items_portal ON quote_line_items AS RESTRICTIVE USING (NOT (SELECT app_is_portal())
  OR app_portal_sees_quote(tenant_id, quote_id, (SELECT app_scope_client_ids()), (SELECT app_scope_customer_ids())));
CREATE POLICY comments_portal ON comments AS RESTRICTIVE USING (NOT (SELECT app_is_portal())
  OR (NOT internal
      AND app_portal_sees_record(tenant_id, entity_kind, entity_id::text, (SELECT app_scope_client_ids()), (SELECT app_scope_customer_ids()))));
CREATE POLICY order_tags_portal ON order_tags AS RESTRICTIVE USING (NOT (SELECT app_is_portal()));
CREATE POLICY tags_portal ON tags AS RESTRICTIVE USING (NOT (SELECT app_is_portal()));
CREATE POLICY alerts_portal ON alerts AS RESTRICTIVE USING (NOT (SELECT app_is_portal()));

-- A portal user writes audit rows of its own actions (vehicle.create, …) but reads only those of its records.
CREATE POLICY audit_logs_portal ON audit_logs AS RESTRICTIVE FOR SELECT USING (NOT (SELECT app_is_portal())
  OR tenant_id IS NULL
  OR app_portal_sees_record(tenant_id, entity_kind, entity_id, (SELECT app_scope_client_ids()), (SELECT app_scope_customer_ids())));

-- Files of visible orders and legs in the portal's categories, and user files (avatars) as before.
CREATE POLICY media_portal ON media AS RESTRICTIVE USING (NOT (SELECT app_is_portal())
  OR tenant_id IS NULL
  OR (order_id IS NOT NULL
      AND category IN ('PHOTOS', 'CONDITION_REPORTS', 'DOCUMENTS', 'RECEIPTS', 'BOLS', 'INVOICES', 'TNT_PACKS', 'VIDEOS')
      AND app_portal_sees_order(tenant_id, order_id, (SELECT app_scope_client_ids()), (SELECT app_scope_customer_ids()))));

-- Saved places and vehicles of the user's clients and customers, and whatever a visible order uses (a hub, a port).
CREATE POLICY vehicles_portal ON vehicles AS RESTRICTIVE USING (NOT (SELECT app_is_portal())
  OR client_id = ANY ((SELECT app_scope_vehicle_client_ids())::uuid[])
  OR app_portal_sees_vehicle(tenant_id, id, (SELECT app_scope_client_ids()), (SELECT app_scope_customer_ids())));
CREATE POLICY locations_portal ON locations AS RESTRICTIVE USING (NOT (SELECT app_is_portal())
  OR client_id = ANY ((SELECT app_scope_client_ids())::uuid[]) OR customer_id = ANY ((SELECT app_scope_customer_ids())::uuid[])
  OR app_portal_sees_location(tenant_id, id, (SELECT app_scope_client_ids()), (SELECT app_scope_customer_ids())));

-- The directory: only the accounts the user is linked to (deleted ones included: a deactivated account must still
-- be told which of its accounts were closed) and, through them, their clients and customers (007's functions).
CREATE POLICY clients_portal ON clients AS RESTRICTIVE USING (NOT (SELECT app_is_portal())
  OR id = ANY ((SELECT app_portal_client_ids())::uuid[]));
CREATE POLICY customers_portal ON customers AS RESTRICTIVE USING (NOT (SELECT app_is_portal())
  OR id = ANY ((SELECT app_portal_customer_ids())::uuid[]));

-- The lookups of app_portal_sees_location and of a customer user's quote list.
CREATE INDEX order_locations_location_idx ON order_locations (tenant_id, location_id);
CREATE INDEX quotes_customer_idx ON quotes (tenant_id, customer_id);
