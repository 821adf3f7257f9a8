export const LegHoldReason = {
  CLIENT_REQUEST: 'CLIENT_REQUEST',
  FUTURE_PROJECT: 'FUTURE_PROJECT',
  MORE_INFO_NEEDED: 'MORE_INFO_NEEDED',
  OTHER_REASON: 'OTHER_REASON',
  VEHICLE_NOT_READY: 'VEHICLE_NOT_READY',
  WAITING_FOR_CANCEL: 'WAITING_FOR_CANCEL',
} as const;

export type LegHoldReason = (typeof LegHoldReason)[keyof typeof LegHoldReason];

/** Every LegHoldReason, in schema order. */
export const LegHoldReasonValues = ['CLIENT_REQUEST', 'FUTURE_PROJECT', 'MORE_INFO_NEEDED', 'OTHER_REASON', 'VEHICLE_NOT_READY', 'WAITING_FOR_CANCEL'] as const;
