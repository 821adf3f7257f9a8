import { defineArea } from '../areaKit';
import { clientOrderReport } from './clientReports.orderReport';
import { clientStorageReport } from './clientReports.storageReport';

/** The client reports (issue 31, docs/client-reports.md): a client's orders and storage over a period, run by the report kit. */
export const clientReportsArea = defineArea({
  name: 'clientReports',
  reports: [clientOrderReport, clientStorageReport],
});
