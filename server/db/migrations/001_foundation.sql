-- Foundation: tenants, users and their access, sessions and tokens, clients and customers, contacts, media,
-- notifications, audit log and mail outbox. Tenant-owned tables lead their keys with tenant_id and force RLS.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'app_user') THEN CREATE ROLE app_user NOLOGIN; END IF;
END $$;

CREATE FUNCTION app_tenant_id() RETURNS uuid LANGUAGE sql STABLE AS
  $$ SELECT nullif(current_setting('app.tenant_id', true), '')::uuid $$;
CREATE FUNCTION app_user_id() RETURNS uuid LANGUAGE sql STABLE AS
  $$ SELECT nullif(current_setting('app.user_id', true), '')::uuid $$;

CREATE TABLE tenants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL UNIQUE,
  locale text NOT NULL,
  currency char(3) NOT NULL,
  weight_unit text NOT NULL CHECK (weight_unit IN ('lb', 'kg')),
  dimension_unit text NOT NULL CHECK (dimension_unit IN ('in', 'cm')),
  distance_unit text NOT NULL CHECK (distance_unit IN ('mi', 'km')),
  fuel_unit text NOT NULL CHECK (fuel_unit IN ('gal', 'L')),
  zone_size integer NOT NULL CHECK (zone_size > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  name text NOT NULL,
  password_hash text NOT NULL,
  email_verified_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE user_roles (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('ACCIDENT_INCIDENT_MGMT', 'ACCOUNTING', 'ACCOUNTING_LEAD', 'ADMIN', 'BILLING',
    'BILLING_LEAD', 'CALL_CENTER', 'CALL_CENTER_LEAD', 'CLIENT', 'CLIENT_RELATIONS', 'CLIENT_RELATIONS_LEAD', 'CUSTOMER',
    'DISPATCH', 'DISPATCH_LEAD', 'DRIVER', 'DRIVER_SAFETY', 'HELP_DESK', 'MEMBER', 'STORAGE', 'STORAGE_LEAD',
    'TAG_TITLE', 'TAG_TITLE_LEAD')),
  PRIMARY KEY (user_id, role)
);

CREATE TABLE user_tenants (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id)
);
CREATE INDEX user_tenants_user_idx ON user_tenants (user_id);

-- Server-side sessions: id is the SHA-256 of the cookie value, so a leaked table does not leak sessions.
CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  csrf_token text NOT NULL,
  remember boolean NOT NULL DEFAULT false,
  ip text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_activity_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

CREATE TABLE login_attempts (
  key text NOT NULL,
  attempted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_key_idx ON login_attempts (key, attempted_at);

CREATE TABLE personal_access_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  last_used_at timestamptz,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX personal_access_tokens_user_idx ON personal_access_tokens (user_id);

-- Laravel's shape: one live token per email, stored hashed, valid 60 minutes, deleted when used.
CREATE TABLE password_reset_tokens (
  email text PRIMARY KEY,
  token_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The links themselves are signed and stateless; this records each send (resend throttling, audit).
CREATE TABLE email_verifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  verified_at timestamptz
);
CREATE INDEX email_verifications_user_idx ON email_verifications (user_id, sent_at);

CREATE TABLE user_contacts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  first_name text,
  last_name text,
  email text,
  phone text,
  phone_ext text,
  mobile_phone text,
  fax text,
  title text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE clients (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  display_name text NOT NULL,
  code text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id)
);
CREATE UNIQUE INDEX clients_code_key ON clients (tenant_id, code) WHERE code IS NOT NULL;

CREATE TABLE customers (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL,
  display_name text NOT NULL,
  code text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  FOREIGN KEY (tenant_id, client_id) REFERENCES clients (tenant_id, id)
);
CREATE INDEX customers_client_idx ON customers (tenant_id, client_id);

