-- The search documents are built once a transaction, as it commits, instead of at every row event (054). An order
-- made through the form or an import fired the orders document three times (the order's insert, each leg's insert,
-- the submit's state) and each leg's once; an edit of several fields of one record as often. Now the row triggers
-- queue the documents to build (search_pending, one row per document per transaction, a repeat is a no-op) and one
-- deferred constraint trigger builds each queued document once at commit, with the transaction's final rows, through
-- the same app_search_refresh (still what a reindex calls directly, set-based). The documents still change in the
-- writing transaction: they commit with it, or not at all.

CREATE TABLE search_pending (
  txid bigint NOT NULL DEFAULT txid_current(),
  tenant_id uuid NOT NULL,
  index_name text NOT NULL,
  object_id uuid NOT NULL,
  PRIMARY KEY (tenant_id, txid, index_name, object_id)
);
-- Written and emptied by the SECURITY DEFINER functions below within one transaction; app_user has no grant.
ALTER TABLE search_pending ENABLE ROW LEVEL SECURITY;
ALTER TABLE search_pending FORCE ROW LEVEL SECURITY;
CREATE POLICY search_pending_tenant ON search_pending USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());

CREATE FUNCTION app_search_queue(idx text, t uuid, ids uuid[]) RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  INSERT INTO search_pending (tenant_id, index_name, object_id) SELECT t, idx, unnest(ids) ON CONFLICT DO NOTHING;
END $$;

CREATE FUNCTION app_search_pending_build() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  PERFORM app_search_refresh(NEW.index_name, NEW.tenant_id, ARRAY[NEW.object_id]);
  DELETE FROM search_pending WHERE tenant_id = NEW.tenant_id AND txid = NEW.txid AND index_name = NEW.index_name
    AND object_id = NEW.object_id;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER search_pending_at_commit AFTER INSERT ON search_pending DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION app_search_pending_build();

-- The row triggers of 054, queueing instead of building.
CREATE OR REPLACE FUNCTION app_search_orders_changed() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM app_search_queue('orders', r.tenant_id, ARRAY[r.id]);
  IF TG_OP = 'UPDATE' AND (OLD.number, OLD.client_id, OLD.deleted_at) IS DISTINCT FROM (NEW.number, NEW.client_id, NEW.deleted_at) THEN
    PERFORM app_search_queue('order_legs', r.tenant_id,
      ARRAY(SELECT id FROM order_legs WHERE tenant_id = r.tenant_id AND order_id = r.id));
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION app_search_legs_changed() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM app_search_queue('order_legs', r.tenant_id, ARRAY[r.id]);
  PERFORM app_search_queue('orders', r.tenant_id, ARRAY[r.order_id]);
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION app_search_named_changed() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF TG_ARGV[0] <> '' THEN PERFORM app_search_queue(TG_ARGV[0], r.tenant_id, ARRAY[r.id]); END IF;
  IF TG_OP = 'UPDATE' AND TG_ARGV[1] = 'legs' THEN
    PERFORM app_search_queue('order_legs', r.tenant_id, ARRAY(SELECT l.id FROM order_legs l WHERE l.tenant_id = r.tenant_id
      AND (l.vehicle_id = r.id OR l.origin_id = r.id OR l.destination_id = r.id)));
    PERFORM app_search_queue('orders', r.tenant_id, ARRAY(SELECT DISTINCT l.order_id FROM order_legs l WHERE l.tenant_id = r.tenant_id
      AND (l.vehicle_id = r.id OR l.origin_id = r.id OR l.destination_id = r.id)));
  ELSIF TG_OP = 'UPDATE' AND TG_ARGV[1] = 'accounts' THEN
    PERFORM app_search_queue('orders', r.tenant_id, ARRAY(SELECT o.id FROM orders o WHERE o.tenant_id = r.tenant_id
      AND (o.client_id = r.id OR o.customer_id = r.id)));
    PERFORM app_search_queue('quotes', r.tenant_id, ARRAY(SELECT q.id FROM quotes q WHERE q.tenant_id = r.tenant_id
      AND (q.client_id = r.id OR q.customer_id = r.id)));
  ELSIF TG_OP = 'UPDATE' AND TG_ARGV[1] = 'drivers' THEN
    PERFORM app_search_queue('drivers', r.tenant_id, ARRAY(SELECT d.id FROM drivers d WHERE d.tenant_id = r.tenant_id
      AND d.trucking_company_id = r.id));
  END IF;
  RETURN NULL;
END $$;

-- An order's own search text (015) and its places (016) were SQL functions, which PostgreSQL plans again at every call
-- from a statement of their own (an order's write calls each once): the same bodies in plpgsql keep their plans for
-- the connection. Same results, same rights (neither is SECURITY DEFINER).
CREATE OR REPLACE FUNCTION app_order_search_text(oid uuid) RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT concat_ws(' ', o.number, nullif(array_to_string(o.reference_numbers, ' '), ''),
    (SELECT c.display_name FROM clients c WHERE c.tenant_id = o.tenant_id AND c.id = o.client_id),
    (SELECT cu.display_name FROM customers cu WHERE cu.tenant_id = o.tenant_id AND cu.id = o.customer_id),
    (SELECT string_agg(DISTINCT concat_ws(' ', v.vin, v.year, v.make, v.model), ' ')
     FROM order_legs l JOIN vehicles v ON v.tenant_id = l.tenant_id AND v.id = l.vehicle_id
     WHERE l.tenant_id = o.tenant_id AND l.order_id = o.id AND l.deleted_at IS NULL),
    (SELECT string_agg(DISTINCT concat_ws(' ', p.name, p.city, p.state_province, p.postal_code), ' ')
     FROM order_legs l JOIN locations p ON p.tenant_id = l.tenant_id AND p.id IN (l.origin_id, l.destination_id)
     WHERE l.tenant_id = o.tenant_id AND l.order_id = o.id AND l.deleted_at IS NULL))
  FROM orders o WHERE o.id = oid);
END $$;

CREATE OR REPLACE FUNCTION app_order_locations_sync(oid uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
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
END $$;
