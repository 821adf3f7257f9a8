import { defineArea } from '../areaKit';
import { financialReport } from './financeReports.financialReport';
import { invoicesReport } from './financeReports.invoicesReport';
import { rebateReport } from './financeReports.rebateReport';
import { financeReportsResolvers } from './financeReports.resolvers';

/**
 * The finance reports of /admin/reports (issue 31): receivables aging and DSO, the financial report's margins and the
 * clients' volume rebates by the tiers set on the client's page. docs/reports.md says what each counts.
 */
export const financeReportsArea = defineArea({
  name: 'financeReports',
  resolvers: financeReportsResolvers,
  auditKinds: ['ClientRebateTiers'],
  reports: [invoicesReport, financialReport, rebateReport],
});
