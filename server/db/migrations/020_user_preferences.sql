-- What a person sets up for themselves and expects on every machine (issue 13: the orders list's columns, "saved per
-- user"): small JSON values by key, readable and writable only by their owner.
CREATE TABLE user_preferences (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL CHECK (key ~ '^[a-z][A-Za-z0-9.]{0,63}$'),
  value jsonb NOT NULL CHECK (octet_length(value::text) <= 4096),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

ALTER TABLE user_preferences ENABLE ROW LEVEL SECURITY;
ALTER TABLE user_preferences FORCE ROW LEVEL SECURITY;
CREATE POLICY user_preferences_own ON user_preferences USING (user_id = app_user_id()) WITH CHECK (user_id = app_user_id());
GRANT SELECT, INSERT, UPDATE, DELETE ON user_preferences TO app_user;
