/** ASSIGNED / UNASSIGNED follow the driver's open legs; DISQUALIFIED is set by safety until reinstated. */
export const DriverStatus = {
  ASSIGNED: 'ASSIGNED',
  DISQUALIFIED: 'DISQUALIFIED',
  UNASSIGNED: 'UNASSIGNED',
} as const;

export type DriverStatus = (typeof DriverStatus)[keyof typeof DriverStatus];

/** Every DriverStatus, in schema order. */
export const DriverStatusValues = ['ASSIGNED', 'DISQUALIFIED', 'UNASSIGNED'] as const;
