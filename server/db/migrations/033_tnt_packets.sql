-- Tag-and-title packets (issue 16): the paperwork that lets a vehicle be registered and titled (docs/domain.md#tag-and-title), one
-- packet per order and vehicle. Two status sets: the packet's life (docs/flows.md#tag-and-title-packet, CREATED …
-- COMPLETED with ON_HOLD, the machine's) and the paperwork's (PENDING until every document is in, RECEIVED, SENT once
-- shipped, the server's). Its checklist is generated from the district's requirements (server/districts), one document
-- per requirement type, each MISSING → RECEIVED → ACCEPTED or REJECTED (with the reason) and its file; the fees follow
-- the district's FEE requirements. Tenant-owned: tenant_id leads every key, RLS forced, audit rows ("Tnt packs") in
-- the same transaction. A portal user reads the packets and checklists of its own orders (never the fees); carriers
-- read none of it.

CREATE TABLE tnt_packets (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  number text NOT NULL CHECK (number ~ '^TT-[0-9]+$'),
  kind text NOT NULL CHECK (kind IN ('TAG_AND_TITLE', 'TEMP_TAG')),
  order_id uuid NOT NULL,
  vehicle_id uuid NOT NULL,
  -- Copied from the vehicle when the packet is made, for the list's search.
  vin text,
  model_year integer CHECK (model_year BETWEEN 1900 AND 2200),
  -- The registering and titling parties (REGISTER_TO / TITLE_TO): locations of the tenant.
  register_to_id uuid,
  title_to_id uuid,
  -- The district whose requirements made the checklist.
  state_province text NOT NULL CHECK (state_province ~ '^[A-Z]{2}$'),
  county text CHECK (length(county) BETWEEN 1 AND 100),
  status text NOT NULL DEFAULT 'CREATED' CHECK (status IN ('CREATED', 'PROCESSING', 'PACKET_RECEIVED', 'APPROVED',
    'CLEARED_FOR_DISPATCH', 'PACKET_PICKED_UP', 'SHIPPED', 'DELIVERED', 'REPORTED_COMPLETE', 'COMPLETED', 'ON_HOLD')),
  -- The status ON_HOLD came from: tnt.release returns to it (the machine's history).
  held_from text CHECK (held_from IN ('CREATED', 'PROCESSING', 'PACKET_RECEIVED', 'APPROVED', 'CLEARED_FOR_DISPATCH',
    'PACKET_PICKED_UP', 'SHIPPED', 'DELIVERED', 'REPORTED_COMPLETE')),
  hold_reason text CHECK (length(hold_reason) <= 1000),
  paperwork_status text NOT NULL DEFAULT 'PENDING' CHECK (paperwork_status IN ('PENDING', 'RECEIVED', 'SENT')),
  transport text CHECK (transport IN ('DRIVEN', 'DTB', 'TRUCKED', 'TT_ONLY')),
  carrier text CHECK (carrier IN ('FEDEX', 'UPS', 'USPS', 'LOCAL_PICKUP', 'OTHER')),
  tracking_number text CHECK (length(tracking_number) <= 60),
  recipient text CHECK (recipient IN ('AGENCY', 'DRIVER', 'OTHER')),
  recipient_name text CHECK (length(recipient_name) <= 200),
  temp_tag_number text CHECK (length(temp_tag_number) <= 40),
  temp_tag_issued_on date,
  temp_tag_expires_on date,
  -- The expiry an alert was raised for (tagAndTitle.alerts.ts): one alert per tag and date, a new date is watched again.
  temp_tag_alerted_for date,
  notes text CHECK (length(notes) <= 2000),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  UNIQUE (tenant_id, number),
  FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, id),
  FOREIGN KEY (tenant_id, vehicle_id) REFERENCES vehicles (tenant_id, id),
  FOREIGN KEY (tenant_id, register_to_id) REFERENCES locations (tenant_id, id),
  FOREIGN KEY (tenant_id, title_to_id) REFERENCES locations (tenant_id, id),
  CHECK ((status = 'ON_HOLD') = (held_from IS NOT NULL)),
  CHECK (temp_tag_expires_on IS NULL OR temp_tag_issued_on IS NULL OR temp_tag_expires_on >= temp_tag_issued_on)
);
-- /tag-and-title/packets: newest first, alone or by status, kind or paperwork (each a keyset read).
CREATE INDEX tnt_packets_created_idx ON tnt_packets (tenant_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX tnt_packets_status_idx ON tnt_packets (tenant_id, status, created_at DESC, id DESC) WHERE deleted_at IS NULL;
-- The order's and the leg's tabs, and the legs a clearance releases.
CREATE INDEX tnt_packets_order_idx ON tnt_packets (tenant_id, order_id, vehicle_id) WHERE deleted_at IS NULL;
CREATE INDEX tnt_packets_vin_idx ON tnt_packets (tenant_id, vin text_pattern_ops) WHERE deleted_at IS NULL;
-- The work queue's temp tags expiring, soonest first (a completed packet's tag no longer matters).
CREATE INDEX tnt_packets_temp_tag_idx ON tnt_packets (tenant_id, temp_tag_expires_on)
  WHERE temp_tag_expires_on IS NOT NULL AND deleted_at IS NULL AND status <> 'COMPLETED';

CREATE TABLE tnt_packet_documents (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  packet_id uuid NOT NULL,
  -- The packet's order, for the portal's policy (one indexed lookup of the order, as for legs).
  order_id uuid NOT NULL,
  requirement_type_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('TITLE', 'MSO_MCO', 'LIEN_RELEASE', 'BILL_OF_SALE', 'ODOMETER_DISCLOSURE',
    'POWER_OF_ATTORNEY', 'INSPECTION', 'INSURANCE', 'ID', 'FEE')),
  label text NOT NULL CHECK (length(label) BETWEEN 1 AND 200),
  -- The district's note on this requirement (what the office wants), copied when the checklist is made.
  guidance text CHECK (length(guidance) <= 2000),
  position integer NOT NULL,
  state text NOT NULL DEFAULT 'MISSING' CHECK (state IN ('MISSING', 'RECEIVED', 'REJECTED', 'ACCEPTED')),
  reject_reason text CHECK (length(reject_reason) <= 1000),
  media_id uuid REFERENCES media (id),
  received_by uuid REFERENCES users (id) ON DELETE SET NULL,
  received_at timestamptz,
  reviewed_by uuid REFERENCES users (id) ON DELETE SET NULL,
  reviewed_at timestamptz,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  UNIQUE (tenant_id, packet_id, requirement_type_id),
  FOREIGN KEY (tenant_id, packet_id) REFERENCES tnt_packets (tenant_id, id),
  FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, id),
  FOREIGN KEY (tenant_id, requirement_type_id) REFERENCES requirement_types (tenant_id, id),
  CHECK ((state = 'REJECTED') = (reject_reason IS NOT NULL)),
  CHECK (state = 'MISSING' OR media_id IS NOT NULL)
);
CREATE INDEX tnt_packet_documents_packet_idx ON tnt_packet_documents (tenant_id, packet_id, position);
-- The work queue's packets with documents missing (or rejected, which must come again).
CREATE INDEX tnt_packet_documents_missing_idx ON tnt_packet_documents (tenant_id, packet_id) WHERE state IN ('MISSING', 'REJECTED');

