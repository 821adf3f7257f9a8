import type { Resolvers } from '../../src/generated/resolvers';
import { requireStaff } from '../auth/actors';
import { csvUrl, findReportRun, startReportRun } from './reports.runs';

/** The report kit's run: start one, read it back (its progress, then its result). */
export const reportsResolvers: Resolvers = {
  Query: {
    reportRun: (_parent, { id }, ctx) => findReportRun(ctx, requireStaff(ctx), id),
  },
  Mutation: {
    runReport: (_parent, { report, params }, ctx) => startReportRun(ctx, report, params),
  },
  ReportRun: {
    csvUrl: (row) => csvUrl(row),
  },
};
