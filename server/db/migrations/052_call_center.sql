-- The call center's queue (issue 32; server/callCenter/callCenter.queue.ts): the legs waiting for a call
-- (UNACKNOWLEDGED, PENDING_CONFIRMATION) and the aborted ones to reschedule, oldest promise first. The promise is the
-- leg's pickup day (migration 032: the confirmed pickup's day in the tenant's zone, else the requested date); an ASAP
-- leg has none and comes first, the oldest made first. The queue names the same status literals, so the planner
-- proves this partial index from the query and a page is the first entries of it.
CREATE INDEX order_legs_call_center_idx ON order_legs (tenant_id, pickup_day NULLS FIRST, created_at, id)
  WHERE deleted_at IS NULL AND status IN ('UNACKNOWLEDGED', 'PENDING_CONFIRMATION', 'ABORTED');