CREATE TABLE client_users (
  tenant_id uuid NOT NULL,
  client_id uuid NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (tenant_id, client_id, user_id),
  FOREIGN KEY (tenant_id, client_id) REFERENCES clients (tenant_id, id)
);
CREATE INDEX client_users_user_idx ON client_users (user_id);

CREATE TABLE customer_users (
  tenant_id uuid NOT NULL,
  customer_id uuid NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (tenant_id, customer_id, user_id),
  FOREIGN KEY (tenant_id, customer_id) REFERENCES customers (tenant_id, id)
);
CREATE INDEX customer_users_user_idx ON customer_users (user_id);

-- Contacts of clients, customers and locations (PRIMARY, ALTERNATE, EMERGENCY); a user's own contact is user_contacts.
CREATE TABLE contacts (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  type text NOT NULL DEFAULT 'PRIMARY' CHECK (type IN ('ALTERNATE', 'EMERGENCY', 'PRIMARY')),
  client_id uuid,
  customer_id uuid,
  first_name text,
  last_name text,
  email text,
  phone text,
  phone_ext text,
  mobile_phone text,
  fax text,
  title text,
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  FOREIGN KEY (tenant_id, client_id) REFERENCES clients (tenant_id, id),
  FOREIGN KEY (tenant_id, customer_id) REFERENCES customers (tenant_id, id)
);

-- Files by content hash under DATA_DIR/media. tenant_id is null for files that belong to a user (avatars).
CREATE TABLE media (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid REFERENCES tenants (id),
  owner_kind text NOT NULL,
  owner_id uuid NOT NULL,
  category text NOT NULL CHECK (category IN ('AVATARS', 'BOLS', 'CONDITION_REPORTS', 'DOCUMENTS', 'DRIVER_LICENSES',
    'INVOICES', 'PHOTOS', 'QB_EXPORTS', 'RECEIPTS', 'SIGNATURES', 'TNT_PACKS', 'VIDEOS')),
  file_name text NOT NULL,
  mime_type text NOT NULL,
  size integer NOT NULL,
  content_hash text NOT NULL,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX media_owner_idx ON media (owner_kind, owner_id, category);

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tenant_id uuid REFERENCES tenants (id),
  type text NOT NULL,
  title text NOT NULL,
  body text NOT NULL DEFAULT '',
  data jsonb NOT NULL DEFAULT '{}',
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC, id);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;

CREATE TABLE contact_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  company text,
  message text NOT NULL,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- What happened, by whom, before and after: the activity log and raw data of every record.
CREATE TABLE audit_logs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tenant_id uuid REFERENCES tenants (id),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  entity_kind text NOT NULL,
  entity_id text,
  action text NOT NULL CHECK (action IN ('ACKNOWLEDGED', 'CREATED', 'DELETED', 'UPDATED', 'VIEWED')),
  event text NOT NULL,
  before jsonb,
  after jsonb,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_logs_entity_idx ON audit_logs (entity_kind, entity_id, created_at);
CREATE INDEX audit_logs_user_idx ON audit_logs (user_id, created_at);

CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SENT', 'FAILED')),
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX mail_outbox_pending_idx ON mail_outbox (created_at) WHERE status = 'PENDING';

-- Row-level security. Tenant-owned rows are visible in their tenant; a user always sees their own links.
ALTER TABLE user_tenants ENABLE ROW LEVEL SECURITY;
ALTER TABLE user_tenants FORCE ROW LEVEL SECURITY;
CREATE POLICY user_tenants_access ON user_tenants
  USING (tenant_id = app_tenant_id() OR user_id = app_user_id());

ALTER TABLE clients ENABLE ROW LEVEL SECURITY;
ALTER TABLE clients FORCE ROW LEVEL SECURITY;
CREATE POLICY clients_access ON clients USING (
  tenant_id = app_tenant_id()
  OR EXISTS (SELECT 1 FROM client_users cu WHERE cu.client_id = clients.id AND cu.user_id = app_user_id())
  OR EXISTS (SELECT 1 FROM customer_users xu JOIN customers c ON c.id = xu.customer_id
             WHERE c.client_id = clients.id AND xu.user_id = app_user_id())
) WITH CHECK (tenant_id = app_tenant_id());

