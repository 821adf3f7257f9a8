/** Which of the call center's queues (/call-center/order-legs). */
export const CallCenterQueue = {
  /** UNACKNOWLEDGED only: a portal or staff order's legs nobody has taken up yet. */
  ACKNOWLEDGE: 'ACKNOWLEDGE',
  /** The legs waiting for a call: UNACKNOWLEDGED and PENDING_CONFIRMATION (the default). */
  CALLS: 'CALLS',
  /** PENDING_CONFIRMATION only: the customer is to be called for the pickup and delivery windows. */
  CONFIRM: 'CONFIRM',
  /** ABORTED: the pickup failed; the customer is to be called for a new day. */
  RESCHEDULE: 'RESCHEDULE',
} as const;

export type CallCenterQueue = (typeof CallCenterQueue)[keyof typeof CallCenterQueue];

/** Every CallCenterQueue, in schema order. */
export const CallCenterQueueValues = ['ACKNOWLEDGE', 'CALLS', 'CONFIRM', 'RESCHEDULE'] as const;
