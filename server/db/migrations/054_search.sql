-- Search (issue 33): one row per searchable record in search_documents, the embedded Algolia endpoint's index
-- (server/search/search.query.ts) and the hosted indexer's source (server/search/search.indexer.ts).
--
-- * Kept current in the writing transaction: row triggers on the source tables call app_search_refresh(index, tenant,
--   ids), which deletes the records' documents and inserts them again from their rows (a deleted or archived-away
--   record simply has no document). A write that rolls back leaves its documents as they were.
-- * The refresh is SECURITY DEFINER: a document is built from every row of its record (an order's legs, drivers and
--   vehicles), whatever the writer may read itself.
-- * Read under row-level security like the source tables: the tenant policy, and for a portal user only the orders,
--   legs, quotes and vehicles of its clients and customers, for a carrier only its legs and their orders (the same
--   scope functions as 009 and 010). The search key's filters narrow this further; they can never widen it.
-- * search_text (lower case) carries what people type: trigram GIN for substrings (a VIN's last six characters) and
--   typo tolerance (word similarity); tsv ranks whole and prefix words, the record's number weighted A.
-- * search_outbox lists the documents that changed, for the hosted indexer to push (embedded mode clears it).

CREATE TABLE search_documents (
  tenant_id uuid NOT NULL REFERENCES tenants (id) ON DELETE CASCADE,
  index_name text NOT NULL,
  object_id uuid NOT NULL,
  client_id uuid,
  customer_id uuid,
  driver_ids uuid[] NOT NULL DEFAULT '{}',
  company_ids uuid[] NOT NULL DEFAULT '{}',
  search_text text NOT NULL,
  tsv tsvector NOT NULL,
  facets jsonb NOT NULL DEFAULT '{}',
  date_ts bigint,
  record jsonb NOT NULL,
  PRIMARY KEY (tenant_id, index_name, object_id)
);
CREATE INDEX search_documents_tsv_idx ON search_documents USING gin (tsv);
CREATE INDEX search_documents_trgm_idx ON search_documents USING gin (search_text gin_trgm_ops);
CREATE INDEX search_documents_date_idx ON search_documents (tenant_id, index_name, date_ts DESC);

CREATE TABLE search_outbox (
  tenant_id uuid NOT NULL,
  id bigserial,
  index_name text NOT NULL,
  object_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, id)
);
-- The indexer drains it oldest first, across tenants.
CREATE INDEX search_outbox_id_idx ON search_outbox (id);

ALTER TABLE search_documents ENABLE ROW LEVEL SECURITY;
ALTER TABLE search_documents FORCE ROW LEVEL SECURITY;
CREATE POLICY search_documents_tenant ON search_documents USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());
CREATE POLICY search_documents_portal ON search_documents AS RESTRICTIVE USING (NOT (SELECT app_is_portal())
  OR (index_name IN ('orders', 'order_legs', 'quotes')
      AND (client_id = ANY ((SELECT app_scope_client_ids())::uuid[]) OR customer_id = ANY ((SELECT app_scope_customer_ids())::uuid[])))
  OR (index_name = 'vehicles' AND client_id = ANY ((SELECT app_scope_vehicle_client_ids())::uuid[])));
CREATE POLICY search_documents_carrier ON search_documents AS RESTRICTIVE USING (NOT (SELECT app_is_carrier())
  OR (index_name IN ('orders', 'order_legs')
      AND (driver_ids && (SELECT app_carrier_driver_ids())::uuid[] OR company_ids && (SELECT app_carrier_company_ids())::uuid[])));
GRANT SELECT ON search_documents TO app_user;
-- Written by the refresh (SECURITY DEFINER) and read by the indexer's job as the owner; app_user has no grant.
ALTER TABLE search_outbox ENABLE ROW LEVEL SECURITY;
ALTER TABLE search_outbox FORCE ROW LEVEL SECURITY;
CREATE POLICY search_outbox_tenant ON search_outbox USING (tenant_id = app_tenant_id()) WITH CHECK (tenant_id = app_tenant_id());

