-- The client reports (issue 31, server/clientReports/): a period's pickups and deliveries are read by the day they
-- happened, and a period's storage stays by their check-in, each a range of one index instead of every leg or record
-- of the tenant.
CREATE INDEX order_legs_picked_up_idx ON order_legs (tenant_id, picked_up_at) WHERE picked_up_at IS NOT NULL AND deleted_at IS NULL;
CREATE INDEX order_legs_delivered_idx ON order_legs (tenant_id, delivered_at) WHERE delivered_at IS NOT NULL AND deleted_at IS NULL;
CREATE INDEX storage_records_checked_in_idx ON storage_records (tenant_id, checked_in_at)
  WHERE checked_in_at IS NOT NULL AND deleted_at IS NULL;
