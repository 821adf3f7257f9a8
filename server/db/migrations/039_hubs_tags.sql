-- Hubs and tags administration (issue 29): /admin/hubs and /admin/tags, written by server/hubsAndTags.
-- Hubs and tags become versioned records (a stale edit is CONFLICT) whose code / name is unique among the live ones
-- (a retired hub's code and a deleted tag's name are free again); tags take their colour from a fixed palette; legs and
-- clients carry tags as orders do (leg_tags, client_tags). Tenant-owned: tenant_id leads every key, RLS forced, staff
-- only, audit rows written by the area in the same transaction.

-- Hubs: versioned; the code is unique among live hubs (a retired hub is soft-deleted: deleted_at).
ALTER TABLE hubs
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE hubs DROP CONSTRAINT hubs_tenant_id_code_key;
CREATE UNIQUE INDEX hubs_code_idx ON hubs (tenant_id, code) WHERE deleted_at IS NULL;
-- The hub list counts the live drivers homed at each hub; the retire refusal asks the same.
CREATE INDEX drivers_home_hub_idx ON drivers (tenant_id, home_hub_id) WHERE deleted_at IS NULL;

-- Tags: versioned; the colour is one of the palette's (src/graphql/schema/hubsAndTags.graphql, TagColour); one live
-- tag per name, case-blind.
UPDATE tags SET colour = 'GRAY'
  WHERE colour NOT IN ('GRAY', 'RED', 'ORANGE', 'YELLOW', 'GREEN', 'TEAL', 'BLUE', 'PURPLE', 'PINK');
ALTER TABLE tags
  ADD COLUMN version integer NOT NULL DEFAULT 1,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD CONSTRAINT tags_colour CHECK (colour IN ('GRAY', 'RED', 'ORANGE', 'YELLOW', 'GREEN', 'TEAL', 'BLUE', 'PURPLE', 'PINK'));
ALTER TABLE tags DROP CONSTRAINT tags_tenant_id_name_key;
CREATE UNIQUE INDEX tags_name_idx ON tags (tenant_id, lower(name)) WHERE deleted_at IS NULL;

-- The list filters ask "which records carry any of these tags": by tag first.
CREATE INDEX order_tags_tag_idx ON order_tags (tenant_id, tag_id, order_id);

CREATE TABLE leg_tags (
  tenant_id uuid NOT NULL,
  order_leg_id uuid NOT NULL,
  tag_id uuid NOT NULL,
  PRIMARY KEY (tenant_id, order_leg_id, tag_id),
  FOREIGN KEY (tenant_id, order_leg_id) REFERENCES order_legs (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, tag_id) REFERENCES tags (tenant_id, id)
);
CREATE INDEX leg_tags_tag_idx ON leg_tags (tenant_id, tag_id, order_leg_id);

CREATE TABLE client_tags (
  tenant_id uuid NOT NULL,
  client_id uuid NOT NULL,
  tag_id uuid NOT NULL,
  PRIMARY KEY (tenant_id, client_id, tag_id),
  FOREIGN KEY (tenant_id, client_id) REFERENCES clients (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, tag_id) REFERENCES tags (tenant_id, id)
);
CREATE INDEX client_tags_tag_idx ON client_tags (tenant_id, tag_id, client_id);

-- Tags are staff's only, as order_tags are (009 and 010 keep portal and carrier sessions out of those).
SELECT app_protect_staff_tables('leg_tags', 'client_tags');
