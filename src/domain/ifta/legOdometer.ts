import type { Role } from '../roles';

/**
 * Staff who record a leg's power-unit odometer (issue 31, docs/ifta.md "Odometers and recorded positions"), besides
 * the leg's own driver: the DISPATCH team, who move a leg at pick-up and delivery (docs/access.md "Status events",
 * server/dispatch/dispatch.access.ts DISPATCH_ROLES), and DRIVER_SAFETY, who keep the drivers' and units' records
 * (server/safety/safety.access.ts SAFETY_WRITER_ROLES).
 */
export const LEG_ODOMETER_ROLES: readonly Role[] = ['DISPATCH', 'DISPATCH_LEAD', 'DRIVER_SAFETY', 'ADMIN'];

/** An odometer or hubometer reads at most seven digits. */
export const MAX_ODOMETER = 9_999_999;