ALTER TABLE customers ENABLE ROW LEVEL SECURITY;
ALTER TABLE customers FORCE ROW LEVEL SECURITY;
CREATE POLICY customers_access ON customers USING (
  tenant_id = app_tenant_id()
  OR EXISTS (SELECT 1 FROM customer_users xu WHERE xu.customer_id = customers.id AND xu.user_id = app_user_id())
  OR EXISTS (SELECT 1 FROM client_users cu WHERE cu.client_id = customers.client_id AND cu.user_id = app_user_id())
) WITH CHECK (tenant_id = app_tenant_id());

ALTER TABLE client_users ENABLE ROW LEVEL SECURITY;
ALTER TABLE client_users FORCE ROW LEVEL SECURITY;
CREATE POLICY client_users_access ON client_users
  USING (tenant_id = app_tenant_id() OR user_id = app_user_id()) WITH CHECK (tenant_id = app_tenant_id());

ALTER TABLE customer_users ENABLE ROW LEVEL SECURITY;
ALTER TABLE customer_users FORCE ROW LEVEL SECURITY;
CREATE POLICY customer_users_access ON customer_users
  USING (tenant_id = app_tenant_id() OR user_id = app_user_id()) WITH CHECK (tenant_id = app_tenant_id());

ALTER TABLE contacts ENABLE ROW LEVEL SECURITY;
ALTER TABLE contacts FORCE ROW LEVEL SECURITY;
CREATE POLICY contacts_access ON contacts USING (tenant_id = app_tenant_id());

ALTER TABLE media ENABLE ROW LEVEL SECURITY;
ALTER TABLE media FORCE ROW LEVEL SECURITY;
CREATE POLICY media_access ON media
  USING (tenant_id = app_tenant_id() OR (tenant_id IS NULL AND app_user_id() IS NOT NULL))
  WITH CHECK (tenant_id = app_tenant_id() OR (tenant_id IS NULL AND owner_id = app_user_id()));

ALTER TABLE notifications ENABLE ROW LEVEL SECURITY;
ALTER TABLE notifications FORCE ROW LEVEL SECURITY;
CREATE POLICY notifications_read ON notifications FOR SELECT USING (user_id = app_user_id());
CREATE POLICY notifications_update ON notifications FOR UPDATE USING (user_id = app_user_id());
-- Anyone's action may notify someone else (a contact form notifies the admins); reading stays private.
CREATE POLICY notifications_insert ON notifications FOR INSERT
  WITH CHECK (tenant_id IS NULL OR tenant_id = app_tenant_id());

ALTER TABLE audit_logs ENABLE ROW LEVEL SECURITY;
ALTER TABLE audit_logs FORCE ROW LEVEL SECURITY;
CREATE POLICY audit_logs_read ON audit_logs FOR SELECT
  USING (tenant_id = app_tenant_id() OR (tenant_id IS NULL AND user_id = app_user_id()));
CREATE POLICY audit_logs_insert ON audit_logs FOR INSERT
  WITH CHECK (tenant_id IS NULL OR tenant_id = app_tenant_id());

-- The application role owns nothing and gets only what it uses.
GRANT USAGE ON SCHEMA public TO app_user;
GRANT SELECT ON tenants, user_roles TO app_user;
GRANT SELECT, INSERT, UPDATE, DELETE ON users, user_tenants, sessions, login_attempts, personal_access_tokens,
  password_reset_tokens, email_verifications, user_contacts, clients, customers, client_users, customer_users,
  contacts, media, notifications TO app_user;
GRANT SELECT, INSERT ON contact_messages, audit_logs, mail_outbox TO app_user;
GRANT UPDATE ON mail_outbox TO app_user;
GRANT INSERT, DELETE ON user_roles TO app_user;
