/** Whether a report run is still computing, has its result, or failed. */
export const ReportRunStatus = {
  DONE: 'DONE',
  FAILED: 'FAILED',
  RUNNING: 'RUNNING',
} as const;

export type ReportRunStatus = (typeof ReportRunStatus)[keyof typeof ReportRunStatus];

/** Every ReportRunStatus, in schema order. */
export const ReportRunStatusValues = ['DONE', 'FAILED', 'RUNNING'] as const;
