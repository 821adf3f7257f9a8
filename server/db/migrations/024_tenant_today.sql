-- "Today" is the tenant's day (migration 013's time zone), not the database's: current_date is the server's (UTC), so
-- from about 7 pm in New York a licence "valid today", an expiry window, a quote's validity and the portal's valid
-- quotes ran a day ahead. Every such check asks app_today(); with no tenant in the request it is UTC's day.
CREATE FUNCTION app_today() RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (now() AT TIME ZONE coalesce((SELECT t.time_zone FROM public.tenants t WHERE t.id = app_tenant_id()), 'UTC'))::date $$;
