-- Row-level security keeps a non-leakproof operator from running before the tenant policy, so PostgreSQL would
-- not use the GIN index on orders.leg_statuses for `&&` / `@>` and scanned the tenant for a rare status (~130 ms
-- of CPU at 100k orders, ~1 ms with the index). Array overlap and containment raise no value-dependent errors, so
-- marking them leakproof reveals nothing. Only a superuser may do this; elsewhere ask the DBA (docs/operations.md).
DO $$ BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    ALTER FUNCTION arrayoverlap(anyarray, anyarray) LEAKPROOF;
    ALTER FUNCTION arraycontains(anyarray, anyarray) LEAKPROOF;
  END IF;
END $$;
