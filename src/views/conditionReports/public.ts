/**
 * What other areas may use of condition reports (src/imports.test.ts). The capture screens and the leg's reports tab
 * are loaders: each stays a chunk of its own, loaded when a leg page shows it.
 */
export { takesStorageReports } from './capture/captureSteps';
export const loadLegCapture = () => import('./capture/LegCapture');
export const loadDriverCapturePage = () => import('./capture/DriverCapturePage');
export const loadLegConditionReportsTab = () => import('./LegConditionReportsTab');
