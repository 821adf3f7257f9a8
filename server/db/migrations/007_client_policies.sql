-- The portal branches of the clients/customers policies as SECURITY DEFINER functions, evaluated once per statement
-- (an InitPlan) instead of EXISTS subplans planned into every query on clients or customers, even staff queries that
-- match on tenant alone. Measured (100k orders, the clientById loader): planning 4–9 ms → 0.5–0.9 ms on PostgreSQL.
-- Same visibility: a portal user sees the clients they belong to or whose customer they belong to, and the customers
-- they belong to or whose client they belong to.
CREATE FUNCTION app_portal_client_ids() RETURNS uuid[] LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT coalesce(array_agg(DISTINCT id), '{}') FROM (
    SELECT cu.client_id AS id FROM client_users cu WHERE cu.user_id = app_user_id()
    UNION SELECT c.client_id FROM customer_users xu JOIN customers c ON c.id = xu.customer_id WHERE xu.user_id = app_user_id()) s $$;
CREATE FUNCTION app_portal_customer_ids() RETURNS uuid[] LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT coalesce(array_agg(DISTINCT id), '{}') FROM (
    SELECT xu.customer_id AS id FROM customer_users xu WHERE xu.user_id = app_user_id()
    UNION SELECT c.id FROM client_users cu JOIN customers c ON c.client_id = cu.client_id WHERE cu.user_id = app_user_id()) s $$;
ALTER POLICY clients_access ON clients USING (tenant_id = app_tenant_id() OR id = ANY ((SELECT app_portal_client_ids())::uuid[]));
ALTER POLICY customers_access ON customers USING (tenant_id = app_tenant_id() OR id = ANY ((SELECT app_portal_customer_ids())::uuid[]));
