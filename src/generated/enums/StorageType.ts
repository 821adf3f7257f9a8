/** ORDER: stored on the way of an order; STORAGE: stored for its own sake (billed as storage). */
export const StorageType = {
  ORDER: 'ORDER',
  STORAGE: 'STORAGE',
} as const;

export type StorageType = (typeof StorageType)[keyof typeof StorageType];

/** Every StorageType, in schema order. */
export const StorageTypeValues = ['ORDER', 'STORAGE'] as const;
