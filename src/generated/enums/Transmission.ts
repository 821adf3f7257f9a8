export const Transmission = {
  AUTOMATIC: 'AUTOMATIC',
  MANUAL: 'MANUAL',
  UNKNOWN: 'UNKNOWN',
} as const;

export type Transmission = (typeof Transmission)[keyof typeof Transmission];

/** Every Transmission, in schema order. */
export const TransmissionValues = ['AUTOMATIC', 'MANUAL', 'UNKNOWN'] as const;
