export const StorageRecordEvent = {
  CANCEL: 'CANCEL',
  CHECK_IN: 'CHECK_IN',
  CHECK_OUT: 'CHECK_OUT',
  COMPLETE: 'COMPLETE',
  REPORT_PROBLEM: 'REPORT_PROBLEM',
  RESOLVE_PROBLEM: 'RESOLVE_PROBLEM',
} as const;

export type StorageRecordEvent = (typeof StorageRecordEvent)[keyof typeof StorageRecordEvent];

/** Every StorageRecordEvent, in schema order. */
export const StorageRecordEventValues = ['CANCEL', 'CHECK_IN', 'CHECK_OUT', 'COMPLETE', 'REPORT_PROBLEM', 'RESOLVE_PROBLEM'] as const;