-- One document's shape for every index: the record the hit shows (src/domain/search.ts SearchRecord) and its facets.
CREATE FUNCTION app_search_record(oid uuid, number text, title text, subtitle text, status text, url text,
  client_name text, transport_method text, date_ts bigint) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object('objectID', oid, 'number', number, 'title', title, 'subtitle', coalesce(subtitle, ''),
    'status', status, 'url', url, 'clientName', client_name, 'transportMethod', transport_method, 'date', date_ts) $$;

CREATE FUNCTION app_search_facets(status text, client_name text, transport_method text) RETURNS jsonb
  LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_strip_nulls(jsonb_build_object('status', status, 'clientName', client_name, 'transportMethod', transport_method)) $$;

CREATE FUNCTION app_search_tsv(head text, body text) RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT setweight(to_tsvector('simple', lower(coalesce(head, ''))), 'A') || setweight(to_tsvector('simple', lower(coalesce(body, ''))), 'B') $$;

CREATE FUNCTION app_search_refresh(idx text, t uuid, ids uuid[]) RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
  DELETE FROM search_documents d WHERE d.tenant_id = t AND d.index_name = idx AND d.object_id = ANY (ids);
  INSERT INTO search_outbox (tenant_id, index_name, object_id) SELECT t, idx, unnest(ids);
  IF idx = 'orders' THEN
    INSERT INTO search_documents (tenant_id, index_name, object_id, client_id, customer_id, driver_ids, company_ids,
      search_text, tsv, facets, date_ts, record)
    SELECT o.tenant_id, idx, o.id, o.client_id, o.customer_id, coalesce(l.drivers, '{}'), coalesce(l.companies, '{}'),
      lower(concat_ws(' ', o.number, c.display_name, cu.display_name, array_to_string(o.reference_numbers, ' '), l.words)),
      app_search_tsv(o.number, concat_ws(' ', c.display_name, cu.display_name, array_to_string(o.reference_numbers, ' '), l.words)),
      app_search_facets(o.state, c.display_name, l.method), extract(epoch FROM o.created_at)::bigint,
      app_search_record(o.id, o.number, o.number, concat_ws(' · ', c.display_name, l.vehicles), o.state, '/orders/' || o.id,
        c.display_name, l.method, extract(epoch FROM o.created_at)::bigint)
    FROM orders o
    LEFT JOIN clients c ON c.tenant_id = o.tenant_id AND c.id = o.client_id
    LEFT JOIN customers cu ON cu.tenant_id = o.tenant_id AND cu.id = o.customer_id
    LEFT JOIN LATERAL (
      SELECT array_agg(DISTINCT ol.driver_id) FILTER (WHERE ol.driver_id IS NOT NULL) AS drivers,
        array_agg(DISTINCT ol.trucking_company_id) FILTER (WHERE ol.trucking_company_id IS NOT NULL) AS companies,
        min(ol.transport_method) AS method,
        string_agg(DISTINCT concat_ws(' ', v.year, v.make, v.model), ', ') AS vehicles,
        concat_ws(' ', string_agg(DISTINCT concat_ws(' ', v.vin, v.year, v.make, v.model), ' '),
          string_agg(DISTINCT concat_ws(' ', po.name, po.city, po.state_province, po.postal_code), ' '),
          string_agg(DISTINCT concat_ws(' ', pd.name, pd.city, pd.state_province, pd.postal_code), ' ')) AS words
      FROM order_legs ol
      LEFT JOIN vehicles v ON v.tenant_id = ol.tenant_id AND v.id = ol.vehicle_id
      LEFT JOIN locations po ON po.tenant_id = ol.tenant_id AND po.id = ol.origin_id
      LEFT JOIN locations pd ON pd.tenant_id = ol.tenant_id AND pd.id = ol.destination_id
      WHERE ol.tenant_id = o.tenant_id AND ol.order_id = o.id AND ol.deleted_at IS NULL) l ON true
    WHERE o.tenant_id = t AND o.id = ANY (ids) AND o.deleted_at IS NULL;
  ELSIF idx = 'order_legs' THEN
    INSERT INTO search_documents (tenant_id, index_name, object_id, client_id, customer_id, driver_ids, company_ids,
      search_text, tsv, facets, date_ts, record)
    SELECT ol.tenant_id, idx, ol.id, o.client_id, o.customer_id,
      CASE WHEN ol.driver_id IS NULL THEN '{}' ELSE ARRAY[ol.driver_id] END,
      CASE WHEN ol.trucking_company_id IS NULL THEN '{}' ELSE ARRAY[ol.trucking_company_id] END,
      lower(concat_ws(' ', ol.number, o.number, c.display_name, v.vin, v.year, v.make, v.model, po.name, po.city,
        po.state_province, po.postal_code, pd.name, pd.city, pd.state_province, pd.postal_code)),
      app_search_tsv(ol.number, concat_ws(' ', o.number, c.display_name, v.vin, v.year, v.make, v.model, po.name, po.city,
        po.state_province, po.postal_code, pd.name, pd.city, pd.state_province, pd.postal_code)),
      app_search_facets(ol.status, c.display_name, ol.transport_method),
      extract(epoch FROM coalesce(ol.requested_pickup_date::timestamptz, ol.created_at))::bigint,
      app_search_record(ol.id, ol.number, ol.number,
        concat_ws(' · ', nullif(concat_ws(' → ', po.city, pd.city), ''), nullif(concat_ws(' ', v.year, v.make, v.model), '')),
        ol.status, '/order-legs/' || ol.id, c.display_name, ol.transport_method,
        extract(epoch FROM coalesce(ol.requested_pickup_date::timestamptz, ol.created_at))::bigint)
    FROM order_legs ol
    JOIN orders o ON o.tenant_id = ol.tenant_id AND o.id = ol.order_id AND o.deleted_at IS NULL
    LEFT JOIN clients c ON c.tenant_id = o.tenant_id AND c.id = o.client_id
    LEFT JOIN vehicles v ON v.tenant_id = ol.tenant_id AND v.id = ol.vehicle_id
    LEFT JOIN locations po ON po.tenant_id = ol.tenant_id AND po.id = ol.origin_id
    LEFT JOIN locations pd ON pd.tenant_id = ol.tenant_id AND pd.id = ol.destination_id
    WHERE ol.tenant_id = t AND ol.id = ANY (ids) AND ol.deleted_at IS NULL;
  ELSIF idx = 'quotes' THEN
    INSERT INTO search_documents (tenant_id, index_name, object_id, client_id, customer_id, search_text, tsv, facets, date_ts, record)
    SELECT q.tenant_id, idx, q.id, q.client_id, q.customer_id,
      lower(concat_ws(' ', q.number, c.display_name, cu.display_name)),
      app_search_tsv(q.number, concat_ws(' ', c.display_name, cu.display_name)),
      app_search_facets(q.status, c.display_name, NULL), extract(epoch FROM q.created_at)::bigint,
      app_search_record(q.id, q.number, q.number, concat_ws(' · ', c.display_name, cu.display_name), q.status,
        '/quotes/' || q.id, c.display_name, NULL, extract(epoch FROM q.created_at)::bigint)
    FROM quotes q
    LEFT JOIN clients c ON c.tenant_id = q.tenant_id AND c.id = q.client_id
    LEFT JOIN customers cu ON cu.tenant_id = q.tenant_id AND cu.id = q.customer_id
    WHERE q.tenant_id = t AND q.id = ANY (ids) AND q.deleted_at IS NULL;
  ELSIF idx = 'vehicles' THEN
    INSERT INTO search_documents (tenant_id, index_name, object_id, client_id, search_text, tsv, facets, date_ts, record)
    SELECT v.tenant_id, idx, v.id, v.client_id,
      lower(concat_ws(' ', v.vin, v.year, v.make, v.model, v.colour, v.plate, v.stock_number, c.display_name)),
      app_search_tsv(v.vin, concat_ws(' ', v.year, v.make, v.model, v.colour, v.plate, v.stock_number, c.display_name)),
      app_search_facets(NULL, c.display_name, NULL), extract(epoch FROM v.created_at)::bigint,
      app_search_record(v.id, v.vin, coalesce(nullif(concat_ws(' ', v.year, v.make, v.model), ''), v.vin),
        concat_ws(' · ', v.vin, v.plate, c.display_name), NULL, '/admin/vehicles/' || v.id, c.display_name, NULL,
        extract(epoch FROM v.created_at)::bigint)
    FROM vehicles v
    LEFT JOIN clients c ON c.tenant_id = v.tenant_id AND c.id = v.client_id
    WHERE v.tenant_id = t AND v.id = ANY (ids) AND v.deleted_at IS NULL;
  ELSIF idx = 'clients' THEN
    INSERT INTO search_documents (tenant_id, index_name, object_id, client_id, search_text, tsv, facets, date_ts, record)
    SELECT c.tenant_id, idx, c.id, c.id, lower(concat_ws(' ', c.display_name, c.code, c.billing_email)),
      app_search_tsv(c.display_name, concat_ws(' ', c.code, c.billing_email)),
      app_search_facets('ACTIVE', c.display_name, NULL), extract(epoch FROM c.created_at)::bigint,
      app_search_record(c.id, c.code, c.display_name, c.code, 'ACTIVE', '/admin/clients/' || c.id, c.display_name, NULL,
        extract(epoch FROM c.created_at)::bigint)
    FROM clients c WHERE c.tenant_id = t AND c.id = ANY (ids) AND c.deleted_at IS NULL;
  ELSIF idx = 'customers' THEN
    INSERT INTO search_documents (tenant_id, index_name, object_id, client_id, customer_id, search_text, tsv, facets, date_ts, record)
    SELECT x.tenant_id, idx, x.id, x.client_id, x.id, lower(concat_ws(' ', x.display_name, x.code, c.display_name)),
      app_search_tsv(x.display_name, concat_ws(' ', x.code, c.display_name)),
      app_search_facets('ACTIVE', c.display_name, NULL), extract(epoch FROM x.created_at)::bigint,
      app_search_record(x.id, x.code, x.display_name, concat_ws(' · ', x.code, c.display_name), 'ACTIVE',
        '/admin/customers/' || x.id, c.display_name, NULL, extract(epoch FROM x.created_at)::bigint)
    FROM customers x LEFT JOIN clients c ON c.tenant_id = x.tenant_id AND c.id = x.client_id
    WHERE x.tenant_id = t AND x.id = ANY (ids) AND x.deleted_at IS NULL;
  ELSIF idx = 'drivers' THEN
    INSERT INTO search_documents (tenant_id, index_name, object_id, driver_ids, company_ids, search_text, tsv, facets, date_ts, record)
    SELECT d.tenant_id, idx, d.id, ARRAY[d.id],
      CASE WHEN d.trucking_company_id IS NULL THEN '{}' ELSE ARRAY[d.trucking_company_id] END,
      lower(concat_ws(' ', d.first_name, d.last_name, d.email, d.phone, d.licence_number, tc.display_name)),
      app_search_tsv(concat_ws(' ', d.first_name, d.last_name), concat_ws(' ', d.email, d.phone, d.licence_number, tc.display_name)),
      app_search_facets(CASE WHEN d.disqualified_at IS NULL THEN 'ACTIVE' ELSE 'DISQUALIFIED' END, NULL, NULL),
      extract(epoch FROM d.created_at)::bigint,
      app_search_record(d.id, NULL, concat_ws(' ', d.first_name, d.last_name), concat_ws(' · ', d.email, d.phone, tc.display_name),
        CASE WHEN d.disqualified_at IS NULL THEN 'ACTIVE' ELSE 'DISQUALIFIED' END, '/admin/drivers/' || d.id, NULL, NULL,
        extract(epoch FROM d.created_at)::bigint)
    FROM drivers d LEFT JOIN trucking_companies tc ON tc.tenant_id = d.tenant_id AND tc.id = d.trucking_company_id
    WHERE d.tenant_id = t AND d.id = ANY (ids) AND d.deleted_at IS NULL;
  ELSIF idx = 'trucking_companies' THEN
    INSERT INTO search_documents (tenant_id, index_name, object_id, company_ids, search_text, tsv, facets, date_ts, record)
    SELECT tc.tenant_id, idx, tc.id, ARRAY[tc.id],
      lower(concat_ws(' ', tc.display_name, tc.legal_name, tc.usdot_number, tc.mc_number)),
      app_search_tsv(tc.display_name, concat_ws(' ', tc.legal_name, tc.usdot_number, tc.mc_number)),
      app_search_facets('ACTIVE', NULL, NULL), extract(epoch FROM tc.created_at)::bigint,
      app_search_record(tc.id, tc.usdot_number, tc.display_name, concat_ws(' · ', tc.legal_name, 'USDOT ' || tc.usdot_number),
        'ACTIVE', '/admin/trucking-companies/' || tc.id, NULL, NULL, extract(epoch FROM tc.created_at)::bigint)
    FROM trucking_companies tc WHERE tc.tenant_id = t AND tc.id = ANY (ids) AND tc.deleted_at IS NULL;
  ELSIF idx = 'invoices' THEN
    INSERT INTO search_documents (tenant_id, index_name, object_id, client_id, customer_id, search_text, tsv, facets, date_ts, record)
    SELECT i.tenant_id, idx, i.id, i.client_id, i.customer_id,
      lower(concat_ws(' ', i.number, i.po_number, c.display_name, cu.display_name)),
      app_search_tsv(i.number, concat_ws(' ', i.po_number, c.display_name, cu.display_name)),
      app_search_facets(i.status, c.display_name, NULL), extract(epoch FROM coalesce(i.issued_on::timestamptz, i.created_at))::bigint,
      app_search_record(i.id, i.number, coalesce(i.number, 'Draft invoice'), concat_ws(' · ', c.display_name, cu.display_name),
        i.status, '/accounting/invoices/view?id=' || i.id, c.display_name, NULL,
        extract(epoch FROM coalesce(i.issued_on::timestamptz, i.created_at))::bigint)
    FROM invoices i
    LEFT JOIN clients c ON c.tenant_id = i.tenant_id AND c.id = i.client_id
    LEFT JOIN customers cu ON cu.tenant_id = i.tenant_id AND cu.id = i.customer_id
    WHERE i.tenant_id = t AND i.id = ANY (ids);
  END IF;
