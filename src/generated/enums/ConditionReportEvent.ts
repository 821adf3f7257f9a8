export const ConditionReportEvent = {
  ACCEPT: 'ACCEPT',
  REJECT: 'REJECT',
  SUBMIT: 'SUBMIT',
} as const;

export type ConditionReportEvent = (typeof ConditionReportEvent)[keyof typeof ConditionReportEvent];

/** Every ConditionReportEvent, in schema order. */
export const ConditionReportEventValues = ['ACCEPT', 'REJECT', 'SUBMIT'] as const;
