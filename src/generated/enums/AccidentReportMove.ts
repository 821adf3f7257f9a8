/** A move of a report: edited (facts and review) or closed while open, reopened once closed. */
export const AccidentReportMove = {
  CLOSE: 'CLOSE',
  EDIT: 'EDIT',
  REOPEN: 'REOPEN',
} as const;

export type AccidentReportMove = (typeof AccidentReportMove)[keyof typeof AccidentReportMove];

/** Every AccidentReportMove, in schema order. */
export const AccidentReportMoveValues = ['CLOSE', 'EDIT', 'REOPEN'] as const;
