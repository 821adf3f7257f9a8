-- Dispatch (issue 15): where each driver last delivered, read for every driver on every suggestion and day plan —
-- one index probe per driver instead of a walk through the tenant's delivered legs.
CREATE INDEX order_legs_driver_delivered_idx ON order_legs (tenant_id, driver_id, delivered_at DESC)
  WHERE delivered_at IS NOT NULL AND driver_id IS NOT NULL;
