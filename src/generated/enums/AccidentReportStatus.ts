/** A report is OPEN until the safety manager closes it (it can be reopened). */
export const AccidentReportStatus = {
  CLOSED: 'CLOSED',
  OPEN: 'OPEN',
} as const;

export type AccidentReportStatus = (typeof AccidentReportStatus)[keyof typeof AccidentReportStatus];

/** Every AccidentReportStatus, in schema order. */
export const AccidentReportStatusValues = ['CLOSED', 'OPEN'] as const;