END $$;

-- The triggers: a row's own document, and the documents that show it (an order shows its legs' vehicles and places, a
-- leg its order's client). Each fires only when a column a document shows changed.
CREATE FUNCTION app_search_orders_changed() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM app_search_refresh('orders', r.tenant_id, ARRAY[r.id]);
  IF TG_OP = 'UPDATE' AND (OLD.number, OLD.client_id, OLD.deleted_at) IS DISTINCT FROM (NEW.number, NEW.client_id, NEW.deleted_at) THEN
    PERFORM app_search_refresh('order_legs', r.tenant_id,
      ARRAY(SELECT id FROM order_legs WHERE tenant_id = r.tenant_id AND order_id = r.id));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER search_orders AFTER INSERT OR DELETE ON orders FOR EACH ROW EXECUTE FUNCTION app_search_orders_changed();
CREATE TRIGGER search_orders_update AFTER UPDATE OF number, client_id, customer_id, state, reference_numbers, deleted_at, created_at
  ON orders FOR EACH ROW
  WHEN ((OLD.number, OLD.client_id, OLD.customer_id, OLD.state, OLD.reference_numbers, OLD.deleted_at, OLD.created_at)
    IS DISTINCT FROM (NEW.number, NEW.client_id, NEW.customer_id, NEW.state, NEW.reference_numbers, NEW.deleted_at, NEW.created_at))
  EXECUTE FUNCTION app_search_orders_changed();

