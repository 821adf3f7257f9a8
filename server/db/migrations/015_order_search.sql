-- An order is found by what people type (issue 13: searching "Camry" found nothing): its number, references,
-- client and customer, its vehicles' VIN, year, make and model, and the names, cities, states and postal codes of
-- the places its legs run between. One function says it; the services call it when an order or a leg changes.
CREATE FUNCTION app_order_search_text(oid uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ', o.number, nullif(array_to_string(o.reference_numbers, ' '), ''),
    (SELECT c.display_name FROM clients c WHERE c.tenant_id = o.tenant_id AND c.id = o.client_id),
    (SELECT cu.display_name FROM customers cu WHERE cu.tenant_id = o.tenant_id AND cu.id = o.customer_id),
    (SELECT string_agg(DISTINCT concat_ws(' ', v.vin, v.year, v.make, v.model), ' ')
     FROM order_legs l JOIN vehicles v ON v.tenant_id = l.tenant_id AND v.id = l.vehicle_id
     WHERE l.tenant_id = o.tenant_id AND l.order_id = o.id AND l.deleted_at IS NULL),
    (SELECT string_agg(DISTINCT concat_ws(' ', p.name, p.city, p.state_province, p.postal_code), ' ')
     FROM order_legs l JOIN locations p ON p.tenant_id = l.tenant_id AND p.id IN (l.origin_id, l.destination_id)
     WHERE l.tenant_id = o.tenant_id AND l.order_id = o.id AND l.deleted_at IS NULL))
  FROM orders o WHERE o.id = oid
$$;

UPDATE orders SET search_text = app_order_search_text(id);
