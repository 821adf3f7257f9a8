/** Where a suggested driver would start from. */
export const DriverStart = {
  HOME_HUB: 'HOME_HUB',
  LAST_DELIVERY: 'LAST_DELIVERY',
  PREVIOUS_LEG: 'PREVIOUS_LEG',
  UNKNOWN: 'UNKNOWN',
} as const;

export type DriverStart = (typeof DriverStart)[keyof typeof DriverStart];

/** Every DriverStart, in schema order. */
export const DriverStartValues = ['HOME_HUB', 'LAST_DELIVERY', 'PREVIOUS_LEG', 'UNKNOWN'] as const;
