-- The one communication log (issue 32): an entry per contact made about an order, a leg, a client or a customer.
-- The subject is a kind and an id (no foreign key: four tables); the area checks the record is the tenant's and live
-- before it writes (server/communications/communications.subjects.ts). A callback's reminder goes to its owner once:
-- reminded_at is set by the sweep that sends it (server/communications/communications.reminders.ts).
CREATE TABLE communication_entries (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  subject_kind text NOT NULL CHECK (subject_kind IN ('ORDER', 'LEG', 'CLIENT', 'CUSTOMER')),
  subject_id uuid NOT NULL,
  direction text NOT NULL CHECK (direction IN ('INBOUND', 'OUTBOUND')),
  channel text NOT NULL CHECK (channel IN ('CALL', 'EMAIL', 'SMS', 'PORTAL_MESSAGE')),
  contact_name text CHECK (length(contact_name) <= 120),
  contact_phone text CHECK (length(contact_phone) <= 40),
  contact_email text CHECK (length(contact_email) <= 254),
  outcome text NOT NULL CHECK (outcome IN ('REACHED', 'LEFT_MESSAGE', 'NO_ANSWER', 'WRONG_NUMBER', 'REFUSED')),
  notes text CHECK (length(notes) <= 4000),
  callback_at timestamptz,
  callback_user_id uuid REFERENCES users (id),
  reminded_at timestamptz,
  mail_id uuid REFERENCES mail_outbox (id),
  user_id uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  CHECK ((callback_at IS NULL) = (callback_user_id IS NULL))
);
CREATE INDEX communication_entries_subject_idx ON communication_entries (tenant_id, subject_kind, subject_id, created_at DESC, id DESC);
-- The reminder sweep reads the due callbacks of every tenant not yet reminded.
CREATE INDEX communication_entries_callback_idx ON communication_entries (callback_at) WHERE reminded_at IS NULL AND callback_at IS NOT NULL;

SELECT app_protect_staff_tables('communication_entries');