CREATE FUNCTION app_search_legs_changed() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM app_search_refresh('order_legs', r.tenant_id, ARRAY[r.id]);
  PERFORM app_search_refresh('orders', r.tenant_id, ARRAY[r.order_id]);
  RETURN NULL;
END $$;
CREATE TRIGGER search_legs AFTER INSERT OR DELETE ON order_legs FOR EACH ROW EXECUTE FUNCTION app_search_legs_changed();
CREATE TRIGGER search_legs_update AFTER UPDATE OF number, status, vehicle_id, origin_id, destination_id, driver_id,
  trucking_company_id, transport_method, requested_pickup_date, deleted_at ON order_legs FOR EACH ROW
  WHEN ((OLD.number, OLD.status, OLD.vehicle_id, OLD.origin_id, OLD.destination_id, OLD.driver_id, OLD.trucking_company_id,
      OLD.transport_method, OLD.requested_pickup_date, OLD.deleted_at)
    IS DISTINCT FROM (NEW.number, NEW.status, NEW.vehicle_id, NEW.origin_id, NEW.destination_id, NEW.driver_id,
      NEW.trucking_company_id, NEW.transport_method, NEW.requested_pickup_date, NEW.deleted_at))
  EXECUTE FUNCTION app_search_legs_changed();

-- A record that other documents name (a vehicle, a place, a client, a customer, a trucking company): its own document
-- and, when it changed, those of the legs and orders that show it.
CREATE FUNCTION app_search_named_changed() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF TG_ARGV[0] <> '' THEN PERFORM app_search_refresh(TG_ARGV[0], r.tenant_id, ARRAY[r.id]); END IF;
  IF TG_OP = 'UPDATE' AND TG_ARGV[1] = 'legs' THEN
    PERFORM app_search_refresh('order_legs', r.tenant_id, ARRAY(SELECT l.id FROM order_legs l WHERE l.tenant_id = r.tenant_id
      AND (l.vehicle_id = r.id OR l.origin_id = r.id OR l.destination_id = r.id)));
    PERFORM app_search_refresh('orders', r.tenant_id, ARRAY(SELECT DISTINCT l.order_id FROM order_legs l WHERE l.tenant_id = r.tenant_id
      AND (l.vehicle_id = r.id OR l.origin_id = r.id OR l.destination_id = r.id)));
  ELSIF TG_OP = 'UPDATE' AND TG_ARGV[1] = 'accounts' THEN
    PERFORM app_search_refresh('orders', r.tenant_id, ARRAY(SELECT o.id FROM orders o WHERE o.tenant_id = r.tenant_id
      AND (o.client_id = r.id OR o.customer_id = r.id)));
    PERFORM app_search_refresh('quotes', r.tenant_id, ARRAY(SELECT q.id FROM quotes q WHERE q.tenant_id = r.tenant_id
      AND (q.client_id = r.id OR q.customer_id = r.id)));
  ELSIF TG_OP = 'UPDATE' AND TG_ARGV[1] = 'drivers' THEN
    PERFORM app_search_refresh('drivers', r.tenant_id, ARRAY(SELECT d.id FROM drivers d WHERE d.tenant_id = r.tenant_id
      AND d.trucking_company_id = r.id));
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER search_vehicles AFTER INSERT OR DELETE ON vehicles FOR EACH ROW EXECUTE FUNCTION app_search_named_changed('vehicles', '');
CREATE TRIGGER search_vehicles_update AFTER UPDATE ON vehicles FOR EACH ROW
  WHEN ((OLD.vin, OLD.year, OLD.make, OLD.model, OLD.colour, OLD.plate, OLD.stock_number, OLD.client_id, OLD.deleted_at)
    IS DISTINCT FROM (NEW.vin, NEW.year, NEW.make, NEW.model, NEW.colour, NEW.plate, NEW.stock_number, NEW.client_id, NEW.deleted_at))
  EXECUTE FUNCTION app_search_named_changed('vehicles', 'legs');
