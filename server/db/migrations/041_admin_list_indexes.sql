-- The admin lists at scale (issue 29; bench/admin.ts: 50,000 users and 10,000 clients in one tenant). What EXPLAIN
-- ANALYZE of each list's statements on PostgreSQL showed, and the index that serves it:
--
-- * The users list's role filter (EXISTS over user_roles, server/users/users.lists.ts) read every user_roles row and
--   walked the name index probing each user's roles: user_roles' key starts with user_id. By role first, the count
--   and a rare role's page start from the role's members.
-- * The users list's status filter compares the status expression (USER_STATUS_SQL, server/users/users.rows.ts) and
--   had nothing to read it from: its count scanned the tenant's users. The index holds the same expression (the
--   planner matches it by its parse tree, so it must be kept the same as USER_STATUS_SQL) then the list's order.
-- * The clients list sorts by name within the tenant: without an index each page sorted all of the tenant's clients.
--   Its search ("display_name ILIKE … OR code ILIKE …") still reads the tenant's clients: under row-level security
--   no trigram index serves ILIKE, whose texticlike is left non-leakproof on purpose (docs/operations.md).

CREATE INDEX user_roles_role_idx ON user_roles (role, user_id);

CREATE INDEX users_status_idx ON users ((CASE WHEN deactivated_at IS NOT NULL THEN 'DEACTIVATED' WHEN password_set_at IS NULL THEN 'INVITED'
  WHEN email_verified_at IS NULL THEN 'UNVERIFIED' ELSE 'ACTIVE' END), lower(name), id);

CREATE INDEX clients_name_idx ON clients (tenant_id, display_name, id);
