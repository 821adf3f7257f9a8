import type { ReportRunStatus } from '../../src/generated/enums';

/** A report run as its user reads it (server/reports/reports.runs.ts). */
export type ReportRunRow = {
  id: string;
  report: string;
  params: unknown;
  status: ReportRunStatus;
  done: number;
  total: number;
  result: unknown;
  error: string | null;
  createdAt: Date | string;
  finishedAt: Date | string | null;
};

export const REPORT_RUN_SELECT = `r.id, r.report, r.params, r.status, r.done, r.total, r.result, r.error,
  r.created_at AS "createdAt", r.finished_at AS "finishedAt"`;
