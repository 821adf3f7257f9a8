-- Every notification and people's say over them (issue 33): per-user preferences per type and channel, the daily
-- digest's hour and queue, tasks and announcements. Rules: server/notifications/notifications.service.ts (the sending
-- path), notifications.digest.ts (the digest job), notifications.tasks.ts and notifications.announcements.ts.

-- Only the types a user changed are stored; a type without a row is sent in the app and nowhere else.
CREATE TABLE notification_preferences (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL,
  in_app boolean NOT NULL,
  email boolean NOT NULL,
  digest boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id, type)
);

-- The hour (0-23, in the tenant's zone) the user's digest goes out; last_sent_on keeps a rerun from sending twice a day.
CREATE TABLE notification_digest_settings (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  hour smallint NOT NULL CHECK (hour BETWEEN 0 AND 23),
  last_sent_on date,
  PRIMARY KEY (tenant_id, user_id)
);

-- What waits for the next digest: a copy of the notification as sent, claimed by the digest that mails it.
CREATE TABLE notification_digest_items (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  link text,
  created_at timestamptz NOT NULL DEFAULT now(),
  digested_at timestamptz,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX notification_digest_items_pending_idx ON notification_digest_items (tenant_id, user_id, created_at)
  WHERE digested_at IS NULL;

-- Any user's action may notify another user of the tenant, so the sending path reads the recipients' rows: the tenant
-- policy alone (portal users included: a client's action notifies staff, and a client has preferences of its own).
ALTER TABLE notification_preferences ENABLE ROW LEVEL SECURITY;
ALTER TABLE notification_preferences FORCE ROW LEVEL SECURITY;
CREATE POLICY notification_preferences_tenant ON notification_preferences
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
ALTER TABLE notification_digest_settings ENABLE ROW LEVEL SECURITY;
ALTER TABLE notification_digest_settings FORCE ROW LEVEL SECURITY;
CREATE POLICY notification_digest_settings_tenant ON notification_digest_settings
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
ALTER TABLE notification_digest_items ENABLE ROW LEVEL SECURITY;
ALTER TABLE notification_digest_items FORCE ROW LEVEL SECURITY;
CREATE POLICY notification_digest_items_tenant ON notification_digest_items
  USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
GRANT SELECT, INSERT, UPDATE, DELETE ON notification_preferences, notification_digest_settings, notification_digest_items
  TO app_user;

-- Tasks: assigned to one user or to everyone holding a role, due at a time, reminded remind_minutes before it once
-- (reminded_at, set by the reminder sweep); done and reopened with a version and an audit row each.
CREATE TABLE tasks (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  notes text CHECK (length(notes) <= 4000),
  assignee_id uuid REFERENCES users (id),
  assignee_role text,
  due_at timestamptz NOT NULL,
  remind_minutes integer NOT NULL CHECK (remind_minutes BETWEEN 0 AND 10080),
  reminded_at timestamptz,
  status text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'DONE')),
  done_at timestamptz,
  done_by uuid REFERENCES users (id),
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  CHECK ((assignee_id IS NULL) <> (assignee_role IS NULL))
);
CREATE INDEX tasks_due_idx ON tasks (tenant_id, status, due_at);
-- The sweep reads the open tasks not yet reminded by due time (a reminder comes at most a week before it).
CREATE INDEX tasks_reminder_idx ON tasks (due_at) WHERE reminded_at IS NULL AND status = 'OPEN';

-- Announcements: an admin's message to the whole tenant (no roles) or to the holders of some roles, shown while valid.
CREATE TABLE announcements (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  body text NOT NULL CHECK (length(body) <= 4000),
  roles text[] NOT NULL DEFAULT '{}',
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  CHECK (ends_at > starts_at)
);
CREATE INDEX announcements_valid_idx ON announcements (tenant_id, ends_at);

SELECT app_protect_staff_tables('tasks', 'announcements');
