-- Issue 14: a driver's pay profile says whether the contract lets the operator charge repairs back to the driver
-- (a repair is charged back to a driver only where the contract lists chargebacks: docs/domain.md#driver-pay). A
-- repair's DRIVER_CHARGEBACK recovery reads it.
ALTER TABLE drivers ADD COLUMN pay_chargeback_allowed boolean NOT NULL DEFAULT false;
