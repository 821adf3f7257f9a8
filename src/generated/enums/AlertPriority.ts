export const AlertPriority = {
  CALL: 'CALL',
  CALL_URGENT: 'CALL_URGENT',
  CHECK: 'CHECK',
  NEW: 'NEW',
} as const;

export type AlertPriority = (typeof AlertPriority)[keyof typeof AlertPriority];

/** Every AlertPriority, in schema order. */
export const AlertPriorityValues = ['CALL', 'CALL_URGENT', 'CHECK', 'NEW'] as const;
