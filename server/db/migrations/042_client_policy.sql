-- The clients' and customers' tenant policy reads the request's tenant once per statement, not once per row: the
-- same condition (app_tenant_id() is stable within a statement), evaluated as an init plan. The admin clients list
-- searches every client of the tenant under this policy (no index serves its search under row-level security), and
-- the per-row call was a third of its time at 10,000 clients (bench/admin.ts).
ALTER POLICY clients_access ON clients USING (tenant_id = (SELECT app_tenant_id()) OR id = ANY ((SELECT app_portal_client_ids())::uuid[]));
ALTER POLICY customers_access ON customers USING (tenant_id = (SELECT app_tenant_id()) OR id = ANY ((SELECT app_portal_customer_ids())::uuid[]));
