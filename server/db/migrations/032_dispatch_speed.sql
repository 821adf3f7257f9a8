-- Dispatch at scale (issue 15, bench/dispatchServer.ts): the board's order and the drivers' busy legs read off indexes.

-- Each leg's pickup day in its tenant's zone: the confirmed pickup's day, else the requested date. The board sorts and
-- filters by it; computed per row it made every board page sort all of a tenant's open legs (10,000 in the bench).
-- Kept by PostgreSQL on every write that can change it, whatever path writes the leg; a tenant's new zone recomputes
-- its legs. (A superuser's bulk load with triggers off sets it itself: server/db/seed/bulk.ts.)
ALTER TABLE order_legs ADD COLUMN pickup_day date;

CREATE FUNCTION order_legs_pickup_day() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.pickup_day := coalesce((NEW.confirmed_pickup_at AT TIME ZONE (SELECT t.time_zone FROM tenants t WHERE t.id = NEW.tenant_id))::date,
    NEW.requested_pickup_date);
  RETURN NEW;
END $$;

CREATE TRIGGER order_legs_pickup_day BEFORE INSERT OR UPDATE OF confirmed_pickup_at, requested_pickup_date, tenant_id ON order_legs
  FOR EACH ROW EXECUTE FUNCTION order_legs_pickup_day();

CREATE FUNCTION tenants_pickup_days() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE order_legs SET pickup_day = coalesce((confirmed_pickup_at AT TIME ZONE NEW.time_zone)::date, requested_pickup_date)
  WHERE tenant_id = NEW.id AND confirmed_pickup_at IS NOT NULL;
  RETURN NEW;
END $$;

CREATE TRIGGER tenants_pickup_days AFTER UPDATE OF time_zone ON tenants
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION tenants_pickup_days();

UPDATE order_legs l SET pickup_day = coalesce((l.confirmed_pickup_at AT TIME ZONE t.time_zone)::date, l.requested_pickup_date)
FROM tenants t WHERE t.id = l.tenant_id;

-- The board's open legs in its order (server/dispatch/dispatch.board.ts names the same status literals, so the planner
-- proves this partial index from the query): a page is the first entries of the index, a day filter a range of it.
CREATE INDEX order_legs_board_idx ON order_legs (tenant_id, pickup_day, confirmed_pickup_at, number)
  WHERE deleted_at IS NULL AND status IN ('CLEARED_FOR_DISPATCH', 'PENDING_PICKUP', 'IN_TRANSIT', 'ABORTED');

-- The legs that keep a driver busy (server/carriers/carriers.qualification.ts BUSY_LEG, the same literals): read for
-- every suggestion's freshness check and every load of the drivers' facts (server/dispatch/dispatch.facts.ts).
CREATE INDEX order_legs_busy_idx ON order_legs (tenant_id, driver_id)
  WHERE deleted_at IS NULL AND driver_id IS NOT NULL
    AND (status IN ('PENDING_PICKUP', 'IN_TRANSIT', 'PORT_TRANSIT', 'IN_REPAIR', 'IN_STORAGE') OR (status = 'ON_HOLD' AND held_from = 'PENDING_PICKUP'));
