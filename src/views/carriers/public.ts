/** What other areas may use of drivers and trucking companies (src/imports.test.ts). */
export { DriverStatusBadge } from './DriverFlags';
export { DRIVER_STATUS_LABEL } from './labels';
