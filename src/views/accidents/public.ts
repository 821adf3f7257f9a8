/** What other areas may use of accidents (src/imports.test.ts). */
export { OpenReportLineFragment } from './openReportLine';
export { INCIDENT_KIND_LABEL, PREVENTABILITY_LABEL } from './labels';