CREATE TRIGGER search_locations_update AFTER UPDATE ON locations FOR EACH ROW
  WHEN ((OLD.name, OLD.city, OLD.state_province, OLD.postal_code) IS DISTINCT FROM (NEW.name, NEW.city, NEW.state_province, NEW.postal_code))
  EXECUTE FUNCTION app_search_named_changed('', 'legs');
CREATE TRIGGER search_clients AFTER INSERT OR DELETE ON clients FOR EACH ROW EXECUTE FUNCTION app_search_named_changed('clients', '');
CREATE TRIGGER search_clients_update AFTER UPDATE ON clients FOR EACH ROW
  WHEN ((OLD.display_name, OLD.code, OLD.billing_email, OLD.deleted_at) IS DISTINCT FROM (NEW.display_name, NEW.code, NEW.billing_email, NEW.deleted_at))
  EXECUTE FUNCTION app_search_named_changed('clients', 'accounts');
CREATE TRIGGER search_customers AFTER INSERT OR DELETE ON customers FOR EACH ROW EXECUTE FUNCTION app_search_named_changed('customers', '');
CREATE TRIGGER search_customers_update AFTER UPDATE ON customers FOR EACH ROW
  WHEN ((OLD.display_name, OLD.code, OLD.client_id, OLD.deleted_at) IS DISTINCT FROM (NEW.display_name, NEW.code, NEW.client_id, NEW.deleted_at))
  EXECUTE FUNCTION app_search_named_changed('customers', 'accounts');
