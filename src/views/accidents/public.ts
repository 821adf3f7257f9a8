/** What other areas may use of accidents (src/imports.test.ts). */
export { OpenReportLineFragment } from './openReportLine';
