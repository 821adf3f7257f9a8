import { defineArea } from '../areaKit';
import { reportsResolvers } from './reports.resolvers';
import { reportRoutes } from './reports.routes';

/**
 * The report kit's own area: the runs of every area's reports (their manifests' `reports`), read back by the pages and
 * downloaded as CSV. The reports themselves live in their areas (ifta, financeReports, clientReports, surveys).
 */
export const reportsArea = defineArea({
  name: 'reports',
  resolvers: reportsResolvers,
  mappers: {
    ReportRun: './reports.rows#ReportRunRow',
  },
  routes: [reportRoutes],
});