CREATE TRIGGER search_quotes AFTER INSERT OR DELETE ON quotes FOR EACH ROW EXECUTE FUNCTION app_search_named_changed('quotes', '');
CREATE TRIGGER search_quotes_update AFTER UPDATE ON quotes FOR EACH ROW
  WHEN ((OLD.number, OLD.status, OLD.client_id, OLD.customer_id, OLD.deleted_at) IS DISTINCT FROM (NEW.number, NEW.status, NEW.client_id, NEW.customer_id, NEW.deleted_at))
  EXECUTE FUNCTION app_search_named_changed('quotes', '');
CREATE TRIGGER search_drivers AFTER INSERT OR DELETE ON drivers FOR EACH ROW EXECUTE FUNCTION app_search_named_changed('drivers', '');
CREATE TRIGGER search_drivers_update AFTER UPDATE ON drivers FOR EACH ROW
  WHEN ((OLD.first_name, OLD.last_name, OLD.email, OLD.phone, OLD.licence_number, OLD.trucking_company_id, OLD.disqualified_at, OLD.deleted_at)
    IS DISTINCT FROM (NEW.first_name, NEW.last_name, NEW.email, NEW.phone, NEW.licence_number, NEW.trucking_company_id, NEW.disqualified_at, NEW.deleted_at))
  EXECUTE FUNCTION app_search_named_changed('drivers', '');
