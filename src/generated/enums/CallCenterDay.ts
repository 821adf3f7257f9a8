/** A day of the tenant's the queue is narrowed to, by the leg's promised pickup day. */
export const CallCenterDay = {
  /** Promised for today or earlier, or ASAP: to be called today. */
  TODAY: 'TODAY',
  /** Promised for tomorrow. */
  TOMORROW: 'TOMORROW',
} as const;

export type CallCenterDay = (typeof CallCenterDay)[keyof typeof CallCenterDay];

/** Every CallCenterDay, in schema order. */
export const CallCenterDayValues = ['TODAY', 'TOMORROW'] as const;
