-- DSC visibility made real (issue 14, docs/decisions.md "Leg offers"): the open legs a driver may be offered beyond
-- their own. A leg is offered to a driver when it is CLEARED_FOR_DISPATCH, assigned to nobody, driven or towed (a
-- driver moves it), and its order's client (or that client's customer) is on the driver's DSC visibility list; the
-- driver's leg priority ranks the offers (first matching entry wins), then the requested pickup date.
--
-- A driver's row-level security shows only the legs assigned to them, and that stays so: an offer is a summary
-- (number, where from and to, when, what vehicle, whose) read through this function, never the leg, its contacts or
-- its price. SECURITY DEFINER reads past the carrier policies, so the function keeps the tenant itself; who may ask
-- for which driver is the Driver row the caller could read (the resolver asks only for those).
CREATE FUNCTION app_leg_offers(p_drivers uuid[], p_limit integer)
RETURNS TABLE (driver_id uuid, leg_id uuid, number text, transport_method text, requested_pickup_mode text,
  requested_pickup_date date, pickup_city text, pickup_state text, delivery_city text, delivery_state text,
  distance double precision, vehicle_year integer, vehicle_make text, vehicle_model text, vehicle_class text,
  client_name text, priority integer)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT o.driver_id, o.leg_id, o.number, o.transport_method, o.requested_pickup_mode, o.requested_pickup_date, o.pickup_city,
    o.pickup_state, o.delivery_city, o.delivery_state, o.distance, o.vehicle_year, o.vehicle_make, o.vehicle_model,
    o.vehicle_class, o.client_name, o.priority
  FROM (
    SELECT dr.id AS driver_id, l.id AS leg_id, l.number, l.transport_method, l.requested_pickup_mode, l.requested_pickup_date,
      pl.city AS pickup_city, pl.state_province AS pickup_state, dl.city AS delivery_city, dl.state_province AS delivery_state,
      l.distance::float8 AS distance, v.year AS vehicle_year, v.make AS vehicle_make, v.model AS vehicle_model,
      v.vehicle_class, c.display_name AS client_name, pr.position AS priority,
      row_number() OVER (PARTITION BY dr.id ORDER BY pr.position NULLS LAST, l.requested_pickup_date NULLS LAST, l.number) AS n
    FROM drivers dr
    JOIN driver_dsc_visibility dsc ON dsc.tenant_id = dr.tenant_id AND dsc.driver_id = dr.id
    JOIN orders ord ON ord.tenant_id = dr.tenant_id AND ord.client_id = dsc.client_id
      AND (dsc.customer_id IS NULL OR ord.customer_id = dsc.customer_id) AND ord.deleted_at IS NULL
    JOIN order_legs l ON l.tenant_id = ord.tenant_id AND l.order_id = ord.id
    JOIN clients c ON c.tenant_id = ord.tenant_id AND c.id = ord.client_id
    LEFT JOIN locations pl ON pl.tenant_id = l.tenant_id AND pl.id = l.origin_id
    LEFT JOIN locations dl ON dl.tenant_id = l.tenant_id AND dl.id = l.destination_id
    LEFT JOIN vehicles v ON v.tenant_id = l.tenant_id AND v.id = l.vehicle_id
    LEFT JOIN LATERAL (
      SELECT min(p.position) AS position FROM driver_leg_priorities p
      WHERE p.tenant_id = dr.tenant_id AND p.driver_id = dr.id
        AND ((p.kind = 'CLIENT' AND p.client_id = ord.client_id) OR (p.kind = 'REGION' AND p.region = pl.state_province)
          OR (p.kind = 'LEG' AND p.order_leg_id = l.id))
    ) pr ON true
    WHERE dr.tenant_id = app_tenant_id() AND dr.id = ANY (p_drivers) AND dr.deleted_at IS NULL AND dr.disqualified_at IS NULL
      AND l.status = 'CLEARED_FOR_DISPATCH' AND l.driver_id IS NULL AND l.trucking_company_id IS NULL AND l.deleted_at IS NULL
      AND l.transport_method IN ('DRIVEN', 'TOW')
  ) o
  WHERE o.n <= p_limit
  ORDER BY o.driver_id, o.n $$;
REVOKE ALL ON FUNCTION app_leg_offers(uuid[], integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION app_leg_offers(uuid[], integer) TO app_user;
