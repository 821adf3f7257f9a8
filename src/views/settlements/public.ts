/** What other areas may use of the settlements area (src/imports.test.ts): the order's and leg's tab, a driver's runs. */
export { DriverSettledRunsTab } from './DriverSettledRunsTab';
export { RecordSettlementsTab } from './RecordSettlementsTab';
