/**
 * What other areas may use of the settlements area (src/imports.test.ts): the order's and leg's tab, a driver's runs,
 * and a driver's own pay on their dashboard.
 */
export { DriverSettledRunsTab } from './DriverSettledRunsTab';
export { MySettlementsPanel } from './MySettlementsPanel';
export { RecordSettlementsTab } from './RecordSettlementsTab';
