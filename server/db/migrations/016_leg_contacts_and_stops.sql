-- Issue 13, forms. Each leg names who hands the vehicle over and who takes it ({name, phone, email} or null);
-- the client's own data, so the portal shows it on the client's orders.
ALTER TABLE order_legs ADD COLUMN pickup_contact jsonb, ADD COLUMN delivery_contact jsonb;

-- An order's places: each distinct place its legs stop at once, in route order (position), as ORIGIN (only ever
-- left from), DESTINATION (only ever delivered to) or STOP (both: a hub, a port). Before, each leg wrote its two
-- ends (a hub twice, as DESTINATION and ORIGIN) and the seed only the chain's ends (middle stops missing).
ALTER TABLE order_locations ADD COLUMN position integer;
ALTER TABLE order_locations DROP CONSTRAINT order_locations_role_check;
ALTER TABLE order_locations ADD CONSTRAINT order_locations_role_check
  CHECK (role IN ('DESTINATION', 'ORIGIN', 'PRIMARY', 'REGISTER_TO', 'STOP', 'TITLE_TO'));

-- Rewrites an order's route places from its legs (the other roles stay); called when legs are written.
CREATE FUNCTION app_order_locations_sync(oid uuid) RETURNS void LANGUAGE sql AS $$
  DELETE FROM order_locations WHERE order_id = oid AND role IN ('ORIGIN', 'DESTINATION', 'STOP');
  INSERT INTO order_locations (tenant_id, order_id, location_id, role, position)
  SELECT s.tenant_id, oid, s.location_id,
    CASE WHEN bool_or(s.leaves) AND bool_or(NOT s.leaves) THEN 'STOP' WHEN bool_or(s.leaves) THEN 'ORIGIN' ELSE 'DESTINATION' END,
    row_number() OVER (ORDER BY min(s.rank))
  FROM (SELECT l.tenant_id, l.origin_id AS location_id, true AS leaves, l.position * 2 AS rank
        FROM order_legs l WHERE l.order_id = oid AND l.deleted_at IS NULL
        UNION ALL
        SELECT l.tenant_id, l.destination_id, false, l.position * 2 + 1
        FROM order_legs l WHERE l.order_id = oid AND l.deleted_at IS NULL) s
  WHERE s.location_id IS NOT NULL
  GROUP BY s.tenant_id, s.location_id;
$$;

SELECT app_order_locations_sync(id) FROM orders;