CREATE TRIGGER search_trucking_companies AFTER INSERT OR DELETE ON trucking_companies FOR EACH ROW
  EXECUTE FUNCTION app_search_named_changed('trucking_companies', '');
CREATE TRIGGER search_trucking_companies_update AFTER UPDATE ON trucking_companies FOR EACH ROW
  WHEN ((OLD.display_name, OLD.legal_name, OLD.usdot_number, OLD.mc_number, OLD.deleted_at)
    IS DISTINCT FROM (NEW.display_name, NEW.legal_name, NEW.usdot_number, NEW.mc_number, NEW.deleted_at))
  EXECUTE FUNCTION app_search_named_changed('trucking_companies', 'drivers');
CREATE TRIGGER search_invoices AFTER INSERT OR DELETE ON invoices FOR EACH ROW EXECUTE FUNCTION app_search_named_changed('invoices', '');
CREATE TRIGGER search_invoices_update AFTER UPDATE ON invoices FOR EACH ROW
  WHEN ((OLD.number, OLD.status, OLD.po_number, OLD.issued_on) IS DISTINCT FROM (NEW.number, NEW.status, NEW.po_number, NEW.issued_on))
  EXECUTE FUNCTION app_search_named_changed('invoices', '');

-- The backfill, index by index for every tenant (the outbox rows it writes are for a hosted first push).
DO $$
DECLARE t uuid;
BEGIN
  FOR t IN SELECT id FROM tenants LOOP
    PERFORM app_search_refresh('orders', t, ARRAY(SELECT id FROM orders WHERE tenant_id = t));
    PERFORM app_search_refresh('order_legs', t, ARRAY(SELECT id FROM order_legs WHERE tenant_id = t));
    PERFORM app_search_refresh('quotes', t, ARRAY(SELECT id FROM quotes WHERE tenant_id = t));
    PERFORM app_search_refresh('vehicles', t, ARRAY(SELECT id FROM vehicles WHERE tenant_id = t));
    PERFORM app_search_refresh('clients', t, ARRAY(SELECT id FROM clients WHERE tenant_id = t));
    PERFORM app_search_refresh('customers', t, ARRAY(SELECT id FROM customers WHERE tenant_id = t));
    PERFORM app_search_refresh('drivers', t, ARRAY(SELECT id FROM drivers WHERE tenant_id = t));
    PERFORM app_search_refresh('trucking_companies', t, ARRAY(SELECT id FROM trucking_companies WHERE tenant_id = t));
    PERFORM app_search_refresh('invoices', t, ARRAY(SELECT id FROM invoices WHERE tenant_id = t));
  END LOOP;
END $$;
