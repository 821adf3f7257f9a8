-- The help desk (issue 15): legs that need a person (server/helpDesk/helpDesk.reasons.ts). Each reason is one indexed
-- branch; these partial indexes hold only the legs a branch can match, in the order the list reads them (oldest problem
-- first, then the leg's id), so the branches merge in order and a page reads a few index entries on a tenant of
-- 100,000 orders instead of sorting every problem. The status lists here and in
-- helpDesk.reasons.ts are the same literals: the planner proves a partial index from the query's own predicate.

-- When the leg took its current status (a hold, an abort): kept by PostgreSQL on every status change, whatever path moved
-- the leg (a transition, an accident report, a repair). Null for legs that have not moved since this column came (and for
-- seeded rows); readers fall back to updated_at.
ALTER TABLE order_legs ADD COLUMN status_changed_at timestamptz;

CREATE FUNCTION order_legs_status_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    NEW.status_changed_at := now();
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER order_legs_status_changed BEFORE UPDATE OF status ON order_legs
  FOR EACH ROW EXECUTE FUNCTION order_legs_status_changed();

-- Held and aborted legs already stored: the time of their last hold or abort in the audit log.
UPDATE order_legs l SET status_changed_at = a.at
FROM (SELECT a.tenant_id, a.entity_id, max(a.created_at) AS at FROM audit_logs a
      WHERE a.entity_kind = 'Order legs' AND a.event IN ('leg.hold', 'leg.abort') GROUP BY a.tenant_id, a.entity_id) a
WHERE l.status IN ('ON_HOLD', 'ABORTED') AND a.tenant_id = l.tenant_id AND a.entity_id = l.id::text;

-- PICKUP_OVERDUE: not picked up yet, by the confirmed pickup.
CREATE INDEX order_legs_help_pickup_idx ON order_legs (tenant_id, confirmed_pickup_at, id)
  WHERE deleted_at IS NULL AND status IN ('PROCESSING', 'PENDING_CONFIRMATION', 'CALL_CENTER_CONFIRMED', 'WAITING_ON_TAG_AND_TITLE',
    'CLEARED_FOR_DISPATCH', 'PENDING_PICKUP');
-- DELIVERY_OVERDUE: in custody, by the confirmed delivery.
CREATE INDEX order_legs_help_delivery_idx ON order_legs (tenant_id, confirmed_delivery_at, id)
  WHERE deleted_at IS NULL AND status IN ('IN_TRANSIT', 'PORT_TRANSIT', 'IN_REPAIR', 'IN_STORAGE');
-- ABORTED and LONG_HOLD: by the time the leg took the status.
CREATE INDEX order_legs_help_aborted_idx ON order_legs (tenant_id, (coalesce(status_changed_at, updated_at)), id)
  WHERE deleted_at IS NULL AND status = 'ABORTED';
CREATE INDEX order_legs_help_hold_idx ON order_legs (tenant_id, (coalesce(status_changed_at, updated_at)), id)
  WHERE deleted_at IS NULL AND status = 'ON_HOLD';
-- PICKED_UP_WITHOUT_REPORT: picked up (in custody or delivered), by the pickup time; the report is looked up by its
-- unique (tenant, leg, direction) index. CLIENT_IN legs are filtered, not left out of the index: under row-level
-- security the planner proves a partial index only from leakproof operators, and text <> is not one.
CREATE INDEX order_legs_help_picked_up_idx ON order_legs (tenant_id, (coalesce(picked_up_at, updated_at)), id)
  WHERE deleted_at IS NULL AND status IN ('IN_TRANSIT', 'PORT_TRANSIT', 'IN_REPAIR', 'IN_STORAGE', 'DELIVERED');
-- NEW_DAMAGE and the overview's chart: reports with new damage by the time they were submitted.
CREATE INDEX condition_reports_new_damage_idx ON condition_reports (tenant_id, submitted_at, order_leg_id)
  WHERE new_damage_count > 0;
