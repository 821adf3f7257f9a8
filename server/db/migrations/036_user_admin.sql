-- User administration (issue 29, /admin/users): an account's invitation, its deactivation and its last sign-in, and
-- the set-password links' own lifetime (an invitation's link lives 7 days, forgot-password's 60 minutes).
--
-- * password_set_at: when the person last chose their password. NULL while an invited account has only the
--   unusable random one it was created with (status INVITED); every existing account chose its own.
-- * deactivated_at: the account may not sign in, and no session, token or socket of it answers (server/auth/users.ts
--   and server/http/requestAuth.ts read only accounts where it is NULL).
-- * app_user_tenant_ids / app_set_user_tenant: an admin reads and changes a user's memberships in the tenants the
--   admin belongs to; user_tenants' policy shows a request only its own tenant's rows (001), so these run as the owner
--   and check the requester's membership themselves. app_tenants_without_admin keeps every tenant an ADMIN.

ALTER TABLE users
  ADD COLUMN password_set_at timestamptz,
  ADD COLUMN invited_at timestamptz,
  ADD COLUMN invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN deactivated_at timestamptz,
  ADD COLUMN last_sign_in_at timestamptz;
UPDATE users SET password_set_at = created_at;
ALTER TABLE users ALTER COLUMN password_set_at SET DEFAULT now();

-- The admin list sorts by name and by last sign-in.
CREATE INDEX users_name_idx ON users (lower(name), id);
CREATE INDEX users_last_sign_in_idx ON users (last_sign_in_at DESC NULLS LAST, id);
-- The list's search (every word ILIKE over name and email, server/users/users.lists.ts), as locations' (002).
CREATE INDEX users_search_idx ON users USING gin ((name || ' ' || email) gin_trgm_ops);

-- NULL: forgot-password's 60 minutes from created_at (server/http/auth.routes.ts).
ALTER TABLE password_reset_tokens ADD COLUMN expires_at timestamptz;

-- The tenants of `uid` the requesting user also belongs to.
CREATE FUNCTION app_user_tenant_ids(uid uuid) RETURNS uuid[]
  LANGUAGE sql STABLE STRICT SECURITY DEFINER SET search_path = public AS $$
  SELECT coalesce(array_agg(m.tenant_id ORDER BY m.tenant_id), '{}') FROM user_tenants m
  WHERE m.user_id = uid AND EXISTS (SELECT 1 FROM user_tenants a WHERE a.user_id = app_user_id() AND a.tenant_id = m.tenant_id) $$;

-- Adds (member) or removes `uid`'s membership of `tenant`, a tenant the requesting user belongs to (else nothing).
CREATE FUNCTION app_set_user_tenant(uid uuid, tenant uuid, member boolean) RETURNS void
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM user_tenants a WHERE a.user_id = app_user_id() AND a.tenant_id = tenant) THEN
    RETURN;
  END IF;
  IF member THEN
    INSERT INTO user_tenants (tenant_id, user_id) VALUES (tenant, uid) ON CONFLICT DO NOTHING;
  ELSE
    DELETE FROM user_tenants WHERE tenant_id = tenant AND user_id = uid;
  END IF;
END $$;

-- The tenants of `uid`, and `also`, that no active ADMIN account belongs to. Roles are global (user_roles), so a
-- role change or a deactivation is checked against every tenant of the user, the admin's or not: the caller compares
-- the answer before and after its write (only a tenant the write leaves without an ADMIN refuses it).
CREATE FUNCTION app_tenants_without_admin(uid uuid, also uuid[]) RETURNS uuid[]
  LANGUAGE sql STABLE STRICT SECURITY DEFINER SET search_path = public AS $$
  SELECT coalesce(array_agg(x.t ORDER BY x.t), '{}')
  FROM (SELECT m.tenant_id AS t FROM user_tenants m WHERE m.user_id = uid UNION SELECT unnest(also)) x
  WHERE NOT EXISTS (SELECT 1 FROM user_tenants m JOIN users u ON u.id = m.user_id
                      JOIN user_roles r ON r.user_id = u.id AND r.role = 'ADMIN'
                    WHERE m.tenant_id = x.t AND u.deleted_at IS NULL AND u.deactivated_at IS NULL) $$;

REVOKE ALL ON FUNCTION app_user_tenant_ids(uuid), app_set_user_tenant(uuid, uuid, boolean), app_tenants_without_admin(uuid, uuid[]) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION app_user_tenant_ids(uuid), app_set_user_tenant(uuid, uuid, boolean), app_tenants_without_admin(uuid, uuid[]) TO app_user;
