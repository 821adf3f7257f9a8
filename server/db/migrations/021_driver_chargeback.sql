-- Issue 14: a driver's pay profile says whether the contract lets the operator charge repairs back to the driver
-- (DOMAIN.md §7: "a driver chargeback (only if the contract lists it)"). A repair's DRIVER_CHARGEBACK recovery reads it.
ALTER TABLE drivers ADD COLUMN pay_chargeback_allowed boolean NOT NULL DEFAULT false;
