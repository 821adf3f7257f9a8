-- Several audit rows written in one request (order.create, then order.submit) keep their order: now() is the
-- transaction's start time, clock_timestamp() the moment of the insert.
ALTER TABLE audit_logs ALTER COLUMN created_at SET DEFAULT clock_timestamp();