CREATE TABLE tnt_packet_fees (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  packet_id uuid NOT NULL,
  requirement_type_id uuid,
  label text NOT NULL CHECK (length(label) BETWEEN 1 AND 200),
  -- Minor units; null until the clerk knows it (a county fee the district lists without an amount).
  amount integer CHECK (amount BETWEEN 0 AND 99999999),
  note text CHECK (length(note) <= 1000),
  position integer NOT NULL,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (id),
  FOREIGN KEY (tenant_id, packet_id) REFERENCES tnt_packets (tenant_id, id),
  FOREIGN KEY (tenant_id, requirement_type_id) REFERENCES requirement_types (tenant_id, id)
);
CREATE INDEX tnt_packet_fees_packet_idx ON tnt_packet_fees (tenant_id, packet_id, position);

-- The work queue's waiting legs, longest waiting first (as the help desk's queues read them).
CREATE INDEX order_legs_tnt_waiting_idx ON order_legs (tenant_id, (coalesce(status_changed_at, updated_at)), id)
  WHERE status = 'WAITING_ON_TAG_AND_TITLE' AND deleted_at IS NULL;

DO $$
DECLARE tbl text;
BEGIN
  FOREACH tbl IN ARRAY ARRAY['tnt_packets', 'tnt_packet_documents', 'tnt_packet_fees'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tbl);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tbl);
    EXECUTE format('CREATE POLICY %I ON %I USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id())',
      tbl || '_tenant', tbl);
    EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %I TO app_user', tbl);
    -- Drivers and trucking companies have no business with the paperwork.
    EXECUTE format('CREATE POLICY %I ON %I AS RESTRICTIVE USING (NOT (SELECT app_is_carrier()))', tbl || '_carrier', tbl);
  END LOOP;
END $$;

-- A portal user: the packets and checklists of its own orders (009's scope); the fees are internal.
CREATE POLICY tnt_packets_portal ON tnt_packets AS RESTRICTIVE USING (NOT (SELECT app_is_portal())
  OR app_portal_sees_order(tenant_id, order_id, (SELECT app_scope_client_ids()), (SELECT app_scope_customer_ids())));
CREATE POLICY tnt_packet_documents_portal ON tnt_packet_documents AS RESTRICTIVE USING (NOT (SELECT app_is_portal())
  OR app_portal_sees_order(tenant_id, order_id, (SELECT app_scope_client_ids()), (SELECT app_scope_customer_ids())));
CREATE POLICY tnt_packet_fees_portal ON tnt_packet_fees AS RESTRICTIVE USING (NOT (SELECT app_is_portal()));
