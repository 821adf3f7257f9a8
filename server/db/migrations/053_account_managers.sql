-- Client relations (issue 32): an account belongs to an account manager, a CLIENT_RELATIONS (or CLIENT_RELATIONS_LEAD)
-- user of the tenant (server/clientAccounts/clientAccounts.manager.ts checks the role and the tenant on every write).
-- The manager's lists and overview ask "the clients this user manages": the index answers it per tenant.
ALTER TABLE clients ADD COLUMN account_manager_id uuid REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX clients_account_manager_idx ON clients (tenant_id, account_manager_id) WHERE account_manager_id IS NOT NULL;
