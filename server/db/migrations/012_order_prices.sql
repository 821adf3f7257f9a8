-- What the client agreed to (issue 13): the priced lines an order was placed with, kept with the order. A quote's
-- lines are copied when it is converted; an order placed from the staff form or the portal's wizard is priced by the
-- same rate card as its preview, in the transaction that creates it. Orders made before this (and bulk-loaded ones)
-- have no price recorded and say so.
ALTER TABLE orders
  ADD COLUMN price_source text CHECK (price_source IN ('QUOTE', 'RATE_CARD')),
  ADD COLUMN price_quote_revision integer,
  ADD COLUMN price_currency text,
  ADD COLUMN price_subtotal bigint,
  ADD COLUMN price_tax bigint,
  ADD COLUMN price_total bigint,
  ADD COLUMN price_warnings text[] NOT NULL DEFAULT '{}',
  ADD COLUMN priced_at timestamptz,
  ADD CONSTRAINT orders_price_complete CHECK (price_source IS NULL
    OR (price_currency IS NOT NULL AND price_subtotal IS NOT NULL AND price_tax IS NOT NULL AND price_total IS NOT NULL
        AND priced_at IS NOT NULL));

CREATE TABLE order_line_items (
  tenant_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL,
  -- The leg the line prices (null for order-wide lines: a first service charge, a discount, tax).
  order_leg_id uuid,
  position integer NOT NULL,
  type text NOT NULL CHECK (type IN ('DELIVERY', 'DISCOUNT', 'FIRST_SERVICE_CHARGE', 'FUEL', 'HAZMAT', 'PICKUP', 'RATE',
    'STORAGE', 'TAG_AND_TITLE', 'TARIFF', 'TAX')),
  leg_index integer,
  description text NOT NULL,
  quantity numeric NOT NULL DEFAULT 1,
  unit_amount numeric(14, 3) NOT NULL,
  amount bigint NOT NULL,
  explanation text NOT NULL,
  PRIMARY KEY (tenant_id, id),
  UNIQUE (tenant_id, order_id, position),
  FOREIGN KEY (tenant_id, order_id) REFERENCES orders (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, order_leg_id) REFERENCES order_legs (tenant_id, id) ON DELETE SET NULL (order_leg_id)
);
CREATE INDEX order_line_items_leg_idx ON order_line_items (tenant_id, order_leg_id) WHERE order_leg_id IS NOT NULL;

ALTER TABLE order_line_items ENABLE ROW LEVEL SECURITY;
ALTER TABLE order_line_items FORCE ROW LEVEL SECURITY;
CREATE POLICY order_line_items_tenant ON order_line_items USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
CREATE POLICY order_line_items_portal ON order_line_items AS RESTRICTIVE USING (NOT (SELECT app_is_portal())
  OR app_portal_sees_order(tenant_id, order_id, (SELECT app_scope_client_ids()), (SELECT app_scope_customer_ids())));
GRANT SELECT, INSERT, UPDATE, DELETE ON order_line_items TO app_user;
