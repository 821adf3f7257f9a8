/** How a storage facility takes vehicles: as they arrive, or only against a reservation. */
export const StorageBookingMode = {
  ON_DEMAND: 'ON_DEMAND',
  RESERVATION_ONLY: 'RESERVATION_ONLY',
} as const;

export type StorageBookingMode = (typeof StorageBookingMode)[keyof typeof StorageBookingMode];

/** Every StorageBookingMode, in schema order. */
export const StorageBookingModeValues = ['ON_DEMAND', 'RESERVATION_ONLY'] as const;
