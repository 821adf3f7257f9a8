/** Why a leg is on the help desk's list (docs/decisions.md "Help desk"). */
export const HelpDeskReason = {
  /** The pickup was aborted: the leg waits to be rescheduled or cancelled. */
  ABORTED: 'ABORTED',
  /** In custody (in transit, at a port, in repair or in storage) past the confirmed delivery time. */
  DELIVERY_OVERDUE: 'DELIVERY_OVERDUE',
  /** On hold for more than a day. */
  LONG_HOLD: 'LONG_HOLD',
  /** A submitted condition report with damage new since the last custody, not reviewed yet. */
  NEW_DAMAGE: 'NEW_DAMAGE',
  /** Picked up (in custody or delivered), not a client drop-off, and no submitted or accepted pickup condition report. */
  PICKED_UP_WITHOUT_REPORT: 'PICKED_UP_WITHOUT_REPORT',
  /** Not picked up yet and the confirmed pickup time has passed. */
  PICKUP_OVERDUE: 'PICKUP_OVERDUE',
} as const;

export type HelpDeskReason = (typeof HelpDeskReason)[keyof typeof HelpDeskReason];

/** Every HelpDeskReason, in schema order. */
export const HelpDeskReasonValues = ['ABORTED', 'DELIVERY_OVERDUE', 'LONG_HOLD', 'NEW_DAMAGE', 'PICKED_UP_WITHOUT_REPORT', 'PICKUP_OVERDUE'] as const;
