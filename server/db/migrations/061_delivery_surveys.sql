-- Delivery surveys (issue 31): when a leg is delivered its delivery contact is asked, by a mailed link or the code on
-- the bill of lading, to rate the delivery (1-5), tick the driver tags and comment; one answer per leg. Rules:
-- server/surveys/surveys.tokens.ts (token and code), surveys.answer.ts (the public answer), docs/delivery-surveys.md.

-- One row per delivered leg: the invitation (only the hashes of the mailed token and the printed code are stored),
-- and once answered the answer. driver_id is the leg's driver at delivery, kept for the driver page and the report.
CREATE TABLE delivery_surveys (
  tenant_id uuid NOT NULL REFERENCES tenants (id),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  order_leg_id uuid NOT NULL,
  driver_id uuid,
  -- sha256 (hex) of the mailed token and of the bill of lading's code; both unique over every tenant (the public page
  -- knows no tenant: app_delivery_survey_find looks them up).
  token_hash text NOT NULL UNIQUE,
  code_hash text NOT NULL UNIQUE,
  mailed_to text,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  answered_at timestamptz,
  rating smallint CHECK (rating BETWEEN 1 AND 5),
  tags text[] NOT NULL DEFAULT '{}',
  comment text CHECK (length(comment) <= 2000),
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, order_leg_id),
  FOREIGN KEY (tenant_id, order_leg_id) REFERENCES order_legs (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, driver_id) REFERENCES drivers (tenant_id, id) ON DELETE SET NULL (driver_id),
  CHECK ((answered_at IS NULL) = (rating IS NULL))
);
CREATE INDEX delivery_surveys_answered_idx ON delivery_surveys (tenant_id, answered_at) WHERE answered_at IS NOT NULL;
CREATE INDEX delivery_surveys_driver_idx ON delivery_surveys (tenant_id, driver_id, answered_at);

SELECT app_protect_staff_tables('delivery_surveys');

-- The public page's only way in: the tenant and survey of a token's or code's hash, nothing else. The request then
-- reads and answers the survey as that tenant (row-level security on), never seeing another tenant's rows.
CREATE FUNCTION app_delivery_survey_find(hash text) RETURNS TABLE (tenant_id uuid, id uuid)
  LANGUAGE sql STABLE STRICT SECURITY DEFINER SET search_path = public AS $$
  SELECT s.tenant_id, s.id FROM delivery_surveys s WHERE s.token_hash = hash OR s.code_hash = hash LIMIT 1 $$;
REVOKE EXECUTE ON FUNCTION app_delivery_survey_find(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION app_delivery_survey_find(text) TO app_user;

-- A delivered leg's survey, created by whoever delivers it: staff, or the driver on their phone (a carrier, who may
-- not read or write surveys: the answers are staff's). The leg must be the caller's tenant's; answers the new
-- survey's id, or nothing when the leg has one already (delivered again after an undo).
CREATE FUNCTION app_delivery_survey_invite(leg uuid, driver uuid, token text, code text, mailed text, days integer)
  RETURNS SETOF uuid LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public AS $$
  INSERT INTO delivery_surveys (tenant_id, order_leg_id, driver_id, token_hash, code_hash, mailed_to, expires_at)
  SELECT l.tenant_id, l.id, driver, token, code, mailed, now() + make_interval(days => days)
  FROM order_legs l WHERE l.tenant_id = app_tenant_id() AND l.id = leg
  ON CONFLICT (tenant_id, order_leg_id) DO NOTHING RETURNING id $$;
REVOKE EXECUTE ON FUNCTION app_delivery_survey_invite(uuid, uuid, text, text, text, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION app_delivery_survey_invite(uuid, uuid, text, text, text, integer) TO app_user;
